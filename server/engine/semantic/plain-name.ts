import type { EngineLanguage } from '../text/language'
import type { ColumnProfile, TableProfile } from '../types'
import { fold, wordsOf } from '../understand/words'
import { isUnitWord } from './dictionary-units'
import { columnSemantics } from './header'
import { splitName } from './names'
import { baseForm, expandAbbreviation, isWord } from './wordnet'
import { BoundedMap, hasLemma, indexFile, lookup, synsetAt } from './wordnet-files'

/**
 * A column's name as a person says it, for the words people read (suggested questions,
 * restatements, chart titles), never for SQL: "Miles_per_Gallon" → miles per gallon, "temp_max"
 * → max temperature, "pop" → population, "life_expect" → life expectancy, "GDP_per_capita" → GDP
 * per capita, "失业人数" as written.
 *
 * In order:
 * 1. A phrase of the dataset's vocabulary (its data dictionary, its own words) of at most four
 *    words that says the header's words: every content word of the header is in it, spelled out
 *    ("max temperature" for temp_max, "population" for pop, "miles per us gallon" for mpg), or
 *    the header says nothing by itself (x1, medv) and the phrase is a noun phrase. A synonym that
 *    replaces a header made of words ("revenue" for Sales) is not its name.
 * 2. Otherwise the header's own words: abbreviations spelled out only when sure (conventional
 *    ones, those WordNet lists, WordNet compounds: "life_exp" → life expectancy), anything else
 *    as written; a trailing max/min/total/average goes first ("max temperature"), "num_rooms" is
 *    "number of rooms".
 * Lower case, except acronyms and codes, kept as written (CO2, GDP, SAT) or as WordNet writes
 * them (gdp → GDP). In Chinese and Arabic a header in that script stays as written; otherwise the
 * vocabulary's fullest phrase in that script, else the English name.
 */

/** Conventional header abbreviations whose meaning is not in doubt (WordNet's "temp" is a temporary worker). */
const ABBREVIATIONS: Record<string, string> = {
  avg: 'average',
  ave: 'average',
  temp: 'temperature',
  num: 'number',
  nbr: 'number',
  no: 'number',
  pct: 'percent',
  perc: 'percent',
  qty: 'quantity',
  amt: 'amount',
  yr: 'year',
  yrs: 'years',
  wk: 'week',
  hr: 'hour',
  hrs: 'hours',
  pop: 'population',
  wt: 'weight',
  ht: 'height',
  dept: 'department',
  precip: 'precipitation',
  cnt: 'count',
  tot: 'total',
  dist: 'distance',
  len: 'length',
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  mfr: 'manufacturer',
  qtr: 'quarter',
  acct: 'account',
  addr: 'address',
  cust: 'customer',
}

/** Words that stand in headers as themselves and need no match in a phrase. */
const FUNCTION = new Set(['per', 'in', 'to', 'of', 'by', 'on', 'at', 'the', 'and', 'or', 'a', 'an'])

/** A qualifier written after what it qualifies ("temp_max"), said before it ("max temperature"). */
const TRAILING = new Set(['max', 'min', 'maximum', 'minimum', 'average', 'mean', 'median', 'total'])

/** Short words WordNet also lists as acronyms ("IT", "AM") that a header means as words. */
const NOT_ACRONYMS = new Set([
  'it',
  'in',
  'on',
  'or',
  'no',
  'am',
  'is',
  'as',
  'at',
  'be',
  'do',
  'go',
  'me',
  'my',
  'we',
  'he',
  'so',
  'up',
  'an',
  'and',
  'per',
  'min',
  'max',
  'sat',
])

/** Words a phrase that names a column does not start with: "how it was given" is a description. */
const NOT_A_NAME =
  /^(how|what|which|whether|who|when|where|why|if|is|are|was|were|do|does|did|has|have|had)\b/

/** Two-letter acronyms a header means as such (WordNet writes FL and CA too, for states). */
const TWO_LETTER_ACRONYMS = new Set(['us', 'uk', 'eu', 'id', 'tv', 'pc', 'co'])

