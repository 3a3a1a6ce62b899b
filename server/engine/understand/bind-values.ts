import type { ColumnProfile, TableProfile } from '../types'
import { denominal } from './bind'
import { aliasValues } from './bind-aliases'
import { codedValues } from './coded-values'
import type { Term } from './terms'
import { type ValueEntry, valueIndexOf } from './value-index'
import { verbatimValues } from './verbatim-values'
import { fold, GENERIC, wordsOf } from './words'

/**
 * Binding of question terms to cell values: every word of a value (or of one of its "A / B"
 * alternatives) must appear in the question, and a one-word value binds only to a noun or a
 * name: "biggest" never binds "Big". The dataset's own vocabulary names values too.
 */

export interface ValueBinding {
  column: ColumnProfile
  value: string
  terms: number[]
}

function referable(t: Term, column: ColumnProfile, value: string): boolean {
  if (t.quoted || t.name) return true
  // An adjective names a value only in a small closed set ("male", "female"), never "big" a title;
  // or when it is the whole value, as a category is written ("human characters": Human).
  if (t.pos === 'ADJ' && column.values.length <= 20) return !GENERIC.has(fold(t.lemma))
  if (t.pos === 'ADJ' && column.values.length <= 300 && fold(t.text) === fold(value))
    return !GENERIC.has(fold(t.lemma))
  // Verbs too ("did floods kill" is often tagged as a verb), but not in thousands of titles,
  // where "made" is a film ("which director made the most movies"); adjectives and adverbs never.
  if (t.pos === 'VERB' && column.values.length > 300) return false
  if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'X' || t.pos === 'VERB')
    return !GENERIC.has(fold(t.lemma))
  return false
}

export function bindValues(terms: Term[], profile: TableProfile, text = ''): ValueBinding[] {
  const index = valueIndexOf(profile)
  const free = terms.filter((t) => !t.role || t.role.startsWith('cue:'))
  const byWord = wordPlaces(free)
  const found: ValueBinding[] = [
    ...aliasValues(terms, profile),
    ...verbatimValues(text, terms, profile),
  ]
  const seen = new Set<string>(found.map((f) => `${f.column.name}\u0000${f.value}`))
  found.push(...valuesSaid(terms, index, byWord, seen))
  const boundTerms = new Set(found.flatMap((f) => f.terms))
  found.push(...valuesNamedInPart(free, index, seen, boundTerms))
  // Codes read from the words they abbreviate ("professional" → prof, "blue collar" → bc).
  found.push(...codedValues(terms, profile, boundTerms))
  return oneColumnPerTerm(terms, found)
}

/** Each free term's words (lemma, text, their parts, the noun of a -y adjective) → its positions. */
function wordPlaces(free: Term[]): Map<string, number[]> {
  const byWord = new Map<string, number[]>()
  for (const t of free) {
    const noun = t.pos === 'ADJ' ? denominal(t.lemma) : null
    for (const w of new Set([
      fold(t.lemma),
      fold(t.text),
      ...wordsOf(t.lemma),
      ...wordsOf(t.text),
      ...(noun ? [noun] : []),
    ])) {
      const l = byWord.get(w) ?? []
      l.push(t.i)
      byWord.set(w, l)
    }
  }
  return byWord
}

/**
 * Values all of whose words (of one alternative) the question says, close together, and refers
 * to as a value; the first such alternative of each value binds. Adds each bound key to seen.
 */
function valuesSaid(
  terms: Term[],
  index: Map<string, ValueEntry[]>,
  byWord: Map<string, number[]>,
  seen: Set<string>,
): ValueBinding[] {
  const found: ValueBinding[] = []
  for (const [w] of byWord) {
    for (const entry of index.get(w) ?? []) {
      const key = `${entry.column.name}\u0000${entry.value}`
      if (seen.has(key)) continue
      for (const alt of entry.alternatives) {
        if (!alt.every((x) => byWord.has(x))) continue
        const used = placeOf(alt, byWord)
        if (!used) continue
        const words = used.map((k) => terms[k]!)
        if (codeNotWrittenAsCode(entry, alt, words)) continue
        // A value binds when referred to: a name, quoted, or a noun; never a cue word alone.
        if (!words.some((t) => referable(t, entry.column, entry.value))) continue
        if (onlyCueWords(terms, entry, alt, words)) continue
        seen.add(key)
        found.push({ column: entry.column, value: entry.value, terms: used })
        break
      }
    }
  }
  return found
}

/** Codes (NEW, TX) bind only when written as codes: "New" is not the airport NEW. */
function codeNotWrittenAsCode(entry: ValueEntry, alt: string[], words: Term[]): boolean {
  return (
    /^[A-Z0-9]{2,4}$/.test(entry.value) &&
    alt.length === 1 &&
    alt[0] === fold(entry.value) &&
    !words.some(
      (t) =>
        t.text === entry.value ||
        (!/^[\x20-\x7e]+$/.test(t.text) && t.lemma.toUpperCase() === entry.value),
    )
  )
}

/**
 * A one-word value said only by cue words does not bind, unless a plain adjective before a noun
 * names one of a few values ("large birds" → Wildlife Size = Large); "the largest", "larger than"
 * and "top" still rank. Not when the noun is another column's: "large aircraft" is no Wildlife
 * Size.
 */
