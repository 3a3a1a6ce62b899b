// The dataset's own phrase that names a column (plainName's first rule): apart from the header's words it must say.
import { wordsOf } from '../understand/words'
import { isUnitWord } from './dictionary-units'
import type { HeaderWords } from './header-words'
import { acronymOf, isNoun } from './header-wordnet'
import {
  ABBREVIATIONS,
  FUNCTION,
  MAX_PHRASE_WORDS,
  NOT_A_NAME,
  OTHER_SCRIPT,
} from './plain-name-words'

/**
 * The vocabulary's phrase that names the column: the first that says every content word of the
 * header, or, when the header says nothing by itself, the first noun phrase.
 */
export function namingPhrase(phrases: string[], header: HeaderWords): string | null {
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
