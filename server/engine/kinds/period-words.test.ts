import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/** "Which full year", "in which calendar year": a word between "which" and the period still asks for periods ranked. */
const made = csvTables('periods')
let monthly: TableProfile

beforeAll(async () => {
  const m = ['month,rainfall']
  for (let i = 0; i < 60; i++) {
    const d = new Date(Date.UTC(2015, i, 1)).toISOString().slice(0, 10)
    m.push(`${d},${40 + ((i * 37) % 90) + (i % 12 === 3 ? 50 : 0)}`)
  }
  monthly = await made.load('monthly', m.join('\n'), { name: 'Rainfall' })
}, 60_000)
afterAll(() => made.remove())

describe('periods asked with a word between', () => {
  it.each(['full', 'whole', 'calendar'])('"which %s year" ranks years', async (word) => {
    const { rows } = await answer(
      monthly,
      'Rainfall',
      `Which ${word} year had the lowest average rainfall?`,
    )
    const [[year]] = (await sqlRows(
      `SELECT year(month) FROM ${monthly.table} GROUP BY 1 ORDER BY avg(rainfall) LIMIT 1`,
    )) as [[number]]
    expect(rows.length).toBe(1)
    expect(Number(rows[0]![0])).toBe(Number(year))
  })
})
