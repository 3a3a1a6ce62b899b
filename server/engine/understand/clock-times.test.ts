import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Times of day over a column stamped with times: the hour of the day as a group, and a range of
 * clock hours (across midnight too) as a condition on every day.
 */
const made = csvTables('clock')
let calls: TableProfile
let daily: TableProfile

beforeAll(async () => {
  const rows = ['received_at,district,minutes']
  for (let i = 0; i < 300; i++) {
    const day = 1 + (i % 28)
    const hour = (i * 7) % 24
    const stamp = `2023-03-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}:00`
    rows.push(`${stamp},${['Harbor', 'Hill', 'Old Town'][i % 3]},${5 + ((i * 11) % 40)}`)
  }
  calls = await made.load('calls', rows.join('\n'), { name: 'Emergency calls' })
  const d = ['day,visits']
  for (let i = 1; i <= 28; i++) d.push(`2023-02-${String(i).padStart(2, '0')},${100 + i}`)
  daily = await made.load('daily', d.join('\n'), { name: 'Daily visits' })
}, 60_000)
afterAll(() => made.remove())

describe('times of day', () => {
  it('counts calls per hour of the day and finds the busiest hour', async () => {
    const { rows } = await answer(
      calls,
      'Emergency calls',
      'Which hour of the day gets the most calls?',
    )
    const want = await sqlValue(
      `SELECT hour(received_at) FROM ${calls.table} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    )
    expect(Number(rows[0]![0])).toBe(want)
  })

  it('a range that wraps past midnight keeps the late and the early hours', async () => {
    const { rows } = await answer(
      calls,
      'Emergency calls',
      'How many calls came in overnight, between 11 pm and 5 am?',
    )
    const want = await sqlValue(
      `SELECT count(*) FROM ${calls.table} WHERE hour(received_at) >= 23 OR hour(received_at) < 5`,
    )
    expect(Number(rows[0]![0])).toBe(want)
  })

  it('"after 8 pm" with another condition', async () => {
    const { rows } = await answer(
      calls,
      'Emergency calls',
      'What is the average minutes for calls in Harbor after 8 pm?',
    )
    const want = await sqlValue(
      `SELECT avg(minutes) FROM ${calls.table} WHERE district = 'Harbor' AND hour(received_at) >= 20`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })

  it('a table of whole days has no hours to keep', () => {
    const d = decide('How many visits after 8 pm?', [daily], 'Daily visits', null)
    expect(d.type === 'plan' ? JSON.stringify(d.plan) : '').not.toContain('"hour"')
  })
})
