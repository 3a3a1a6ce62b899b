import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * "Among those who answered the ballot question", "whose salary is recorded": the rows kept are
 * those with a value in that column, so a share's denominator leaves the non-answers out.
 */
const made = csvTables('known')
let poll: TableProfile

beforeAll(async () => {
  const rows = ['district,gender,ballot,salary']
  for (let i = 0; i < 60; i++) {
    const ballot = i % 5 === 0 ? 'NA' : ['Approve', 'Reject', 'Approve', 'Undecided'][i % 4]
    const salary = i % 7 === 0 ? '' : String(20000 + ((i * 1371) % 30000))
    rows.push(
      `${['North', 'South', 'East'][i % 3]},${i % 2 ? 'female' : 'male'},${ballot},${salary}`,
    )
  }
  poll = await made.load('poll', rows.join('\n'), { name: 'Town poll' })
}, 60_000)
afterAll(() => made.remove())

describe('rows that have a value', () => {
  it('a share among those who answered counts only the answers', async () => {
    const { rows } = await answer(
      poll,
      'Town poll',
      'Among people who answered the ballot question, what share approve?',
    )
    const want = await sqlValue(
      `SELECT 100.0 * count(*) FILTER (WHERE ballot = 'Approve') / count(nullif(ballot, 'NA')) FROM ${poll.table}`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })

  it('"whose salary is recorded" keeps those rows, and salary is not what is averaged', async () => {
    const { plan, rows } = await answer(
      poll,
      'Town poll',
      'Of the people whose salary is recorded, how many are women?',
    )
    expect(JSON.stringify(plan)).not.toContain('"agg":"avg"')
    const want = await sqlValue(
      `SELECT count(*) FROM ${poll.table} WHERE salary IS NOT NULL AND gender = 'female'`,
    )
    expect(Number(rows[0]![0])).toBe(want)
  })

  it('"with a known salary" groups the rest as asked', async () => {
    const { rows } = await answer(
      poll,
      'Town poll',
      'For people with a known salary, what is the average salary in each district?',
    )
    const got = Object.fromEntries(rows.map((r) => [String(r[0]), Number(r[1])]))
    const want = await sqlValue(
      `SELECT avg(salary) FROM ${poll.table} WHERE district = 'North' AND salary IS NOT NULL`,
    )
    expect(got.North).toBeCloseTo(want, 9)
  })

  it('asked as the question itself, it stays a count of known and missing values', async () => {
    const { plan } = await answer(
      poll,
      'Town poll',
      'Is the salary known for everyone, and for how many is it missing?',
    )
    expect(JSON.stringify(plan)).toContain('count_missing')
  })
})
