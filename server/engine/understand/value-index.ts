import { demonymsOf } from '../nlp/demonyms'
import { US_STATES } from '../nlp/regions'
import type { ColumnProfile, TableProfile } from '../types'
import { otherOrdinal } from './ordinals'
import { fold, wordsOf } from './words'

/**
 * Every categorical value of a table by the words that name it: its own words (each of its
 * "A / B" alternatives), a US state's name for its code, the other form of an ordinal (3rd,
 * third), the words for a sex, and a place's people (European → Europe).
 */

export interface ValueEntry {
  column: ColumnProfile
  value: string
  alternatives: string[][]
}

const FEMALE = ['female', 'woman', 'women', 'girl', 'girls', 'lady', 'ladies']
const MALE = ['male', 'man', 'men', 'boy', 'boys']
const SEXES: Record<string, string[]> = {
  female: FEMALE,
  f: FEMALE,
  women: FEMALE,
  woman: FEMALE,
  male: MALE,
  m: MALE,
  men: MALE,
  man: MALE,
}

const valueIndex = new WeakMap<TableProfile, Map<string, ValueEntry[]>>()
const STATE_NAME = Object.fromEntries(Object.entries(US_STATES).map(([n, c]) => [c, n]))

/** word → the values containing it; built once per profile and cached. */
export function valueIndexOf(profile: TableProfile): Map<string, ValueEntry[]> {
  let index = valueIndex.get(profile)
  if (index) return index
  index = new Map()
  for (const column of profile.columns) {
    if (column.kind !== 'categorical' || !column.values.length) continue
    for (const value of column.values) {
      const alternatives = value
        .split(/\s+\/\s+|\s*\/\s*/)
        .map((a) => wordsOf(a))
        .filter((w) => w.length)
      // "third-class passengers" → 3rd, "the 1st quarter" → First: an ordinal either way.
      const ordinal = otherOrdinal(value)
      if (ordinal) alternatives.push([ordinal])
      const state = STATE_NAME[value]
      if (state) alternatives.push(state.split(' ').map(fold))
      // "women" → Female, "male" → men: the few words for the sexes a column may hold. Hand-kept:
      // WordNet-style synonym data would also give "adult female" and worse.
      for (const w of SEXES[fold(value)] ?? []) alternatives.push([w])
      // "American cars" → USA, "European" → Europe: a place's people name it.
      if (column.values.length <= 300)
        for (const d of demonymsOf(value)) alternatives.push(d.split(' ').map(fold))
      const entry: ValueEntry = { column, value, alternatives }
      for (const alt of alternatives)
        for (const w of alt) {
          const list = index.get(w) ?? []
          list.push(entry)
          index.set(w, list)
        }
    }
  }
  valueIndex.set(profile, index)
  return index
}