function onlyCueWords(terms: Term[], entry: ValueEntry, alt: string[], words: Term[]): boolean {
  const attributive = (t: Term) => {
    const noun = terms[t.i + 1]
    const other = noun?.role?.startsWith('column:') && noun.role !== `column:${entry.column.name}`
    return (
      t.pos === 'ADJ' &&
      !t.degree &&
      t.text.toLowerCase() === t.lemma &&
      /^(NOUN|PROPN)$/.test(noun?.pos ?? '') &&
      !other &&
      entry.column.values.length <= 20
    )
  }
  return (
    alt.length === 1 &&
    words.every(
      (t) =>
        t.role?.startsWith('cue:') && !t.name && !attributive(t) && !before(terms, t, entry.column),
    )
  )
}

/**
 * "Europe" where a short list of regions holds only "europe_central_asia": a name that is part
 * of exactly one value of a small column names that value (the restatement shows which). Adds
 * the terms it binds to boundTerms.
 */
function valuesNamedInPart(
  free: Term[],
  index: Map<string, ValueEntry[]>,
  seen: Set<string>,
  boundTerms: Set<number>,
): ValueBinding[] {
  const found: ValueBinding[] = []
  for (const t of free) {
    if (!t.name || boundTerms.has(t.i) || GENERIC.has(fold(t.lemma))) continue
    const byColumn = new Map<ColumnProfile, Set<string>>()
    for (const e of index.get(fold(t.lemma)) ?? [])
      if (e.column.values.length <= 30)
        byColumn.set(e.column, (byColumn.get(e.column) ?? new Set()).add(e.value))
    const [column, holding] = [...byColumn].find(([, values]) => values.size === 1) ?? []
    const value = holding && [...holding][0]
    if (!column || !value || seen.has(`${column.name}\u0000${value}`)) continue
    found.push({ column, value, terms: [t.i] })
    boundTerms.add(t.i)
  }
  return found
}

/**
 * Longer matches first; one term names values of one column only, the column with more hits.
 * Sorts found in place.
 */
function oneColumnPerTerm(terms: Term[], found: ValueBinding[]): ValueBinding[] {
  const perColumn = new Map<string, number>()
  for (const f of found)
    perColumn.set(f.column.name, (perColumn.get(f.column.name) ?? 0) + f.terms.length)
  const way = (f: ValueBinding) => direction(terms, f)
  // Last, a value of two columns ("Black" of race and preRace) is the plainer column's: the
  // other's extra header words ("pre") qualify it, and the question did not say them.
  const qualified = (f: ValueBinding) => wordsOf(f.column.name).length
  found.sort(
    (a, b) =>
      b.terms.length - a.terms.length ||
      way(b) - way(a) ||
      (perColumn.get(b.column.name) ?? 0) - (perColumn.get(a.column.name) ?? 0) ||
      qualified(a) - qualified(b),
  )
  const owner = new Map<number, string>()
  const out: ValueBinding[] = []
  for (const f of found) {
    const clash = f.terms.some((k) => owner.has(k) && owner.get(k) !== f.column.name)
    if (clash) continue
    // A value inside a longer value already bound on the same terms adds nothing.
    if (out.some((o) => o.column === f.column && f.terms.every((k) => o.terms.includes(k))))
      continue
    f.terms.forEach((k) => owner.set(k, f.column.name))
    out.push(f)
  }
  return out
}

/** "first-class", "second class": a word right before its own column's name is that column's value. */
function before(terms: Term[], t: Term, column: ColumnProfile): boolean {
  return [t.i + 1, t.i + 2].some((k) => terms[k]?.role === `column:${column.name}`)
}

const FROM_COLUMN = /^(origin|from|source|departure|depart|start|sender|home)$/
const TO_COLUMN = /^(dest|destination|to|target|arrival|arrive|end|receiver|away)$/

/**
 * "from SFO to LAX" where both codes sit in an origin and a destination column: the word before a
 * value says which (1 fits, -1 the opposite, 0 no say).
 */
function direction(terms: Term[], f: ValueBinding): number {
  const before = fold(terms[Math.min(...f.terms) - 1]?.lemma ?? '')
  const words = wordsOf(f.column.name)
  const from = words.some((w) => FROM_COLUMN.test(w))
  const to = words.some((w) => TO_COLUMN.test(w))
  if (before === 'from') return from ? 1 : to ? -1 : 0
  if (before === 'to' || before === 'into') return to ? 1 : from ? -1 : 0
  return 0
}

/** Positions of a value's words in the question, close together and in order; null if not. */
function placeOf(alt: string[], byWord: Map<string, number[]>): number[] | null {
  if (alt.length === 1) return byWord.get(alt[0]!)?.slice(0, 1) ?? null
  for (const start of byWord.get(alt[0]!) ?? []) {
    const used = [start]
    let prev = start
    for (const w of alt.slice(1)) {
      const next = (byWord.get(w) ?? []).find((k) => k > prev && k - prev <= 3)
      if (next === undefined) break
      used.push(next)
      prev = next
    }
    if (used.length === alt.length) return used
  }
  // Any order, but near each other ("lawyers or judges" for "Lawyer / Judge" is one word each).
  const all = alt.map((w) => byWord.get(w)?.[0])
  if (
    all.every((k): k is number => k !== undefined) &&
    Math.max(...all) - Math.min(...all) <= alt.length + 1
  )
    return [...new Set(all)]
  return null
}
