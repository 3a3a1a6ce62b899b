import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { csvTables } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * "How much fish did each boat land" over a table whose only measure is the skipper's age: the
 * amount asked is of something no column holds, so no number (an age is no amount). A table
 * whose one measure adds up answers "how much" with it.
 */
const made = csvTables('measure-of')
let trips: TableProfile
let harvest: TableProfile

beforeAll(async () => {
  const t = ['trip,harbour,skipper_age']
  for (let i = 0; i < 40; i++) t.push(`T${i},${['Ayr', 'Oban'][i % 2]},${25 + ((i * 13) % 40)}`)
  trips = await made.load('fish-landings', t.join('\n'), { name: 'Fish landings' })
  const h = ['harbour,year,landed_tonnes']
  for (let i = 0; i < 20; i++) h.push(`${['Ayr', 'Oban'][i % 2]},${2000 + i},${100 + i * 7}`)
  harvest = await made.load('harvest', h.join('\n'), { name: 'Fish landed' })
}, 60_000)
afterAll(() => made.remove())

describe('an amount asked of the rows', () => {
  it('is not the one measure when that measure is no amount', () => {
    const d = decide(
      'How much fish did each trip bring back, on average?',
      [trips],
      'Fishing trips',
      null,
    )
    if (d.type === 'plan') expect(JSON.stringify(d.plan)).not.toContain('skipper_age')
  })

  it('is the one measure that adds up', () => {
    const d = decide('How much fish was landed at Oban?', [harvest], 'Fish landed', null)
    expect(d.type).toBe('plan')
    if (d.type === 'plan') expect(JSON.stringify(d.plan)).toContain('landed_tonnes')
  })
})
