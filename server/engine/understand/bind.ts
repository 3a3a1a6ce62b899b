import { EN_PACK } from '../lang/en'
import { US_STATES } from '../nlp/regions'
import type { ColumnProfile, TableProfile } from '../types'
import type { Term } from './terms'
import { fold, GENERIC, wordsOf } from './words'

/**
 * Scored binding of question terms to columns and cell values.
 * Columns: a term (or its general synonym, or a two/three-word phrase) matches a word of the
 * column name; columns covering more of the question win, then those with fewer unmatched words.
 * Values: every word of a value (or of one of its "A / B" alternatives) must appear in the
 * question, and a one-word value binds only to a noun or a name: "biggest" never binds "Big".
 */

export interface ColumnBinding {
  column: ColumnProfile
  terms: number[]
  score: number
  /** How many words of the column name the question says. */
  words: number
}

export interface ValueBinding {
  column: ColumnProfile
  value: string
  terms: number[]
}

/** A phrase as the vocabulary keys it: folded words, or the text itself for scripts without spaces. */
const phraseKey = (text: string) => (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? text : wordsOf(text).join(' '))

const aliasCache = new WeakMap<TableProfile, Map<string, string>>()

/** The profile's own words for its columns (phrase → column name); empty without a vocabulary. */
function columnAliases(profile: TableProfile): Map<string, string> {
  let map = aliasCache.get(profile)
  if (map) return map
  map = new Map()
  for (const [column, phrases] of Object.entries(profile.vocabulary?.columns ?? {}))
    if (profile.columns.some((c) => c.name === column)) for (const p of phrases) map.set(phraseKey(p), column)
  aliasCache.set(profile, map)
  return map
}

/** Expansions of a term: the dataset's own words first, its folded lemma, then general synonyms. */
function expansions(terms: Term[], i: number, aliases: Map<string, string>): { words: string[]; span: number }[] {
  const out: { words: string[]; span: number }[] = []
  const t = terms[i]
  if (!t) return out
  if (aliases.size) {
    for (const span of [3, 2, 1]) {
      const words = terms.slice(i, i + span)
      if (words.length < span) continue
      for (const key of [phraseKey(words.map((x) => x.lemma).join(' ')), phraseKey(words.map((x) => x.text).join(' '))]) {
        const column = aliases.get(key)
        if (column) out.push({ words: wordsOf(column), span })
      }
    }
  }
  for (const span of [3, 2]) {
    const phrase = terms
      .slice(i, i + span)
      .map((x) => x.lemma)
      .join(' ')
    const syn = EN_PACK.words[phrase]
    if (syn && terms.slice(i, i + span).length === span) out.push({ words: syn.split(' ').map(fold), span })
  }
  // Several-word lemmas come from translations ("income per person").
  const lemmaSyn = EN_PACK.words[t.lemma]
  out.push({ words: [fold(t.lemma), fold(t.text)], span: 1 })
  // A noun's synonym is not its verb's: "placed an order" names no city.
  if (lemmaSyn && (t.pos !== 'VERB' || VERB_SENSES.has(t.lemma))) out.push({ words: lemmaSyn.split(' ').map(fold), span: 1 })
  // "sunny", "windy": an adjective made from a noun names what the noun names.
  const noun = t.pos === 'ADJ' ? denominal(t.lemma) : null
  if (noun) out.push({ words: [noun], span: 1 })
  if (t.lemma.includes(' ')) out.push({ words: t.lemma.split(' ').map(fold), span: 1 })
  // "sub-category", "year_of_birth": a joined word names a column by all of its parts.
  else if (/\w[-_/]\w/.test(t.lemma)) out.push({ words: wordsOf(t.lemma), span: 1 })
  return out
}

/** Synonyms that hold for the verb too ("who died" → deaths). */
const VERB_SENSES = new Set(['die', 'kill', 'killed', 'adjust', 'depart'])

