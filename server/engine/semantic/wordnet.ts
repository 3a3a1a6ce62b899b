import { morphy } from './morphy'
import { lookup, synsetAt, wnKey, type IndexEntry, type Synset, type WnPos } from './wordnet-files'

/**
 * What WordNet says about the words of column names and of questions: synonyms, the noun an
 * adjective measures (heavy → weight), derived forms (survive → survival), base forms, and the
 * expansion of abbreviations used in headers. Synchronous and lazily loaded (wordnet-files.ts).
 */

export type { WnPos } from './wordnet-files'
export { expandAbbreviation } from './abbreviations'

const ALL: WnPos[] = ['n', 'v', 'a', 'r']
/** Lemmas are returned as people write them: lower case, spaces. */
const plain = (lemma: string): string => lemma.toLowerCase().replace(/_/g, ' ')

function entry(word: string, pos: WnPos): IndexEntry | null {
  const base = morphy(word, pos)
  return base === null ? null : lookup(base, pos)
}

/** Synsets of the senses worth reading: the tagged ones (the others are rare), at most `max`. */
function senses(e: IndexEntry, max?: number): Synset[] {
  const n = max ?? Math.min(3, Math.max(1, e.tagged))
  return e.offsets.slice(0, n).map((o) => synsetAt(e.pos, o))
}

/** Letters only, so H.P. is the same word as hp. */
const bare = (w: string): string => w.replace(/[^a-z0-9]/g, '')

function addWords(out: string[], s: Synset, except: string): void {
  for (const w of s.words) {
    const p = plain(w)
    if (bare(p) !== bare(except) && !out.includes(p)) out.push(p)
  }
}

/**
 * Lemmas of the word's first senses' synsets, most frequent sense first, excluding the word.
 * Without maxSenses, the senses the concordances tagged (at most 3), since untagged senses are
 * rare ones whose synonyms would mislead more often than help.
 */
export function synonyms(word: string, pos: WnPos, maxSenses?: number): string[] {
  const e = entry(word, pos)
  if (!e) return []
  const out: string[] = []
  for (const s of senses(e, maxSenses)) addWords(out, s, plain(e.lemma))
  return out
}

/**
 * The synonyms of each of the word's tagged senses (at most 3), most frequent sense first, with
 * the sense's lexicographer file: what a question noun may name a column by as a last resort.
 */
export function synonymSets(word: string, pos: WnPos): { words: string[]; lexFile: number }[] {
  const e = entry(word, pos)
  if (!e || e.tagged === 0) return []
  return senses(e).map((s) => {
    const words: string[] = []
    addWords(words, s, plain(e.lemma))
    return { words, lexFile: s.lexFile }
  })
}

/**
 * The words one step broader than each of the noun's tagged senses (its "@" hypernyms), most
 * frequent sense first: "schooling" is a kind of education. One step only: further up, words
 * name too much ("act", "activity").
 */
export function broaderWords(word: string): string[][] {
  const e = entry(word, 'n')
  if (!e || e.tagged === 0) return []
  return senses(e).map((s) => {
    const out: string[] = []
    for (const p of s.pointers)
      if (p.symbol === '@' && p.pos === 'n') addWords(out, synsetAt('n', p.offset), plain(e.lemma))
    return out
  })
}

/** The definitions of the noun's tagged senses (at most 3; else its first), most frequent first. */
export function glosses(word: string): string[] {
  const e = entry(word, 'n')
  return e ? senses(e).map((s) => s.gloss) : []
}

/** The head adjective of a satellite (its "similar to" pointer), or the synset itself. */
function head(s: Synset): Synset {
  const p = s.type === 's' ? s.pointers.find((q) => q.symbol === '&') : undefined
  return p ? synsetAt('a', p.offset) : s
}

const ATTRIBUTE_FILE = 7

/**
 * Nouns an adjective is a value of: WordNet's attribute pointer ("="), read on the head adjective
 * for a satellite. When no sense has one, the attribute nouns derived from the adjective stand in
 * (expensive → expensiveness), with the attribute they are a kind of (→ price).
 */
export function attributesOf(adjective: string): string[] {
  const e = entry(adjective, 'a')
  if (!e) return []
  const out: string[] = []
  const own = senses(e, Math.max(1, e.tagged))
  for (const s of own)
    for (const p of head(s).pointers)
      if (p.symbol === '=' && p.pos === 'n') addWords(out, synsetAt('n', p.offset), '')
  if (out.length > 0) return out
  for (const s of own)
    for (const p of derivationPointers(s, e.lemma)) {
      if (p.pos !== 'n') continue
      const d = synsetAt('n', p.offset)
      if (d.lexFile !== ATTRIBUTE_FILE) continue
      addWords(out, d, '')
      for (const h of d.pointers)
        if (h.symbol === '@') {
          const hyper = synsetAt('n', h.offset)
          if (hyper.lexFile === ATTRIBUTE_FILE) addWords(out, hyper, '')
        }
    }
  return out
}

/** The "+" pointers that leave this lemma (not another word of its synset). */
function derivationPointers(s: Synset, lemma: string) {
  const at = s.words.findIndex((w) => wnKey(w) === lemma) + 1
  return s.pointers.filter((p) => p.symbol === '+' && p.source === at)
}

/** Derivationally related forms ("+" pointers), in sense order, optionally of one POS. */
export function derivations(word: string, toPos?: WnPos): string[] {
  const out: string[] = []
  const self = plain(wnKey(word))
  for (const pos of ALL) {
    const e = entry(word, pos)
    if (!e) continue
    for (const s of senses(e, e.offsets.length))
      for (const p of derivationPointers(s, e.lemma)) {
        if (toPos && p.pos !== toPos) continue
        const target = synsetAt(p.pos, p.offset).words[p.target - 1]
        const t = target === undefined ? '' : plain(target)
        if (t !== '' && t !== self && !out.includes(t)) out.push(t)
      }
  }
  return out
}

/** The lemma WordNet knows for an inflected word in a POS (standard detachment rules), or null. */
export function baseForm(word: string, pos: WnPos): string | null {
  const b = morphy(word, pos)
  return b === null ? null : plain(b)
}

/** Whether WordNet knows the word in any POS, after detaching inflections. */
export function isWord(word: string): boolean {
  return ALL.some((pos) => morphy(word, pos) !== null)
}
