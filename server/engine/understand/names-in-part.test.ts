import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * A name said in part ("Dray" of "Orla Venn Dray") is that row's name when no other name holds
 * the word; a word two names share ("Marrow") names neither. A code cut from a word ("frugi")
 * is named by the word in full.
 */
const made = csvTables('names')
let crew: TableProfile
let birds: TableProfile

beforeAll(async () => {
  const rows = ['name,height,mass,homeworld']
  const names = ['Orla Venn Dray', 'Tib Marrow', 'Kess Marrow', 'Ando Quill', 'Rhee Sato']
  for (const [i, n] of names.entries())
    rows.push(`${n},${150 + i * 9},${60 + ((i * 17) % 40)},${['Arkis', 'Tolun'][i % 2]}`)
  for (let i = 0; i < 15; i++) rows.push(`Pilot ${i + 1},${160 + i},${55 + i * 2},Tolun`)
  crew = await made.load('crew', rows.join('\n'), { name: 'Crew roster' })
  const b = ['species,feeding,weight']
  for (let i = 0; i < 30; i++)
    b.push(`S${i},${['frugi', 'grani', 'insecti', 'NA'][i % 4]},${20 + i * 3}`)
  birds = await made.load('birds', b.join('\n'), { name: 'Bird weights' })
}, 60_000)
afterAll(() => made.remove())

describe('a name said in part', () => {
  it('"leaving out Dray" leaves that one person out', async () => {
    const { rows } = await answer(
      crew,
      'Crew roster',
      'Leaving out Dray, what is the average mass?',
    )
    const want = await sqlValue(
      `SELECT avg(mass) FROM ${crew.table} WHERE name <> 'Orla Venn Dray'`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(want, 9)
  })

  it('two words of one name are that name', async () => {
    const { rows } = await answer(crew, 'Crew roster', 'What is the mass of Venn Dray?')
    expect(rows.flat().map(String)).toContain(
      String(await sqlValue(`SELECT mass FROM ${crew.table} WHERE name = 'Orla Venn Dray'`)),
    )
  })

  it('a word two names share names neither', () => {
    const d = decide('How heavy is Marrow?', [crew], 'Crew roster', null)
    expect(d.type === 'plan' ? JSON.stringify(d.plan.filters) : '').not.toContain('Marrow')
  })
})

describe('a code cut from the word said', () => {
  it('"frugivores" is frugi, "granivores" grani', async () => {
    const { rows } = await answer(
      birds,
      'Bird weights',
      'What is the average weight of frugivores?',
    )
    const want = await sqlValue(`SELECT avg(weight) FROM ${birds.table} WHERE feeding = 'frugi'`)
    expect(Number(rows[0]!.at(-1))).toBeCloseTo(want, 9)
    const count = await answer(birds, 'Bird weights', 'How many granivores are there?')
    expect(Number(count.rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${birds.table} WHERE feeding = 'grani'`),
    )
  })
})