/** The noun an adjective in -y is made from: sunny → sun, windy → wind, foggy → fog. */
export function denominal(lemma: string): string | null {
  if (!/^[a-z]{4,}y$/.test(lemma) || /ly$/.test(lemma)) return null
  const stem = lemma.slice(0, -1)
  return /([bdgmnprt])\1$/.test(stem) ? stem.slice(0, -1) : stem
}

const NAMEABLE = new Set(['NOUN', 'PROPN', 'X', 'NUM', 'ADJ', 'VERB', 'ADV'])

export function bindColumns(terms: Term[], profile: TableProfile, rowNouns = new Set<string>()): ColumnBinding[] {
  const candidates: ColumnBinding[] = []
  const aliases = columnAliases(profile)
  for (const column of profile.columns) {
    if (column.kind === 'other') continue
    const colWords = wordsOf(column.name)
    if (!colWords.length) continue
    const covered = new Set<string>()
    const used: number[] = []
    for (const t of terms) {
      if (t.role && !t.role.startsWith('cue:')) continue
      if (!NAMEABLE.has(t.pos) || t.num !== undefined) continue
      // A word naming the rows ("deaths" in a file of deaths) names a date column (death_date) only in full.
      const ex = expansions(terms, t.i, aliases)
      const rowWord = ex.some((e) => e.span === 1 && e.words.some((w) => rowNouns.has(w)))
      for (const e of ex) {
        const hit = [...new Set(e.words.filter((w) => colWords.includes(w)))]
        if (rowWord && hit.length < colWords.length && (column.kind === 'temporal' || column.kind === 'year')) continue
        if (hit.length) {
          hit.forEach((w) => covered.add(w))
          for (let k = t.i; k < t.i + e.span; k++) if (!used.includes(k)) used.push(k)
          break
        }
      }
    }
    if (!used.length) continue
    // A date column is named by its time word ("date", "day", "year"), not by "death" of death_date.
    const timeWords = ['date', 'day', 'month', 'year', 'time', 'week', 'decade']
    if ((column.kind === 'temporal' || column.kind === 'year') && colWords.length > 1 && ![...covered].some((w) => timeWords.includes(w))) continue
    // A cue word ("count", "high") names a column only when the column is named exactly by it.
    const plain = used.filter((k) => !terms[k]?.role)
    if (!plain.length && covered.size < colWords.length) continue
    const score = used.length + covered.size / colWords.length
    candidates.push({ column, terms: used, score, words: covered.size })
  }
  // Ties go to the column more of whose words the question says ("sub-category": Sub-Category).
  candidates.sort((a, b) => b.score - a.score || b.words - a.words)
  const taken = new Set<number>()
  const out: ColumnBinding[] = []
  for (const c of candidates) {
    const free = c.terms.filter((k) => !taken.has(k))
    if (free.length < c.terms.length) continue
    free.forEach((k) => taken.add(k))
    out.push(c)
  }
  return out
}

interface ValueEntry {
  column: ColumnProfile
  value: string
  alternatives: string[][]
}

const valueIndex = new WeakMap<TableProfile, Map<string, ValueEntry[]>>()
const STATE_NAME = Object.fromEntries(Object.entries(US_STATES).map(([n, c]) => [c, n]))

/** word → the values containing it; built once per profile and cached. */
function indexOf(profile: TableProfile): Map<string, ValueEntry[]> {
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
      const state = STATE_NAME[value]
      if (state) alternatives.push(state.split(' ').map(fold))
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

function referable(t: Term, column: ColumnProfile): boolean {
  if (t.quoted || t.name) return true
  // An adjective names a value only in a small closed set ("male", "female"), never "big" a title.
  if (t.pos === 'ADJ' && column.values.length <= 20) return !GENERIC.has(fold(t.lemma))
  // Verbs too ("did floods kill" is often tagged as a verb); adjectives and adverbs never.
  if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'X' || t.pos === 'VERB') return !GENERIC.has(fold(t.lemma))
  return false
}

