import type { ColumnProfile, TableProfile } from '../types'
import { wordsOf } from './words'

/** The words of a table's categorical values, by column, for the ledger's values hints (ledger.ts). */

export interface ValueWords {
  /** Categorical columns of at most 2,000 values, with the words of their values. */
  byColumn: Map<ColumnProfile, Set<string>>
  /** The words of every categorical column of under 2,000 values. */
  all: Set<string>
}

// The words of a table's values are the same for every question on it: read them once per
// profile (profiles are cached with their data source), not once per question.
const valueWordsCache = new WeakMap<TableProfile, ValueWords>()

export function valueWordsOf(profile: TableProfile): ValueWords {
  let found = valueWordsCache.get(profile)
  if (!found) {
    found = { byColumn: new Map(), all: new Set() }
    for (const c of profile.columns) {
      if (c.kind !== 'categorical' || c.values.length > 2000) continue
      const words = new Set(c.values.flatMap((v) => wordsOf(v)))
      found.byColumn.set(c, words)
      if (c.values.length < 2000) for (const w of words) found.all.add(w)
    }
    valueWordsCache.set(profile, found)
  }
  return found
}
