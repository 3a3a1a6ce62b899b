import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Codes the analyst explains in the question ("(am is 1 for manual, 0 for automatic)"): the words
 * taught name those values elsewhere in it, and the explanation asks nothing itself.
 */

const made = csvTables('taught')
let cars: TableProfile
let trial: TableProfile
let poll: TableProfile

beforeAll(async () => {
  const c = ['model,wt,am,vs']
  for (let i = 0; i < 30; i++)
    c.push(`M${i},${(1.5 + (i % 9) / 3).toFixed(2)},${i % 3 === 0 ? 1 : 0},${i % 2}`)
  cars = await made.load('cars', c.join('\n'), { name: 'Cars' })
  const t = ['len,supp']
  for (let i = 0; i < 40; i++) t.push(`${(5 + ((i * 7) % 20)).toFixed(1)},${i % 2 ? 'OJ' : 'VC'}`)
  trial = await made.load('trial', t.join('\n'), { name: 'Trial' })
  const p = ['region,age,sex,income,vote']
  for (let i = 0; i < 80; i++)
    p.push(
      `${['C', 'M', 'N'][i % 3]},${18 + ((i * 7) % 60)},${i % 2 ? 'F' : 'M'},${1000 + i * 90},${['Y', 'N', 'A', 'U'][i % 4]}`,
    )
  poll = await made.load('poll', p.join('\n'), { name: 'Plebiscite poll' })
}, 60_000)
afterAll(() => made.remove())

describe('codes taught in the question', () => {
  it('"(vs = 1 means straight)": the taught word picks its rows, "means" is no average', async () => {
    const { plan, rows } = await answer(
      cars,
      'Cars',
      'How many of the cars are straight? (vs = 1 means straight)',
    )
    expect(plan).toMatchObject({ kind: 'aggregate', measures: [{ agg: 'count' }] })
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${cars.table} WHERE vs = 1`),
    )
  })

  it('two values taught and compared, the one after "than" the base', async () => {
    const { plan, rows } = await answer(
      cars,
      'Cars',
      'How much heavier are automatic cars than manual ones on average? (am is 0 for automatic, 1 for manual)',
    )
    expect(plan).toMatchObject({ kind: 'compare', dim: { column: 'am' }, values: [1, 0] })
    const gap = await sqlValue(
      `SELECT avg(wt) FILTER (WHERE am = 0) - avg(wt) FILTER (WHERE am = 1) FROM ${cars.table}`,
    )
    expect(rows.find((r) => r[0] === 0)![2]).toBeCloseTo(gap, 9)
  })

  it('codes of words too', async () => {
    const { rows } = await answer(
      trial,
      'Trial',
      'What is the average len with juice? (supp is OJ for juice, VC for vitamin)',
    )
    expect(rows[0]![0]).toBeCloseTo(
      await sqlValue(`SELECT avg(len) FROM ${trial.table} WHERE supp = 'OJ'`),
      9,
    )
  })
})

describe('a one-letter code said as the word after its column', () => {
  it('"respondents under 30 who will vote no": an age, and vote N (no missing vote)', async () => {
    const { plan, rows } = await answer(
      poll,
      'Plebiscite poll',
      'How many of the respondents under 30 say they will vote no?',
    )
    expect(JSON.stringify(plan)).not.toContain('is_null')
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${poll.table} WHERE age < 30 AND vote = 'N'`),
    )
  })
})

describe('a word listed beside values', () => {
  it('"vote yes, vote no, or spoil the ballot": a word listed that is no code gives no number', () => {
    const d = decide(
      'How many respondents will vote yes, vote no, or spoil their ballot?',
      [poll],
      'Plebiscite poll',
      null,
    )
    expect(d.type).not.toBe('plan')
  })

  it('"vote yes, vote no, or abstain": a word listed beside codes, starting with another, is it', () => {
    const d = decide(
      'How many respondents will vote yes, vote no, or abstain?',
      [poll],
      'Plebiscite poll',
      null,
    )
    expect(d.type === 'plan' && 'values' in d.plan ? d.plan.values : []).toEqual(['Y', 'N', 'A'])
  })
})
