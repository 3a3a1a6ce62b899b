import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Which column a word names when several share it: the one whose other words the question
 * leaves unsaid are only framing ("poverty rate" is perc_below_poverty, not perc_child_poverty);
 * a column keeps its subject word when a better one took its framing word; a people noun names
 * the population column through the word it is a kind of; a weighing is a row of weights.
 */
const made = csvTables('claims')
let towns: TableProfile
let calves: TableProfile

beforeAll(async () => {
  const t = ['town,pop_total,pop_poverty_known,perc_below_poverty,perc_child_poverty,perc_college']
  for (let i = 0; i < 30; i++)
    t.push(
      `T${i},${2000 + i * 311},${1900 + i * 300},${(4 + ((i * 7) % 19)).toFixed(1)},${(6 + ((i * 5) % 23)).toFixed(1)},${(9 + ((i * 11) % 31)).toFixed(1)}`,
    )
  towns = await made.load('towns', t.join('\n'), { name: 'Town profiles' })
  const c = ['calf,week,weight']
  for (let calf = 1; calf <= 6; calf++)
    for (let week = 0; week < 6; week++) c.push(`${calf},${week},${40 + week * 6 + calf}`)
  calves = await made.load('calves', c.join('\n'), { name: 'Calf growth' })
}, 60_000)
afterAll(() => made.remove())

describe('a word several columns share', () => {
  it('"poverty rate" is the column it leaves no content word of unsaid', async () => {
    const { plan } = await answer(
      towns,
      'Town profiles',
      'Which town has the highest poverty rate?',
    )
    expect(plan).toMatchObject({ column: 'perc_below_poverty' })
  })

  it('a column keeps its subject word when another took "percentage"', async () => {
    const { plan } = await answer(
      towns,
      'Town profiles',
      'How is the percentage of college graduates correlated with the poverty rate?',
    )
    expect(plan).toMatchObject({ kind: 'correlation' })
    expect(plan.kind === 'correlation' ? [plan.x, plan.y].sort() : []).toEqual([
      'perc_below_poverty',
      'perc_college',
    ])
  })

  it('"residents" are the population, through "inhabitant"', async () => {
    const { rows } = await answer(
      towns,
      'Town profiles',
      'How many towns have more than 6,000 residents?',
    )
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${towns.table} WHERE pop_total > 6000`),
    )
  })
})

describe('the act that took the measure', () => {
  it('"weighings" are the rows of a table of weights', async () => {
    const { rows } = await answer(calves, 'Calf growth', 'How many weighings were above 60 kg?')
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${calves.table} WHERE weight > 60`),
    )
  })
})
