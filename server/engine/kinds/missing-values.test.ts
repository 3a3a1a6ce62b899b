import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/** "Which stations have no operator recorded": the rows named, not a count of known and missing. */
const made = csvTables('missing-values')
let stations: TableProfile

beforeAll(async () => {
  const s = ['station,operator,capacity']
  for (let i = 0; i < 25; i++)
    s.push(
      `S${String(i).padStart(2, '0')},${i % 6 === 0 ? '' : ['Acme', 'Volt'][i % 2]},${100 + i * 7}`,
    )
  stations = await made.load('stations', s.join('\n'), { name: 'Charging stations' })
}, 60_000)
afterAll(() => made.remove())

describe('rows with a value missing', () => {
  it('"which stations have no operator recorded" lists those stations', async () => {
    const { rows } = await answer(
      stations,
      'Charging stations',
      'Which stations have no operator recorded, and how many are there?',
    )
    const want = (await sqlRows(
      `SELECT station FROM ${stations.table} WHERE operator IS NULL ORDER BY 1`,
    )) as [string][]
    expect(rows.map((r) => r[0])).toEqual(want.map((r) => r[0]))
  })
})
