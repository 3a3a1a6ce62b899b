// What WordNet says of a header's tokens (acronym, compound, noun, adjective), cached: shared by the header's words and the naming phrase.
import { isUnitWord } from './dictionary-units'
import { ABBREVIATIONS, NOT_ACRONYMS, TWO_LETTER_ACRONYMS } from './plain-name-words'
import { baseForm, isWord } from './wordnet'
import { BoundedMap, indexFile, lookup, synsetAt } from './wordnet-files'

const acronyms = new BoundedMap<string, string | null>(2000)

/** WordNet's capitals for a token it writes as an acronym in its first sense: gdp → GDP, us → US. */
export function acronymOf(token: string): string | null {
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
export function completion(a: string, b: string): string | null {
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

export function isNoun(word: string): boolean {
  const base = baseForm(word, 'n')
  return base !== null && lookup(base, 'n') !== null
}

export function isAdjective(word: string): boolean {
  return word.split(' ').length === 1 && lookup(word, 'a') !== null && !isNoun(word)
}
