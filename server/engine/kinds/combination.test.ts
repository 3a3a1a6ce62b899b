import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/** "Which combination of shift and line": the groups of both columns, ranked. */
const made = csvTables('combination')
let defects: TableProfile

beforeAll(async () => {
  const d = ['shift,line,defects']
  for (let i = 0; i < 36; i++)
    d.push(`${['early', 'late', 'night'][i % 3]},${['A', 'B'][i % 2]},${3 + ((i * 7) % 11)}`)
  defects = await made.load('defects', d.join('\n'), { name: 'Defects' })
}, 60_000)
afterAll(() => made.remove())

describe('combinations of groups', () => {
  it('ranks every pair of shift and line', async () => {
    const { rows } = await answer(
      defects,
      'Defects',
      'Which combination of shift and line has the highest average defects?',
    )
    const [[shift, line]] = (await sqlRows(
      `SELECT shift, line FROM ${defects.table} GROUP BY 1, 2 ORDER BY avg(defects) DESC LIMIT 1`,
    )) as [[string, string]]
    expect(rows[0]!.slice(0, 2)).toEqual([shift, line])
  })
})