const MAX_PHRASE_WORDS = 4
/** A name in Chinese or Arabic longer than this is a description, not a name. */
const MAX_OWN_SCRIPT_CHARS = 12

interface Piece {
  /** As written in the header. */
  text: string
  /** Lower case. */
  lower: string
  /** What joined it to the piece before: '' (a case change or a digit), ' ' or '-'. */
  sep: string
}

const HAN = /\p{Script=Han}/u
const ARABIC = /\p{Script=Arabic}/u
const OTHER_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Cyrillic}]/u

const names = new WeakMap<TableProfile, Map<string, string>>()
const free = new BoundedMap<string, string>(2000)

/** How a person says the column: see the file's comment. */
export function plainName(
  column: string | ColumnProfile,
  profile?: TableProfile | null,
  lang: EngineLanguage = 'EN',
): string {
  const name = typeof column === 'string' ? column : column.name
  const key = `${lang}\u0000${name}`
  const cache = profile ? (names.get(profile) ?? new Map<string, string>()) : free
  if (profile && !names.has(profile)) names.set(profile, cache)
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const col = typeof column === 'string' ? profile?.columns.find((c) => c.name === column) : column
  let out: string
  try {
    out = nameIn(name, col, profile?.vocabulary?.columns?.[name] ?? [], lang)
  } catch {
    out = name
  }
  cache.set(key, out)
  return out
}

function nameIn(
  name: string,
  col: ColumnProfile | undefined,
  phrases: string[],
  lang: EngineLanguage,
): string {
  const script = lang === 'ZH-CN' ? HAN : lang === 'AR' ? ARABIC : null
  if (script) {
    if (script.test(name)) return name.trim()
    // The fullest of the dataset's names in that script, not a short synonym or adjective
    // (最高气温 rather than 热, 每加仑英里数 rather than 油耗, 气缸数 rather than 缸).
    const own = phrases
      .filter((p) => script.test(p) && p.length <= MAX_OWN_SCRIPT_CHARS)
      .reduce<string | null>((a, b) => (a === null || b.length > a.length ? b : a), null)
    if (own) return lang === 'ZH-CN' ? own.replace(/\s+/g, '') : own
  }
  if (OTHER_SCRIPT.test(name) || !/\p{L}/u.test(name)) return name.trim()
  return englishName(name, col, phrases)
}

/** The English plain name of a header in Latin letters. */
export function englishName(name: string, col?: ColumnProfile, phrases: string[] = []): string {
  const pieces = piecesOf(name)
  if (!pieces.length) return name
  const raw = pieces.map((p) => fold(p.lower))
  const given = col?.semantics
  const sem =
    given && given.raw.length === raw.length && given.raw.every((r, i) => r === raw[i])
      ? given
      : columnSemantics(col ?? { ...BARE, name })
  const plain =
    sem.raw.length === raw.length && sem.raw.every((r, i) => r === raw[i]) ? sem.plain : raw
  const header = headerWords(pieces, raw, plain, sem.alternatives)
  const phrase = namingPhrase(phrases, header)
  return phrase ?? header.text
}

const BARE: ColumnProfile = {
  name: '',
  type: 'VARCHAR',
  kind: 'other',
  distinct: 0,
  nulls: 0,
  min: null,
  max: null,
  values: [],
}

