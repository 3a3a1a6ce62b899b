import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { kindsOf } from '../semantic/hypernyms'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * A table's rows may be named by what they are a kind of: in a table of reptiles "which animal"
 * asks for a row, in a table of passengers "how many travellers" counts rows. Only beings and things
 * (WordNet's concrete noun files): abstract rows' hypernyms ("condition", "region") name other things.
 */
const made = csvTables('kinds')
let reptiles: TableProfile
let riders: TableProfile

beforeAll(async () => {
  const r = ['species,length_cm,diet']
  const names = ['Green iguana', 'Gila monster', 'Leopard gecko', 'Box turtle', 'Tuatara']
  names.forEach((n, i) =>
    r.push(`${n},${[170, 55, 25, 15, 60][i]},${['herb', 'carni', 'insecti', 'omni', 'carni'][i]}`),
  )
  reptiles = await made.load('reptiles', r.join('\n'), { name: 'Reptile sizes' })
  const p = ['rider,age,finished']
  for (let i = 0; i < 20; i++)
    p.push(`Rider ${i + 1},${18 + ((i * 7) % 40)},${i % 3 ? 'yes' : 'no'}`)
  riders = await made.load('riders', p.join('\n'), { name: 'Race passengers' })
}, 60_000)
afterAll(() => made.remove())

describe('rows named by what they are a kind of', () => {
  it('reads WordNet hypernyms of concrete nouns only', () => {
    expect(kindsOf('reptile')).toContain('animal')
    expect(kindsOf('passenger')).toContain('person')
    // A state is a kind of region, but a table of states does not make "region" its rows.
    expect(kindsOf('state')).toEqual([])
  })

  it('"which animal" in a table of reptiles asks for a row', async () => {
    const { rows } = await answer(
      reptiles,
      'Reptile sizes',
      'Which animal has the greatest length?',
    )
    expect(rows[0]![0]).toBe('Green iguana') // 170 cm, the greatest length
  })

  it('"how many travellers" in a table of passengers counts its rows', async () => {
    const { rows } = await answer(riders, 'Race passengers', 'How many travellers finished?')
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${riders.table} WHERE finished = 'yes'`),
    )
  })

  it('a word no row is a kind of stays unplaced', () => {
    const d = decide('Which vehicle has the greatest length?', [reptiles], 'Reptile sizes', null)
    expect(d.type).not.toBe('plan')
  })
})
