import type { TableProfile } from '../types'
import { bindColumns } from './bind'
import type { Term } from './terms'
import { fold } from './words'

/**
 * A translated word with several dictionary readings (羊毛: fleece, wool; 生还: return alive,
 * survive) reads as the one this table has a column or row noun for: the first reading is only
 * the dictionary's most common sense, not this table's.
 */
export function chooseReadings(terms: Term[], profile: TableProfile, nouns: Set<string>): void {
  for (const t of terms) {
    if (!t.readings?.length || t.role) continue
    if (names(t, t.lemma, profile, nouns)) continue
    const better = t.readings.find((r) => names(t, r, profile, nouns))
    if (better) t.lemma = better
  }
}

function names(t: Term, lemma: string, profile: TableProfile, nouns: Set<string>): boolean {
  if (nouns.has(fold(lemma))) return true
  return bindColumns([{ ...t, i: 0, lemma, role: undefined }], profile, nouns).length > 0
}