/** The header's pieces as written, split as semantic/names.ts splits it. */
function piecesOf(name: string): Piece[] {
  const out: Piece[] = []
  const re = /([^\p{L}\p{N}$%]*)([\p{L}\p{N}$%]+)/gu
  for (const m of name.normalize('NFKC').matchAll(re)) {
    const sep = out.length === 0 ? '' : m[1]!.includes('-') ? '-' : ' '
    const part = m[2]!
    // A short part with two capitals or a lower letter before a capital is one code: CO2, NOx, pH.
    if (part.length <= 5 && /\p{L}/u.test(part) && /[A-Z].*[A-Z]|^[a-z]{1,2}[A-Z]+$/.test(part)) {
      out.push({ text: part, lower: part.toLowerCase(), sep })
      continue
    }
    const sub = part
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/(\p{L})(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2')
      .split(' ')
      .filter(Boolean)
    sub.forEach((s, i) => {
      const split = splitName(s, isWord, isStem)
      // A glued run split into scraps ("Pclass" → pc lass, "lstat" → ls tat) stays as written.
      const words =
        split.length > 1 && split.some((w) => w.length < 3 && !ABBREVIATIONS[w] && !FUNCTION.has(w))
          ? [s.toLowerCase()]
          : split
      let at = 0
      words.forEach((w, j) => {
        const text = s.length === s.toLowerCase().length ? s.slice(at, at + w.length) : w
        at += w.length
        out.push({ text, lower: w, sep: i === 0 && j === 0 ? sep : '' })
      })
    })
  }
  return out
}

/** A run of letters that starts a known word (unemploy → unemployment), as the model reads it. */
const isStem = (run: string) => expandAbbreviation(run, { limit: 3 }).some((w) => w.startsWith(run))

interface HeaderWords {
  text: string
  raw: string[]
  plain: string[]
  /** Tokens that are abbreviations or codes rather than words (pop, temp, mpg, x). */
  abbreviated: boolean[]
  /** No word of the header says what it holds (x1, medv, lstat). */
  opaque: boolean
}

function headerWords(
  pieces: Piece[],
  raw: string[],
  plain: string[],
  alternatives: string[][] | undefined,
): HeaderWords {
  const shouting = pieces.every((p) => p.text === p.text.toUpperCase())
  const words: { text: string; sep: string }[] = []
  const abbreviated: boolean[] = []
  let opaque = false
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!
    const r = raw[i]!
    const next = pieces[i + 1]
    // WordNet's compounds and collocations: "per capita" stays, "life exp" is life expectancy.
    if (next && /^[a-z]+$/.test(p.lower) && /^[a-z]+$/.test(next.lower)) {
      const pair = `${p.lower}_${next.lower}`
      if ((['n', 'a', 'r'] as const).some((pos) => hasLemma(pair, pos))) {
        words.push({ text: isCode(p, shouting) ? p.text : p.lower, sep: p.sep })
        words.push({ text: isCode(next, shouting) ? next.text : next.lower, sep: next.sep || ' ' })
        abbreviated.push(false, false)
        i++
        continue
      }
      const whole = completion(p.lower, next.lower)
      if (whole) {
        words.push({ text: whole, sep: p.sep })
        abbreviated.push(false, true)
        i++
        continue
      }
    }
    if (!/\p{L}/u.test(p.text)) {
      words.push({ text: p.text, sep: p.sep })
      abbreviated.push(false)
      continue
    }
    if (isCode(p, shouting)) {
      words.push({ text: p.text, sep: p.sep })
      abbreviated.push(true)
      // A letter or a code no lexicon knows (x, V, ABC) says nothing by itself; GDP does.
      if (p.lower.length < 2 || !isWord(p.lower)) opaque = true
      continue
    }
    const spelled = spelledOut(p.lower, r, plain[i]!, alternatives?.[i] ?? [])
    if (spelled) {
      words.push({ text: spelled, sep: p.sep })
      abbreviated.push(true)
      continue
    }
    const known = FUNCTION.has(p.lower) || (p.lower.length >= 2 && isWord(p.lower))
    const acronym = known ? acronymOf(p.lower) : null
    if (!known && !acronym) opaque = true
    words.push({ text: acronym ?? p.lower, sep: p.sep })
    abbreviated.push(!known || !!acronym || plain[i] !== r)
  }
  // "CO 2", "Q 1", "x 1": a short code and its digits are one word.
  const joined: typeof words = []
  for (const w of words) {
    const prev = joined.at(-1)
    if (prev && w.sep === '' && /^\p{N}+$/u.test(w.text) && prev.text.length <= 3)
      prev.text += w.text
    else joined.push({ ...w })
  }
  let list = joined.map((w) => ({ ...w, sep: w.sep === '-' ? '-' : ' ' }))
  // "temp_max" → max temperature; "sleep_total" → total sleep.
  if (list.length === 2 && TRAILING.has(list[1]!.text) && !isAdjective(list[0]!.text))
    list = [list[1]!, list[0]!].map((w) => ({ ...w, sep: ' ' }))
  // "num_rooms" → number of rooms.
  if (list.length >= 2 && list[0]!.text === 'number' && list[1]!.text !== 'of')
    list = [list[0]!, { text: 'of', sep: ' ' }, ...list.slice(1)]
  const text = list.map((w, k) => (k === 0 ? w.text : w.sep + w.text)).join('')
  return { text, raw, plain, abbreviated, opaque }
}

