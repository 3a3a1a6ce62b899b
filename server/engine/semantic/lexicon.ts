import { sensesOf } from './wordnet-files'

/**
 * What WordNet says a noun is, by the lexicographer file of its commonest sense: a measure
 * (attribute, quantity, relation), a unit, a thing one numbers. Shared by the header reading
 * (header.ts) and the question's words (understand/, plan/left-out.ts).
 */

/** The lexicographer file of a noun's most used sense, or null when WordNet has no noun. */
export function nounFile(word: string): number | null {
  const senses = sensesOf(word).filter((s) => s.ssType === 1)
  if (!senses.length) return null
  return senses.reduce((a, b) => (b.count > a.count ? b : a)).lexFile
}

/** A noun whose commonest sense is a unit of measure or of time (gram, mile, minute, day). */
export function isUnitNoun(word: string): boolean {
  const file = nounFile(word)
  return file === 23 || file === 28
}

/** Attribute (7), quantity (23) and relation (24: percent) nouns: what a letter-skeleton abbreviation most often stands for. */
export const MEASURE_FILES = new Set([7, 23, 24])

/**
 * Measure nouns a verb makes with a short suffix that WordNet does not link: weigh → weight,
 * grow → growth (the derivations WordNet does link come from `derivations`).
 */
export function measureNounsOf(verb: string): string[] {
  return ['t', 'th']
    .map((end) => verb + end)
    .filter((w) => {
      const file = nounFile(w)
      return file !== null && MEASURE_FILES.has(file)
    })
}
