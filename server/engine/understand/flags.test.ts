import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * A flag held as 0/1 said as a word of the rows ("metro counties", "outside metro areas", "are
 * metro"), the rows' own name column said in the plural in an average, and a superlative that
 * begins like a code ("largest" is no LAR): on a small table, each answer against SQL.
 */

const made = csvTables('flags')
let counties: TableProfile

beforeAll(async () => {
  const rows = ['county,state,inmetro,percpoor,category']
  for (let i = 0; i < 60; i++)
    rows.push(
      [
        `C${i}`,
        ['IL', 'OH', 'WI'][i % 3],
        i % 4 === 0 ? 1 : 0,
        (5 + ((i * 13) % 30) / 2).toFixed(2),
        ['LAR', 'HAU', 'AAR'][i % 3],
      ].join(','),
    )
  counties = await made.load('counties', rows.join('\n'), { name: 'Counties' })
}, 60_000)
afterAll(() => made.remove())

describe('a 0/1 flag said as a word of the rows', () => {
  it('"how many metro counties" counts the flagged rows', async () => {
    const { rows } = await answer(counties, 'Counties', 'How many metro counties are in Ohio?')
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${counties.table} WHERE inmetro = 1 AND state = 'OH'`),
    )
  })

  it('"outside metro areas" is the flag\'s 0, and the rows are not grouped by name', async () => {
    const { plan, rows } = await answer(
      counties,
      'Counties',
      'What is the mean percpoor of counties outside metro areas?',
    )
    expect(plan).toMatchObject({ kind: 'aggregate', dims: [] })
    expect(rows[0]![0]).toBeCloseTo(
      await sqlValue(`SELECT avg(percpoor) FROM ${counties.table} WHERE inmetro = 0`),
      6,
    )
  })

  it('both said: compared', async () => {
    const { plan, rows } = await answer(
      counties,
      'Counties',
      'How much higher is the average percpoor in counties outside metro areas than in metro counties?',
    )
    expect(plan).toMatchObject({ kind: 'compare', dim: { column: 'inmetro' }, values: [1, 0] })
    const gap = await sqlValue(
      `SELECT avg(percpoor) FILTER (WHERE inmetro = 0) - avg(percpoor) FILTER (WHERE inmetro = 1) FROM ${counties.table}`,
    )
    expect(rows.find((r) => r[0] === 0)![2]).toBeCloseTo(gap, 6)
  })

  it('"are metro": said of the rows', async () => {
    const { rows } = await answer(counties, 'Counties', 'How many counties in Wisconsin are metro?')
    expect(Number(rows.at(-1)!.at(-1))).toBe(
      await sqlValue(`SELECT count(*) FROM ${counties.table} WHERE inmetro = 1 AND state = 'WI'`),
    )
  })
})

describe('a superlative is no code', () => {
  it('"the largest" ranks; it does not pick category LAR', async () => {
    const { plan, rows } = await answer(
      counties,
      'Counties',
      'Which county in Illinois has the largest percpoor?',
    )
    expect(JSON.stringify(plan)).not.toContain('LAR')
    const [[best]] = (await sqlRows(
      `SELECT county FROM ${counties.table} WHERE state = 'IL' ORDER BY percpoor DESC LIMIT 1`,
    )) as [[string]]
    expect(rows[0]![0]).toBe(best)
  })
})
