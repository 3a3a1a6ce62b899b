import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * "For each group, which item has the highest …": the best item in every group, not the best
 * overall. Checked against hand-written SQL (row_number over each group).
 */

const made = csvTables('top-within')
const tables: Record<string, TableProfile> = {}
const NAMES: Record<string, string> = { cars: 'Road tests of cars', looms: 'Warp breaks' }

beforeAll(async () => {
  const load = async (id: string, lines: string[]) => {
    tables[id] = await made.load(id, lines.join('\n'), { name: NAMES[id]! })
  }
  const cars = ['model,mpg,cyl,hp']
  for (let i = 0; i < 15; i++)
    cars.push(`Car ${i},${(10 + ((i * 7) % 23)).toFixed(1)},${[4, 6, 8][i % 3]},${90 + i * 9}`)
  await load('cars', cars)
  const looms = ['breaks,wool,tension']
  for (let i = 0; i < 18; i++) looms.push(`${10 + ((i * 13) % 40)},${'AB'[i % 2]},${'LMH'[i % 3]}`)
  await load('looms', looms)
}, 120_000)

afterAll(() => made.remove())

async function rows(id: string, question: string) {
  const { plan, rows } = await answer(tables[id]!, NAMES[id]!, question)
  expect(plan.kind).toBe('top_within')
  return rows.map((r) => r.slice(0, 3))
}
const sql = sqlRows

describe('the best item in each group', () => {
  it('a row by its name: for each number of cylinders, the car with the best mpg', async () => {
    const expected = await sql(
      `SELECT cyl, model, mpg FROM ${tables.cars!.table} QUALIFY row_number() OVER (PARTITION BY cyl ORDER BY mpg DESC, model) = 1 ORDER BY cyl`,
    )
    expect(await rows('cars', 'For each number of cylinders, which car has the best mpg?')).toEqual(
      expected,
    )
  })

  it('a group of rows by its average: for each wool, the tension with the most breaks', async () => {
    const expected = await sql(
      `SELECT wool, tension, avg(breaks) AS b FROM ${tables.looms!.table} GROUP BY wool, tension QUALIFY row_number() OVER (PARTITION BY wool ORDER BY b DESC, tension) = 1 ORDER BY wool`,
    )
    expect(
      await rows(
        'looms',
        'For each wool type, which tension gives the highest average number of breaks?',
      ),
    ).toEqual(expected)
  })
})
