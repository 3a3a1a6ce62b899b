import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvTables } from '../testing/csv-tables'
import type { TableProfile } from '../types'
import { decide } from './decide'
import { offersFor } from './offers'

/**
 * Offers for a word the engine could not place: the question asked again with the phrase read as
 * one column's header, and only readings the engine then reads in full.
 */

const made = csvTables('offers')
const tables: Record<string, TableProfile> = {}

beforeAll(async () => {
  const load = async (id: string, text: string) => {
    tables[id] = await made.load(id, text, { name: id })
  }
  const macro = ['month,psavert,uempmed,pce']
  for (let i = 0; i < 24; i++)
    macro.push(
      [`2001-${String((i % 12) + 1).padStart(2, '0')}-01`, 5 + (i % 7), 6 + (i % 4), 7000 + i].join(
        ',',
      ),
    )
  await load('macro', macro.join('\n'))
  const readings = ['site,x7']
  for (let i = 0; i < 12; i++) readings.push([['North', 'South', 'East'][i % 3], 10 + i].join(','))
  await load('readings', readings.join('\n'))
}, 60_000)

afterAll(() => made.remove())

function offers(id: string, question: string): string[] {
  const d = decide(question, [tables[id]!], id, null)
  expect(d.type).not.toBe('plan')
  return d.u ? offersFor(question, d.u, id) : []
}

describe('offers', () => {
  it('reads an unplaced phrase as the header that holds its letters, first', () => {
    const out = offers('macro', 'What was the average personal savings rate in 2001?')
    expect(out[0]).toBe('What was the average psavert in 2001?')
  })

  it('offers each measure of a small table, and each offer is read in full', () => {
    const out = offers('readings', 'What is the average temperature by site?')
    expect(out).toEqual(['What is the average x7 by site?'])
    for (const q of out) {
      const d = decide(q, [tables.readings!], 'readings', null)
      expect(d.type === 'plan' && d.u.notUnderstood).toEqual([])
    }
  })

  it('offers nothing it would not answer: a phrase with no likely header in a wide table', () => {
    expect(offers('macro', 'What was the average happiness of the zebras?')).toEqual([])
  })
})
