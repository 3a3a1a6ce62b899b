import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/** "Fuel type", "membership status": a word for what a column of categories holds, after its name, is part of that name. */
const made = csvTables('labels')
let cars: TableProfile

beforeAll(async () => {
  const c = ['model,fuel,membership,price']
  for (let i = 0; i < 30; i++)
    c.push(
      `M${i},${['diesel', 'petrol', 'electric'][i % 3]},${i % 4 ? 'basic' : 'gold'},${20000 + ((i * 977) % 15000)}`,
    )
  cars = await made.load('cars', c.join('\n'), { name: 'Car offers' })
}, 60_000)
afterAll(() => made.remove())

describe('label words after a column of categories', () => {
  it('"each fuel type" groups by fuel', async () => {
    const { rows } = await answer(
      cars,
      'Car offers',
      'What is the average price for each fuel type?',
    )
    const got = Object.fromEntries(rows.map((r) => [String(r[0]), Number(r[1])]))
    expect(got.diesel).toBeCloseTo(
      await sqlValue(`SELECT avg(price) FROM ${cars.table} WHERE fuel = 'diesel'`),
      9,
    )
  })

  it('"the membership status gold" filters on membership', async () => {
    const { rows } = await answer(
      cars,
      'Car offers',
      'How many models have the membership status gold?',
    )
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${cars.table} WHERE membership = 'gold'`),
    )
  })
})