/** A piece that is a code or an acronym as written: GDP, CO2, NOx, SATV (not SALES in a shouted header). */
function isCode(p: Piece, shouting: boolean): boolean {
  if (/^[a-z]{1,2}[A-Z]+$|[A-Z].*[A-Z]/.test(p.text) && /[a-z]/.test(p.text) && p.text.length <= 5)
    return true
  // A letter by itself is a code as written: "V2", "tempC".
  if (/^\p{L}$/u.test(p.text)) return true
  if (p.text !== p.text.toUpperCase() || !/\p{Lu}/u.test(p.text)) return false
  if (!shouting) return true
  return acronymOf(p.lower) !== null || !(p.lower.length >= 3 && isWord(p.lower))
}

/** The spelled-out word of an abbreviation, when sure; null to keep the piece as written. */
function spelledOut(
  lower: string,
  r: string,
  plain: string,
  alternatives: string[],
): string | null {
  if (!/^[a-z]+$/.test(lower)) return null
  const listed = ABBREVIATIONS[lower]
  if (listed) return listed
  if (TRAILING.has(lower)) return null
  if (plain === r || plain === lower) return null
  // WordNet lists the token as an abbreviation of the word (hp: horsepower, yr: year).
  if (listsAbbreviation(lower, plain)) return plain
  // A long run that begins one word and its forms (unemploy → unemployment).
  if (
    lower.length >= 6 &&
    !isWord(lower) &&
    plain.startsWith(lower) &&
    alternatives.every((a) => a.startsWith(lower))
  )
    return plain
  return null
}

function listsAbbreviation(token: string, word: string): boolean {
  const e = lookup(token, 'n')
  if (!e) return false
  return e.offsets
    .slice(0, Math.max(1, e.tagged))
    .some((o) => synsetAt('n', o).words.some((w) => w.toLowerCase() === word))
}

const acronyms = new BoundedMap<string, string | null>(2000)

/** WordNet's capitals for a token it writes as an acronym in its first sense: gdp → GDP, us → US. */
function acronymOf(token: string): string | null {
  if (!/^[a-z0-9]{2,5}$/.test(token) || NOT_ACRONYMS.has(token) || isUnitWord(token, false))
    return null
  // Two letters are mostly places' codes (FL, CA) unless one of these.
  if (token.length === 2 && !TWO_LETTER_ACRONYMS.has(token)) return null
  let a = acronyms.get(token)
  if (a === undefined) {
    const e = lookup(token, 'n')
    const first = e?.offsets[0]
    const words = first === undefined ? [] : synsetAt('n', first).words
    a = words.find((w) => w.length >= 2 && w === token.toUpperCase()) ?? null
    acronyms.set(token, a)
  }
  return a
}

const completions = new BoundedMap<string, string | null>(2000)

/**
 * The one WordNet noun compound of two words whose first is `a` and whose second begins with `b`,
 * when `b` is no noun by itself: "life expect" → life expectancy, "life exp" → life expectancy.
 */
function completion(a: string, b: string): string | null {
  const key = `${a}_${b}`
  let c = completions.get(key)
  if (c === undefined) {
    c = null
    if (a.length >= 3 && b.length >= 2 && isWord(a) && !isNoun(b) && !ABBREVIATIONS[b]) {
      const file = indexFile('n')
      const [from, to] = file.range(key)
      const found: string[] = []
      for (let p = from; p < to && found.length < 2; p = file.lineEnd(p) + 1) {
        const lemma = file.line(p).split(' ')[0]!
        if (/^[a-z]+_[a-z]+$/.test(lemma) && lemma.length > key.length) found.push(lemma)
      }
      if (found.length === 1) c = found[0]!.replace('_', ' ')
    }
    completions.set(key, c)
  }
  return c
}

