import { detachments } from './morphy'
import {
  BoundedMap,
  hasLemma,
  indexFile,
  lookup,
  sensesOf,
  synsetAt,
  wnKey,
  type WnPos,
} from './wordnet-files'

/**
 * Expansions of the abbreviations of column headers ("wt" → weight, "hp" → horsepower), derived
 * from WordNet rather than listed: a candidate is a single-word noun or adjective that starts with
 * the token's first letter, holds its letters in order and is at least two letters longer (nobody
 * abbreviates by one letter). Ranked by how the token was formed (Kind), then by how many of the
 * word's first letters the token keeps, then by whether the word names something tables hold as
 * columns, then by how often WordNet saw it used, then shortness.
 */

/**
 * Conventional abbreviations no letter rule reaches, each for a stated reason; everything else is
 * derived (num, nbr, amt, yr and yrs come out of the rules, see the tests).
 */
const CONVENTIONAL: Record<string, string[]> = {
  // Latin numero: the letters are not number's.
  no: ['number'],
  // WordNet lists pct only as an untagged sense; as p…t it loses to pocket.
  pct: ['percent', 'percentage'],
  // avg keeps neither average's last letter nor a prefix of it.
  avg: ['average'],
  // quality has the same q…ty shape and is used more.
  qty: ['quantity'],
  // WordNet's id is Freud's.
  id: ['identifier'],
  // lng keeps no prefix of longitude; lon is a prefix of the commoner loneliness.
  lng: ['longitude'],
  lon: ['longitude'],
  // A group noun, and the skeleton rule takes measure nouns only (agegp, alcgp).
  gp: ['group'],
  grp: ['group'],
}

/** The conventional expansions of a token, when it is one (see CONVENTIONAL). */
export const conventionalOf = (token: string): string[] => CONVENTIONAL[token] ?? []

/**
 * Lexicographer files of nouns tables keep as columns: attribute (7), act (4), event (11), group
 * (14), location (15), person (18), possession (21: income, price), quantity (23), state (26),
 * time (28). Only senses WordNet saw used count, so rare derived nouns (cylindricality) do not
 * outrank the word meant (cylinder).
 */
const COLUMN_FILES = new Set([4, 7, 11, 14, 15, 18, 21, 23, 26, 28])

/** A word used this often (WordNet's tag counts) is meant as itself: age, sex, year, order. */
const COMMON = 10

/**
 * How the token was formed from the word: listed, prefix, WordNet's own abbreviation (after the
 * prefix: WordNet's "temp" is a temporary worker, a header's is a temperature), initials of a
 * compound or first-and-last letters, any letters in order.
 */
type Kind = 0 | 1 | 2 | 3 | 4
interface Candidate {
  word: string
  kind: Kind
  lead: number
  pos: WnPos
}
type Usage = ReturnType<typeof usage>

const ranked = new BoundedMap<string, string[]>(2000)
const proper = new BoundedMap<string, boolean>(4000)
/** Ranking stops after the group that reaches this many words; more were never wanted. */
const KEEP = 40

/**
 * Ranked expansions of a header token, best first (the token itself first if a common word);
 * at most `limit` (10), and never more than the ~40 best.
 */
export function expandAbbreviation(token: string, opts: { limit?: number } = {}): string[] {
  const t = token.trim().toLowerCase()
  let all = ranked.get(t)
  if (!all) {
    all = rank(t)
    ranked.set(t, all)
  }
  const out: string[] = []
  const limit = opts.limit ?? 10
  // Names (Washington for "wt") are checked only as far as the caller reads: one read each.
  for (const w of all) {
    if (out.length >= limit) break
    if (!isProperNoun(w)) out.push(w)
  }
  return out
}

function rank(t: string): string[] {
  if (!/^[a-z]{2,}$/.test(t)) return []
  const found = new Map<string, Candidate>()
  const add = (word: string, kind: Kind, pos: WnPos = 'n') => {
    const had = found.get(word)
    if (had && had.kind <= kind) return
    // Listed expansions keep their order: lead falls with each one.
    found.set(word, { word, kind, pos, lead: kind === 0 ? -found.size : leading(t, word) })
  }
  for (const w of CONVENTIONAL[t] ?? []) add(w, 0)
  if (usage(t).count >= COMMON) add(t, 0)
  for (const w of abbreviatedIn(t)) add(w, 2)
  scan(t, 'n', add)
  scan(t, 'a', add)
  // Usage costs a lookup per word, so it is read group by group, and only for the first groups.
  const all = [...found.values()].sort((a, b) => a.kind - b.kind || b.lead - a.lead)
  const out: string[] = []
  for (let i = 0; i < all.length && out.length < KEEP;) {
    let j = i
    while (j < all.length && all[j]!.kind === all[i]!.kind && all[j]!.lead === all[i]!.lead) j++
    const group = all
      .slice(i, j)
      .filter((c) => c.kind === 0 || !inflected(t, c.word, c.pos))
      .map((c) => ({ ...c, ...usage(c.word) }))
    out.push(...group.sort(order).map((c) => c.word))
    i = j
  }
  return out
}

