import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * "The share of farm workers" over a column that already holds that share (percfarm) is the
 * column, not a share of its total; "people" is whom the rows are about, so it names no
 * personCheck column without the check.
 */
const made = csvTables('percent')
let districts: TableProfile
let checks: TableProfile

beforeAll(async () => {
  const d = ['district,region,percfarm,percurban,income']
  for (let i = 0; i < 24; i++)
    d.push(
      `D${i + 1},${['Hills', 'Coast', 'Plains'][i % 3]},${(i * 17) % 61},${(i * 29) % 97},${30000 + ((i * 733) % 9000)}`,
    )
  districts = await made.load('districts', d.join('\n'), { name: 'Districts' })
  const c = ['race,personCheck,bagCheck']
  for (let i = 0; i < 50; i++)
    c.push(`${['Black', 'White', 'Asian'][i % 3]},${i % 4 ? 'NO' : 'YES'},${i % 3 ? 'NO' : 'YES'}`)
  checks = await made.load('checks', c.join('\n'), { name: 'Border checks' })
}, 60_000)
afterAll(() => made.remove())

describe('shares held by a column', () => {
  it('the largest share of farm workers is the row with the highest percfarm', async () => {
    const { rows } = await answer(
      districts,
      'Districts',
      'Which district has the largest share of farm workers, and what is it?',
    )
    const [[name, pct]] = (await sqlRows(
      `SELECT district, percfarm FROM ${districts.table} ORDER BY percfarm DESC LIMIT 1`,
    )) as [[string, number]]
    expect(rows[0]).toContain(name)
    expect(rows[0]).toContain(pct)
  })

  it('"how many districts have a percurban above 40%" counts them: the "%" is the bound\'s', async () => {
    const { plan, rows } = await answer(
      districts,
      'Districts',
      'How many districts have a percurban above 40%?',
    )
    expect(plan.kind).toBe('aggregate')
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${districts.table} WHERE percurban > 40`),
    )
  })

  it('"people" alone does not pick the rows a personCheck column marks', async () => {
    const { rows } = await answer(
      checks,
      'Border checks',
      'How many of the people checked were Black?',
    )
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${checks.table} WHERE race = 'Black'`),
    )
  })
})
