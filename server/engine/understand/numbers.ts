import type { Term } from './terms'

/** Numbers as questions write them: digits with separators, ordinals, number words, scale words. */

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  tres: 3,
  cinco: 5,
  trois: 3,
  cinq: 5,
  drei: 3,
  fünf: 5,
}

export function parseNumber(text: string): number | undefined {
  const t = text
    .replace(/^[$€£¥]/, '')
    .replace(/[°%]$/, '')
    .replace(/^(.+?)[个名位种项家]$/, '$1')
  if (NUMBER_WORDS[t] !== undefined && /[一二两三四五六七八九十]/.test(t)) return NUMBER_WORDS[t]
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''))
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t)
  const ord = /^(\d+)(st|nd|rd|th)$/.exec(t)
  if (ord) return Number(ord[1])
  return undefined
}

/** Scale words after a number, in the languages the packs read ("100 million", "1,5 Milliarden", "3亿"). */
const SCALES: Record<string, number> = {
  thousand: 1e3,
  thousands: 1e3,
  k: 1e3,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  billion: 1e9,
  billions: 1e9,
  bn: 1e9,
  trillion: 1e12,
  millón: 1e6,
  millones: 1e6,
  milliard: 1e9,
  milliards: 1e9,
  tausend: 1e3,
  millionen: 1e6,
  milliarde: 1e9,
  milliarden: 1e9,
  万: 1e4,
  亿: 1e8,
  万亿: 1e12,
  十亿: 1e9,
  千万: 1e7,
  千: 1e3,
  百万: 1e6,
}

/**
 * "10万亿美元": the segmenter keeps a scale and the unit after it as one word; they are read
 * apart (万亿, 美元) when the word follows a number, so the number gets its scale and the unit is
 * judged as a unit.
 */
export function splitHanScale(words: string[]): string[] {
  const out: string[] = []
  for (const w of words) {
    const prev = out.at(-1)
    const scale = Object.keys(SCALES)
      .filter((k) => /^\p{Script=Han}+$/u.test(k) && w.startsWith(k) && w.length > k.length)
      .sort((a, b) => b.length - a.length)[0]
    if (scale && prev !== undefined && /\d$/.test(prev)) out.push(scale, w.slice(scale.length))
    else out.push(w)
  }
  return out
}

/** "More than 100 million people": the number is 100,000,000, and the scale word is part of it. */
export function scaleNumbers(terms: Term[]): void {
  for (const t of terms) {
    const next = terms[t.i + 1]
    const scale = next ? SCALES[next.text.toLowerCase()] : undefined
    if (t.num === undefined || !scale || next!.role) continue
    t.num *= scale
    t.lemma = String(t.num)
    next!.role = 'number scale'
  }
}
