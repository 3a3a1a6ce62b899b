import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'
import { decide } from './decide'

/**
 * The honesty rule for verbs: a verb left unplaced changes the answer when it is a quantity of its
 * own ("pay") or the whole predicate of its clause ("those that stayed"); a verb that links words
 * the question placed ("trips that ended in Denver") does not. A word defined right after it
 * ("long, that is over 500 miles") is placed by its definition.
 */
const made = csvTables('verbs')
let jobs: TableProfile
let trips: TableProfile

beforeAll(async () => {
  const j = ['job,female_share,schooling']
  const names = ['nurse', 'welder', 'clerk', 'pilot', 'baker', 'judge', 'miner', 'tailor']
  names.forEach((n, i) => j.push(`${n},${(i * 13) % 97},${9 + (i % 7)}`))
  jobs = await made.load('jobs', j.join('\n'), { name: 'Occupations' })
  const t = ['destination,relocated,fare,miles']
  for (let i = 0; i < 40; i++)
    t.push(
      `${['Denver', 'Boston', 'Austin'][i % 3]},${i % 4 === 0 ? 'yes' : 'no'},${50 + ((i * 37) % 400)},${100 + ((i * 53) % 900)}`,
    )
  trips = await made.load('trips', t.join('\n'), { name: 'Company trips' })
}, 60_000)
afterAll(() => made.remove())

const decided = (p: TableProfile, name: string, q: string) => decide(q, [p], name, null)

describe('verbs left unplaced', () => {
  it('a verb that is a quantity the data does not name gives no number ("pay")', () => {
    const d = decided(jobs, 'Occupations', 'Which jobs pay women the most?')
    expect(d.type).not.toBe('plan')
    expect(d.u?.notUnderstood).toContain('pay')
    // The same words without the quantity are a ranking the data can answer.
    expect(decided(jobs, 'Occupations', 'Which job has the highest female share?').type).toBe(
      'plan',
    )
  })

  it('a verb that ends its clause picks rows nothing marks ("those that stayed")', () => {
    const d = decided(
      trips,
      'Company trips',
      'Was the fare higher, on average, for trips that relocated or for those that stayed?',
    )
    expect(d.type).not.toBe('plan')
    expect(d.u?.notUnderstood).toContain('stayed')
  })

  it('a verb that links placed words is answered ("ended in Denver")', async () => {
    const { rows } = await answer(trips, 'Company trips', 'How many trips ended in Denver?')
    const want = await sqlValue(`SELECT count(*) FROM ${trips.table} WHERE destination = 'Denver'`)
    expect(Number(rows[0]![0])).toBe(want)
  })

  it('a participle that links placed words is answered ("were classified as Denver trips")', async () => {
    const { rows } = await answer(
      trips,
      'Company trips',
      'What share of the trips were classified as Denver trips?',
    )
    const want = await sqlValue(
      `SELECT 100.0 * count(*) FILTER (WHERE destination = 'Denver') / count(*) FROM ${trips.table}`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })

  it('a word defined right after it is placed by its definition', async () => {
    const { rows } = await answer(
      trips,
      'Company trips',
      'What share of the trips were long, that is more than 500 miles?',
    )
    const want = await sqlValue(
      `SELECT 100.0 * count(*) FILTER (WHERE miles > 500) / count(*) FROM ${trips.table}`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })
})