function order(a: Candidate & Usage, b: Candidate & Usage): number {
  return (
    Number(b.column) - Number(a.column) ||
    Number(b.noun) - Number(a.noun) ||
    b.count - a.count ||
    a.word.length - b.word.length ||
    (a.word < b.word ? -1 : 1)
  )
}

/** How many of the token's letters are the word's first letters (dept keeps dep-artment). */
function leading(t: string, word: string): number {
  let i = 0
  while (i < t.length && t[i] === word[i]) i++
  return i
}

/**
 * Whether a noun sense is column-like, whether it is a noun at all (headers name things; the
 * adjective temporary must not outrank temperature), and how often it was seen in that POS.
 */
function usage(word: string): { column: boolean; noun: boolean; count: number } {
  let column = false
  let noun = false
  let nouns = 0
  let adjs = 0
  for (const s of sensesOf(word)) {
    if (s.ssType === 1) {
      noun = true
      nouns += s.count
      column ||= s.count > 0 && COLUMN_FILES.has(s.lexFile)
    } else if (s.ssType === 3 || s.ssType === 5) adjs += s.count
  }
  return { column, noun, count: noun ? nouns : adjs }
}

/** WordNet lists some abbreviations as synonyms (hp: horsepower, HP, H.P.): their long forms. */
function abbreviatedIn(t: string): string[] {
  const e = lookup(t, 'n')
  if (!e) return []
  const out: string[] = []
  // Tagged senses only, as in synonyms(): "no" is also nobelium's symbol, "mt" meitnerium's.
  for (const o of e.offsets.slice(0, e.tagged))
    for (const w of synsetAt('n', o).words) {
      const k = wnKey(w)
      if (/^[a-z]+$/.test(k) && k.length >= t.length + 2 && kindOf(t, k) !== null) out.push(k)
    }
  return out
}

/** Every single-word lemma of a POS the token could abbreviate. */
function scan(t: string, pos: WnPos, add: (word: string, kind: Kind, pos: WnPos) => void): void {
  const file = indexFile(pos)
  const buf = file.buf
  const [a, b] = file.range(t[0]!)
  for (let p = a; p < b;) {
    // Walk the lemma's bytes once: letters only, token letters in order after the first.
    let e = p + 1
    let ti = 1
    let letters = true
    for (let c = buf[e]!; c !== 32; c = buf[++e]!) {
      if (c < 97 || c > 122) letters = false
      else if (c === t.charCodeAt(ti)) ti++
    }
    if (letters && ti === t.length && e - p >= t.length + 2) {
      const word = buf.toString('latin1', p, e)
      const kind = kindOf(t, word)
      if (kind !== null) add(word, kind, pos)
    }
    p = buf.indexOf(10, e) + 1
  }
}

/**
 * An inflection WordNet also lists (depths, numbers, younger) stands for its base form, which is
 * found on its own; "dept" must not reach depth through depths. A token inflected alike (yrs) may.
 */
function inflected(t: string, word: string, pos: WnPos): boolean {
  if (t.endsWith(word.slice(-1))) return false
  return detachments(word, pos).some((base) => hasLemma(base, pos))
}

function kindOf(t: string, word: string): Kind | null {
  if (word[0] !== t[0] || !inOrder(t, word)) return null
  // Two letters are too few to make a prefix mean anything: mo… is every mo-word.
  if (t.length >= 3 && word.startsWith(t)) return 1
  if (word.endsWith(t[t.length - 1]!) || initials(t, word)) return 3
  return 4
}

/** Whether the letters of `t` appear in `word` in order (a skeleton of it). */
export function inOrder(t: string, word: string): boolean {
  let i = 0
  for (const c of word) if (c === t[i]) i++
  return i >= t.length
}

/** Whether the token is the initials of the word read as a compound of nouns: hp = horse|power. */
function initials(t: string, word: string): boolean {
  if (t.length === 1) return isNoun(word)
  for (let j = 3; j <= word.length - 3; j++)
    if (word[j] === t[1] && isNoun(word.slice(0, j)) && initials(t.slice(1), word.slice(j)))
      return true
  return false
}

const isNoun = (w: string): boolean => w.length >= 3 && hasLemma(w, 'n')

/** A name rather than a word (Washington, Ypres): its most frequent sense is capitalised. */
function isProperNoun(word: string): boolean {
  let p = proper.get(word)
  if (p === undefined) {
    const e = lookup(word, 'n') ?? lookup(word, 'a')
    const first = e?.offsets[0]
    const w = first === undefined ? undefined : synsetAt(e!.pos, first).words
    const own = w?.find((x) => wnKey(x) === word)
    p = own !== undefined && own[0] !== own[0]!.toLowerCase()
    proper.set(word, p)
  }
  return p
}