function isNoun(word: string): boolean {
  const base = baseForm(word, 'n')
  return base !== null && lookup(base, 'n') !== null
}

function isAdjective(word: string): boolean {
  return word.split(' ').length === 1 && lookup(word, 'a') !== null && !isNoun(word)
}

/**
 * The vocabulary's phrase that names the column: the first that says every content word of the
 * header, or, when the header says nothing by itself, the first noun phrase.
 */
function namingPhrase(phrases: string[], header: HeaderWords): string | null {
  const usable = phrases
    .map((p) => p.trim().replace(/^(the|a|an)\s+/i, ''))
    .filter(
      (p) =>
        p &&
        !OTHER_SCRIPT.test(p) &&
        /\p{L}/u.test(p) &&
        p.split(/\s+/).length <= MAX_PHRASE_WORDS &&
        !NOT_A_NAME.test(p.toLowerCase()),
    )
  const content = contentTokens(header)
  if (!content.length) return null
  for (const p of usable) {
    const words = wordsOf(p)
    if (!words.length) continue
    if (content.every((i) => covers(words, header, i))) {
      // Only the header's own words again ("cylinder" for Cylinders): the header says it as written.
      if (words.length === header.raw.length && words.every((w, k) => w === header.raw[k]))
        return null
      return display(p)
    }
  }
  if (!header.opaque) return null
  const noun = usable.find((p) => {
    const last = wordsOf(p).at(-1)
    return last !== undefined && isNoun(last)
  })
  return noun ? display(noun) : null
}

/** Indexes of the header's tokens a phrase must say: not function words, digits or trailing units. */
function contentTokens(h: HeaderWords): number[] {
  const letters = h.raw.map((r, i) => i).filter((i) => /^[a-z]+$/.test(h.raw[i]!))
  const content = letters.filter((i) => !FUNCTION.has(h.raw[i]!))
  const notUnits = content.filter((i) => !isUnitWord(h.raw[i]!, false))
  return notUnits.length ? notUnits : content
}

/** Whether a phrase's words say the header's token `i`. */
function covers(words: string[], h: HeaderWords, i: number): boolean {
  const r = h.raw[i]!
  const spelled = [h.plain[i]!, ABBREVIATIONS[r]].filter((x): x is string => !!x)
  if (words.some((w) => w === r || spelled.includes(w))) return true
  // Pieces of one word: "sub" + "category" is subcategory.
  for (let j = i + 1; j < h.raw.length; j++) {
    const glued = h.raw.slice(i, j + 1).join('')
    if (words.includes(glued)) return true
  }
  for (let j = 0; j < i; j++) {
    const glued = h.raw.slice(j, i + 1).join('')
    if (words.includes(glued)) return true
  }
  if (h.abbreviated[i] && r.length >= 2) {
    if (words.some((w) => w.length > r.length && (w.startsWith(r) || skeleton(r, w)))) return true
    if (r.length >= 2 && r.length <= 5 && initialsOf(r, words)) return true
  }
  // A header verb or adjective a noun begins with: "expect" of life expectancy.
  if (!isNoun(r)) return words.some((w) => w.length > r.length + 1 && w.startsWith(r))
  return false
}

/** The token's letters, in order, in the word, starting with its first: wt in weight. */
function skeleton(t: string, word: string): boolean {
  if (word[0] !== t[0] || word.length < t.length + 2) return false
  let k = 0
  for (const c of word) if (c === t[k]) k++
  return k >= t.length
}

/** The token's letters as the initials of the phrase's words, first to last: mpg of miles per us gallon. */
function initialsOf(t: string, words: string[]): boolean {
  if (words.length < 2) return false
  const initials = words.map((w) => w[0]!).join('')
  if (initials[0] !== t[0] || initials.at(-1) !== t.at(-1)) return false
  let k = 0
  for (const c of initials) if (c === t[k]) k++
  return k >= t.length
}

/** A vocabulary phrase as read: lower case as kept, acronyms as WordNet writes them (us → US). */
function display(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) => (/^[a-z0-9]+$/.test(w) ? (acronymOf(w) ?? w) : w))
    .join(' ')
}
