import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Rows stamped to the second are nearly unique, yet many a day: "how many a day on average" is
 * the average of each day's count there, and the plain average only over one row a day.
 */

const made = csvTables('grains')
let calls: TableProfile
let daily: TableProfile

beforeAll(async () => {
  const c = ['received,district']
  for (let i = 0; i < 300; i++) {
    // Each (day, hour) once: every stamp is unique, 15 a day.
    const day = 1 + (i % 20)
    const h = String(Math.floor(i / 20) % 24).padStart(2, '0')
    const m = String((i * 7) % 60).padStart(2, '0')
    const s = String((i * 13) % 60).padStart(2, '0')
    c.push(`2021-03-${String(day).padStart(2, '0')} ${h}:${m}:${s},${['N', 'S'][i % 2]}`)
  }
  calls = await made.load('calls', c.join('\n'), { name: 'Emergency calls' })
  const d = ['day,rain']
  for (let i = 1; i <= 28; i++) d.push(`2021-02-${String(i).padStart(2, '0')},${(i * 3) % 11}`)
  daily = await made.load('daily', d.join('\n'), { name: 'Daily rain' })
}, 60_000)
afterAll(() => made.remove())

describe('a count a day on average', () => {
  it.each([
    'On average, how many calls come in per day?',
    'How many calls a day are there on average?',
  ])("%s averages each day's count", async (q) => {
    const { plan, rows } = await answer(calls, 'Emergency calls', q)
    expect(plan.kind).toBe('period_average')
    const want = await sqlValue(
      `SELECT avg(n) FROM (SELECT CAST(received AS DATE), count(*) n FROM ${calls.table} GROUP BY 1)`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })

  it('over one row a day, the average per day is the plain average', async () => {
    const { rows } = await answer(daily, 'Daily rain', 'What is the average rain per day?')
    const want = await sqlValue(`SELECT avg(rain) FROM ${daily.table}`)
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })
})
