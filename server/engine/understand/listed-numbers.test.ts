import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Numbers listed as values of a column of few numbers ("4, 6 and 8 cylinders", "each dose (0.5, 1
 * and 2 mg)") and fractions said as words ("more than half"), on small tables: each answer
 * against hand-written SQL.
 */

const made = csvTables('listed')
let garage: TableProfile
let trial: TableProfile
let jobs: TableProfile

beforeAll(async () => {
  const g = ['model,hp,gear']
  for (let i = 0; i < 30; i++)
    g.push(
      `${['Fiat', 'Ford', 'Opel', 'Saab', 'Audi'][i % 5]} ${100 + i},${90 + ((i * 37) % 160)},${[3, 4, 5][i % 3]}`,
    )
  garage = await made.load('garage', g.join('\n'), { name: 'Cars' })
  const t = ['len,supp,dose']
  for (let i = 0; i < 60; i++)
    t.push(`${(4 + ((i * 17) % 30)).toFixed(1)},${i % 2 ? 'OJ' : 'VC'},${[0.5, 1, 2][i % 3]}`)
  trial = await made.load('trial', t.join('\n'), { name: 'Trial' })
  const j = ['occupation,income,women']
  for (let i = 0; i < 40; i++) j.push(`job${i},${3000 + i * 150},${((i * 29) % 97) + 0.5}`)
  jobs = await made.load('jobs', j.join('\n'), { name: 'Occupations' })
}, 60_000)
afterAll(() => made.remove())

describe('numbers listed as values of a column of few numbers', () => {
  it.each([
    'Mean horsepower for 3, 4 and 5 gear cars?',
    'What is the average horsepower of cars with 3, 4 or 5 gears, respectively?',
  ])('%s: one average per value', async (q) => {
    const { rows } = await answer(garage, 'Cars', q)
    const want = await sqlRows(`SELECT gear, avg(hp) FROM ${garage.table} GROUP BY 1 ORDER BY 1`)
    expect(rows.map((r) => [Number(r[0]), r[1]]).sort()).toEqual(
      want.map((r) => [Number(r[0]), r[1]]),
    )
  })

  it('numbers in brackets after "each dose" explain the groups, the unit after them is placed', async () => {
    const { plan, rows } = await answer(
      trial,
      'Trial',
      'Average length for each dose (0.5, 1 and 2 milligrams)?',
    )
    expect(plan).toMatchObject({ kind: 'aggregate', filters: [], dims: [{ column: 'dose' }] })
    const want = await sqlRows(`SELECT dose, avg(len) FROM ${trial.table} GROUP BY 1 ORDER BY 1`)
    expect(rows.map((r) => [r[0], r[1]])).toEqual(want)
  })

  it('two of the values filter to those two', async () => {
    const { plan, rows } = await answer(garage, 'Cars', 'Average horsepower of 4- and 5-gear cars?')
    expect(plan.filters).toEqual([{ op: 'in', column: 'gear', values: [4, 5] }])
    const want = await sqlValue(`SELECT avg(hp) FROM ${garage.table} WHERE gear IN (4, 5)`)
    expect(rows[0]![0]).toBeCloseTo(want, 6)
  })

  it('a list after "between" stays a range', () => {
    const d = decide('How many cars have between 3 and 4 gears?', [garage], 'Cars', null)
    expect(d.type === 'plan' && JSON.stringify(d.plan.filters)).toContain('"op":"between"')
  })

  it('numbers outside the column are not its values', () => {
    const d = decide('How many cars have 7 or 9 gears?', [garage], 'Cars', null)
    expect(d.type === 'plan' && JSON.stringify(d.plan.filters)).not.toContain('"values":["7"')
  })
})

describe('a fraction said as a word', () => {
  it.each([
    ['In how many occupations are more than half of the workers women?', '> 50'],
    ['How many occupations have at least a third women?', '>= 100.0 / 3'],
    ['How many jobs are less than a quarter women?', '< 25'],
    ['How many occupations are over two thirds female workers?', '> 200.0 / 3'],
  ])('%s', async (q, bound) => {
    const { rows } = await answer(jobs, 'Occupations', q)
    const [[want]] = (await sqlRows(`SELECT count(*) FROM ${jobs.table} WHERE women ${bound}`)) as [
      [number],
    ]
    expect(Number(rows[0]![0])).toBe(Number(want))
  })
})