/** Values the dataset's own vocabulary names ("apple" → symbol AAPL). */
function aliasValues(terms: Term[], profile: TableProfile): ValueBinding[] {
  const out: ValueBinding[] = []
  for (const [name, values] of Object.entries(profile.vocabulary?.values ?? {})) {
    const column = profile.columns.find((c) => c.name === name)
    if (!column) continue
    for (const [value, phrases] of Object.entries(values)) {
      if (column.values.length && !column.values.includes(value)) continue
      const keys = new Set(phrases.map(phraseKey))
      for (const t of terms) {
        if (t.role && !t.role.startsWith('cue:')) continue
        if (keys.has(phraseKey(t.lemma)) || keys.has(phraseKey(t.text))) out.push({ column, value, terms: [t.i] })
      }
    }
  }
  return out
}

export function bindValues(terms: Term[], profile: TableProfile): ValueBinding[] {
  const index = indexOf(profile)
  const free = terms.filter((t) => !t.role || t.role.startsWith('cue:'))
  const byWord = new Map<string, number[]>()
  for (const t of free) {
    const noun = t.pos === 'ADJ' ? denominal(t.lemma) : null
    for (const w of new Set([fold(t.lemma), fold(t.text), ...wordsOf(t.lemma), ...wordsOf(t.text), ...(noun ? [noun] : [])])) {
      const l = byWord.get(w) ?? []
      l.push(t.i)
      byWord.set(w, l)
    }
  }
  const found: ValueBinding[] = aliasValues(terms, profile)
  const seen = new Set<string>(found.map((f) => `${f.column.name}\u0000${f.value}`))
  for (const [w] of byWord) {
    for (const entry of index.get(w) ?? []) {
      const key = `${entry.column.name}\u0000${entry.value}`
      if (seen.has(key)) continue
      for (const alt of entry.alternatives) {
        if (!alt.every((x) => byWord.has(x))) continue
        const used = placeOf(alt, byWord)
        if (!used) continue
        const words = used.map((k) => terms[k]!)
        // Codes (NEW, TX) bind only when written as codes: "New" is not the airport NEW.
        if (/^[A-Z0-9]{2,4}$/.test(entry.value) && alt.length === 1 && alt[0] === fold(entry.value) && !words.some((t) => t.text === entry.value || (!/^[\x20-\x7e]+$/.test(t.text) && t.lemma.toUpperCase() === entry.value))) continue
        // A value binds when referred to: a name, quoted, or a noun; never a cue word alone.
        if (!words.some((t) => referable(t, entry.column))) continue
        if (alt.length === 1 && words.every((t) => t.role?.startsWith('cue:') && !t.name)) continue
        seen.add(key)
        found.push({ column: entry.column, value: entry.value, terms: used })
        break
      }
    }
  }
  // Longer matches first; one term names values of one column only, the column with more hits.
  const perColumn = new Map<string, number>()
  for (const f of found) perColumn.set(f.column.name, (perColumn.get(f.column.name) ?? 0) + f.terms.length)
  const way = (f: ValueBinding) => direction(terms, f)
  found.sort(
    (a, b) =>
      b.terms.length - a.terms.length ||
      way(b) - way(a) ||
      (perColumn.get(b.column.name) ?? 0) - (perColumn.get(a.column.name) ?? 0),
  )
  const owner = new Map<number, string>()
  const out: ValueBinding[] = []
  for (const f of found) {
    const clash = f.terms.some((k) => owner.has(k) && owner.get(k) !== f.column.name)
    if (clash) continue
    // A value inside a longer value already bound on the same terms adds nothing.
    if (out.some((o) => o.column === f.column && f.terms.every((k) => o.terms.includes(k)))) continue
    f.terms.forEach((k) => owner.set(k, f.column.name))
    out.push(f)
  }
  return out
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
  if (all.every((k): k is number => k !== undefined) && Math.max(...all) - Math.min(...all) <= alt.length + 1) return [...new Set(all)]
  return null
}
