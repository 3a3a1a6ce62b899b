import type { TableProfile, ColumnProfile } from '../types'
import { bindColumns, type ColumnBinding } from './bind'
import { chooseReadings } from './readings'
import { daysAsRows } from './row-nouns'
import type { Parsed, Term } from './terms'
import { fold, wordsOf } from './words'

/**
 * The columns a question names (understand.ts): bound best-first, kept in question order, their
 * words given their column roles; cue words that only name a column retired, and words naming the
 * rows themselves marked as rows.
 */
export function columnsOfQuestion(
  parsed: Parsed,
  profile: TableProfile,
  nouns: Set<string>,
  time: ColumnProfile | null,
): ColumnBinding[] {
  const { terms, cues } = parsed
  chooseReadings(terms, profile, nouns)
  // Bound best-first; kept in question order ("fuel economy and power" → mpg, then horsepower).
  let named = bindColumns(terms, profile, nouns).sort(
    (a, b) => Math.min(...a.terms) - Math.min(...b.terms),
  )
  named = daysAsRows(named, parsed, profile, time)
  for (const c of named) for (const k of c.terms) terms[k]!.role = `column:${c.column.name}`
  // A cue word that is part of a column's name ("max" of temp_max) names the column, not the cue.
  for (const [cue, at] of parsed.cueAt)
    // A superlative keeps its rank too: "southernmost" names latitude and asks for its minimum.
    if (
      at.length &&
      at.every(
        (k) =>
          terms[k]?.role?.startsWith('column:') &&
          !terms[k]?.degree &&
          !/most$/.test(terms[k].lemma) &&
          inHeader(terms[k], named, profile),
      ) &&
      // "the year before": the phrase's other word still says the cue, though "year" is a column.
      !terms.some((t) => t.role === `cue:${cue}`)
    )
      cues.delete(cue)
  // Words naming the rows themselves ("deaths" in a file of deaths) are not cell values.
  for (const t of terms)
    if (!t.role && t.num === undefined && (nouns.has(fold(t.lemma)) || nouns.has(fold(t.text))))
      t.role = 'rows'
  return named
}

/**
 * Whether the cue word names the column it was bound to by its header (temp_max's "max"), rather
 * than only as a word of a longer name the dataset's dictionary gives it: "average teacher
 * salary" names pay and still asks for an average.
 */
function inHeader(t: Term, named: ColumnBinding[], profile: TableProfile): boolean {
  const c = named.find((b) => b.terms.includes(t.i))?.column
  if (!c) return true
  const said = [fold(t.lemma), fold(t.text)]
  const phrases = profile.vocabulary?.columns?.[c.name] ?? []
  if (!phrases.some((p) => wordsOf(p).some((w) => said.includes(w)))) return true
  const header = new Set([...wordsOf(c.name), ...(c.semantics?.plain ?? [])])
  return said.some((w) => header.has(w))
}
