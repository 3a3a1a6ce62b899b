// The header's own words, spelled out when sure (plainName's second rule): apart from the phrase that may name it instead.
import type { Piece } from './header-pieces'
import { acronymOf, completion, isAdjective } from './header-wordnet'
import { ABBREVIATIONS, FUNCTION, TRAILING } from './plain-name-words'
import { isWord } from './wordnet'
import { hasLemma, lookup, synsetAt } from './wordnet-files'

export interface HeaderWords {
  text: string
  raw: string[]
  plain: string[]
  /** Tokens that are abbreviations or codes rather than words (pop, temp, mpg, x). */
  abbreviated: boolean[]
  /** No word of the header says what it holds (x1, medv, lstat). */
  opaque: boolean
}

export function headerWords(
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
