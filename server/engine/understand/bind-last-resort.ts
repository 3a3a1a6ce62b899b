import { EN_PACK } from '../lang/en'
import { nounFile } from '../semantic/lexicon'
import { broaderWords, derivations, synonymSets } from '../semantic/wordnet'
import type { ColumnProfile, TableProfile } from '../types'
import type { ColumnBinding } from './bind'
import { hits, nameWords } from './bind-semantic'
import { QUALIFIERS } from './column-claims'
import type { Term } from './terms'
import { valueIndexOf } from './value-index'
import { fold, wordsOf } from './words'

/**
 * Last resorts of column binding (bind.ts), for a question word that names nothing by its own
 * words and is no value, cue or the rows:
 * - WordNet's synonyms of its commonest senses: "salary" names a column `pay`, "earnings" one of
 *   wages (and a verb through the noun WordNet derives from it: "earn" → earnings), else the
 *   word one step broader ("schooling" is a kind of education);
 * - the head of a noun compound whose modifier names a column: "college graduates" is the column
 *   the modifier "college" names (percollege), when the head is a person or a group.
 */

/** Header words that only join the others ("per" of percollege, "in" of inmetro). */
const JOINING = new Set(['per', 'in', 'of', 'to', 'by', 'on', 'at', 'the', 'and', 'or', 'is'])

/** Words for a grouping ("kinds of", "types of"): a kind is a category, but no column's. */
const GROUPING = /^(kind|type|sort|category|class|group|variety|form|manner|way)$/

/** WordNet's lexicographer files of people and groups of them (graduates, households, staff). */
const PEOPLE_FILES = new Set([14, 18])

/** Adds the last-resort bindings to `bound` (a compound's head joins its modifier's binding). */
export function lastResortColumns(
  terms: Term[],
  profile: TableProfile,
  rowNouns: Set<string>,
  candidates: ColumnBinding[],
  bound: ColumnBinding[],
): ColumnBinding[] {
  const touched = new Set(candidates.flatMap((c) => c.terms))
  const values = valueIndexOf(profile)
  const said = (w: string) => rowNouns.has(w) || values.has(w)
  const free = (t: Term) =>
    !t.role &&
    t.num === undefined &&
    !touched.has(t.i) &&
    /^[a-z]{3,}$/.test(t.lemma) &&
    !said(fold(t.lemma)) &&
    !said(fold(t.text))
  const out = [...bound]
  for (const t of terms) {
    if (!free(t) || (t.pos !== 'NOUN' && t.pos !== 'VERB')) continue
    const column = bySynonyms(t, profile.columns)
    if (!column || out.some((b) => b.column === column)) continue
    out.push({ column, terms: [t.i], score: 1, words: nameWords(column).length })
    touched.add(t.i)
  }
  // Where a share is asked, only a column that is already the share ("the share of college
  // graduates": percollege) takes the compound, and the share words with it; a share of another
  // column's total would be no one's share.
  const shares = terms.filter((t) => t.role === 'cue:share')
  for (const t of terms) {
    if (!free(t) || t.pos !== 'NOUN' || touched.has(t.i)) continue
    const b = modifierBinding(terms, t, candidates, out)
    if (!b || (shares.length && !isPercent(b.column))) continue
    for (const x of shares) x.role = `column:${b.column.name}`
    b.terms = [...new Set([...b.terms, t.i, ...shares.map((x) => x.i)])].sort((x, y) => x - y)
  }
  return out
}

/** A column of percentages: said so by its unit, or a perc/pct header of values within 0–100. */
function isPercent(c: ColumnProfile): boolean {
  if (c.semantics?.unit?.unit === 'percent') return true
  const inRange =
    typeof c.min === 'number' && typeof c.max === 'number' && c.min >= 0 && c.max <= 100
  return inRange && /^(perc|pct|percent|share)/i.test(c.name)
}

/**
 * The one column the first of the word's senses that names any column names, in full, by one of
 * its synonyms; a verb through the nouns WordNet derives from it. Null when none or several.
 */
function bySynonyms(t: Term, columns: ColumnProfile[]): ColumnProfile | null {
  const nouns = t.pos === 'NOUN' ? [t.lemma] : derivations(t.lemma, 'n')
  for (const noun of nouns) {
    const senses = [{ words: t.pos === 'VERB' ? [noun] : [] }, ...synonymSets(noun, 'n')]
    for (const sense of senses) {
      const named = columns.filter((c) => sense.words.some((w) => namesInFull(w, c)))
      if (named.length === 1) return named[0]!
      if (named.length > 1) return null
    }
  }
  // A noun that is a kind of what one column names ("years of schooling": education), when no
  // sense says the column by a synonym. One step up, and the one column only.
  // ("Kinds of segment": words that name a grouping are never a column of their own.)
  if (t.pos !== 'NOUN' || GROUPING.test(t.lemma)) return null
  for (const broader of broaderWords(t.lemma)) {
    // With the words the language gives them ("inhabitant": population), as for any question word.
    const said = broader.flatMap((w) => [w, ...(EN_PACK.words[w]?.split(' ') ?? [])])
    const named = columns.filter((c) => said.some((w) => namesInFull(w, c)))
    if (named.length === 1) return named[0]!
    if (named.length > 1) return null
  }
  return null
}

/** Whether the phrase says every word of the column's name, and nothing else. */
function namesInFull(phrase: string, column: ColumnProfile): boolean {
  if (column.kind === 'other') return false
  const words = wordsOf(phrase)
  const colWords = nameWords(column)
  const named = colWords.filter((w) => !QUALIFIERS.has(w) && !JOINING.has(w))
  if (!named.length || !words.length) return false
  const hit = hits(words, column, colWords)
  return (
    named.every((w) => hit.includes(w)) && words.every((w) => hits([w], column, colWords).length)
  )
}

/**
 * The binding of the noun right before `head` in a compound ("college" of "college graduates"),
 * when `head` ends the compound, names a person or a group, and the modifier names one column
 * only. "Female population" is not population: a head that names a column is never absorbed.
 */
function modifierBinding(
  terms: Term[],
  head: Term,
  candidates: ColumnBinding[],
  bound: ColumnBinding[],
): ColumnBinding | null {
  const mod = terms[head.i - 1]
  const next = terms[head.i + 1]
  if (!mod || mod.pos !== 'NOUN' || next?.pos === 'NOUN' || next?.pos === 'PROPN') return null
  const file = nounFile(head.lemma)
  if (file === null || !PEOPLE_FILES.has(file)) return null
  if (candidates.filter((c) => c.terms.includes(mod.i)).length !== 1) return null
  return bound.find((b) => b.terms.includes(mod.i)) ?? null
}
