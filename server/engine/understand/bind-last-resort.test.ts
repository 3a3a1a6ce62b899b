import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Last resorts of column binding: a word naming no column by its own words names one through
 * WordNet's synonyms ("salary" → pay), and a compound's person head joins the column its
 * modifier names ("university graduates" → perc_university); never the other way round.
 */
const made = csvTables('last-resort')
let staff: TableProfile
let both: TableProfile
let towns: TableProfile

beforeAll(async () => {
  const regions = ['North', 'South', 'East', 'West']
  const staffRows = ['department,sex,pay,remuneration,tenure']
  for (let i = 0; i < 40; i++)
    staffRows.push(
      `${regions[i % 4]},${i % 3 ? 'Female' : 'Male'},${30 + ((i * 7) % 25)},${40 + ((i * 11) % 30)},${1 + (i % 9)}`,
    )
  // Pay, and remuneration by another name, so "salary" says two columns.
  staff = await made.load('staff', staffRows.join('\n'), { name: 'Staff survey' })
  const onlyRows = ['department,sex,remuneration,tenure']
  for (let i = 0; i < 40; i++)
    onlyRows.push(`${regions[i % 4]},${i % 3 ? 'Female' : 'Male'},${40 + ((i * 11) % 30)},${i % 9}`)
  both = await made.load('clinic', onlyRows.join('\n'), { name: 'Clinic staff' })
  const townRows = ['town,region,population,perc_university,perc_retired']
  for (let i = 0; i < 30; i++)
    townRows.push(
      `T${i},${regions[i % 4]},${1000 + i * 137},${(5 + ((i * 13) % 40)).toFixed(1)},${(10 + ((i * 7) % 20)).toFixed(1)}`,
    )
  towns = await made.load('towns', townRows.join('\n'), { name: 'Town census' })
}, 60_000)
afterAll(() => made.remove())

describe('WordNet synonyms as a last resort', () => {
  it('"salary" names the one column of its synonyms (remuneration)', async () => {
    const { rows } = await answer(both, 'Clinic staff', 'What is the average salary?')
    const want = await sqlValue(`SELECT avg(remuneration) FROM ${both.table}`)
    expect(Number(rows[0]!.at(-1))).toBeCloseTo(want, 6)
  })

  it('"earn" names it through the noun WordNet derives from it (earnings)', async () => {
    const { rows } = await answer(both, 'Clinic staff', 'How much do women earn on average?')
    const want = await sqlValue(`SELECT avg(remuneration) FROM ${both.table} WHERE sex = 'Female'`)
    expect(Number(rows[0]!.at(-1))).toBeCloseTo(want, 6)
  })

  it('a synonym naming two columns names neither', async () => {
    await expect(answer(staff, 'Staff survey', 'What is the average salary?')).rejects.toThrow(
      /salary/,
    )
  })
})

describe('a compound whose modifier names the column', () => {
  it('"university graduates" is perc_university', async () => {
    const q = 'Which town has the most university graduates?'
    const { plan, rows } = await answer(towns, 'Town census', q)
    expect(JSON.stringify(plan)).toContain('perc_university')
    const top = await sqlValue(`SELECT max(perc_university) FROM ${towns.table}`)
    expect(rows[0]).toContain(top)
  })

  it('where a share is asked, the percent column is that share (not a share of its total)', async () => {
    const q = 'Which town in the North has the largest share of university graduates?'
    const { plan, rows } = await answer(towns, 'Town census', q)
    expect(plan.kind).toBe('extreme_row')
    const [[top]] = (await sqlRows(
      `SELECT town FROM ${towns.table} WHERE region = 'North' ORDER BY perc_university DESC LIMIT 1`,
    )) as [[string]]
    expect(rows[0]).toContain(top)
  })

  it('a head that names no person or group is not absorbed', async () => {
    const q = 'Which town has the most university buildings?'
    await expect(answer(towns, 'Town census', q)).rejects.toThrow(/building/)
  })

  it('a modifier is never absorbed into a head that names the column', async () => {
    const q = 'What is the average teenager population?'
    await expect(answer(towns, 'Town census', q)).rejects.toThrow(/teenager/)
  })
})

describe('a word one step broader than a column as a last resort', () => {
  let trips: TableProfile
  beforeAll(async () => {
    const rows = ['driver,category,segment,distance,fare']
    for (let i = 0; i < 30; i++)
      rows.push(
        `D${i % 5},${['van', 'car'][i % 2]},${['city', 'airport', 'suburb'][i % 3]},${3 + i},${8 + (i % 7)}`,
      )
    trips = await made.load('trips', rows.join('\n'), { name: 'Taxi trips' })
  })

  it('"mileage" is a kind of distance', async () => {
    const { rows } = await answer(trips, 'Taxi trips', 'What is the total mileage per driver?')
    const want = await sqlRows(
      `SELECT driver, sum(distance) FROM ${trips.table} GROUP BY 1 ORDER BY 1`,
    )
    const got = [...rows].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(got.map((r) => Number(r[1]))).toEqual(want.map((r) => Number(r[1])))
  })

  it('a word for a grouping ("kinds of") names no column of categories', async () => {
    const { plan } = await answer(
      trips,
      'Taxi trips',
      'How many different kinds of segment are there?',
    )
    expect(plan).toMatchObject({
      measures: [{ agg: 'count_distinct', column: 'segment' }],
      dims: [],
    })
  })
})
