import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Pay as analysts ask about it: what people "earn" is their wage, "hourly" and "per hour" are the
 * unit a wage is kept in when the table has no dates, and "how much more do men earn than women,
 * in percent" is a gap measured against women. Each answer against hand-written SQL.
 */

const made = csvTables('pay')
let survey: TableProfile
let mammals: TableProfile

beforeAll(async () => {
  const s = ['wages,education,age,sex']
  for (let i = 0; i < 90; i++)
    s.push(
      `${i % 9 === 0 ? '' : (7 + ((i * 11) % 23) / 2 + (i % 2) * 3).toFixed(2)},${10 + (i % 9)},${18 + ((i * 7) % 50)},${i % 2 ? 'Male' : 'Female'}`,
    )
  survey = await made.load('labour-survey-1994', s.join('\n'), { name: 'Labour survey 1994' })
  const m = ['name,sleep_total,bodywt']
  for (let i = 0; i < 30; i++) m.push(`animal ${i},${(3 + ((i * 7) % 17)).toFixed(1)},${i + 1}`)
  mammals = await made.load('mammal-sleep', m.join('\n'), { name: 'Mammal sleep' })
}, 60_000)
afterAll(() => made.remove())

const avgOf = async (sex: string) =>
  Number((await sqlRows(`SELECT avg(wages) FROM ${survey.table} WHERE sex = '${sex}'`))[0]![0])

describe('pay', () => {
  it.each([
    'What is the average hourly wage of women?',
    'How much do women earn per hour on average?',
    'What do women earn on average?',
  ])('%s', async (q) => {
    const { rows } = await answer(survey, 'Labour survey 1994', q)
    expect(Number(rows[0]![0])).toBeCloseTo(await avgOf('Female'), 6)
  })

  it('"how much more do men earn than women, in percent" is a gap against women', async () => {
    const { plan, rows } = await answer(
      survey,
      'Labour survey 1994',
      'On average, how much more do men earn per hour than women, in dollars and in percent?',
    )
    expect(plan.kind).toBe('compare')
    const [men, women] = [await avgOf('Male'), await avgOf('Female')]
    const row = rows.find((r) => r[0] === 'Male')!
    expect(Number(row[2])).toBeCloseTo(men - women, 6)
    expect(Number(row[4])).toBeCloseTo(100 * (men / women - 1), 6)
  })

  it('"for how many hours a day" asks the quantity in its unit, not hours counted', async () => {
    const { plan, rows } = await answer(
      mammals,
      'Mammal sleep',
      'Which mammal sleeps the most, and for how many hours a day?',
    )
    expect(plan.kind).toBe('extreme_row')
    const [top] = await sqlRows(
      `SELECT name, sleep_total FROM ${mammals.table} ORDER BY sleep_total DESC LIMIT 1`,
    )
    expect(rows[0]).toEqual(top)
  })
})
