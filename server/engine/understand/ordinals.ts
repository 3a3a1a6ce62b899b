/** Ordinals written as words or with a suffix ("third", "3rd"), read and written one way. */

const WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
]

/** The number an ordinal names ("third" and "3rd" are 3); null for any other word. */
export function ordinalValue(word: string): number | null {
  const w = word.trim().toLowerCase()
  const numbered = /^(\d+)(st|nd|rd|th)$/.exec(w)
  if (numbered) return Number(numbered[1])
  const k = WORDS.indexOf(w)
  return k >= 0 ? k + 1 : null
}

/** n with its suffix: 1st, 2nd, 3rd, 11th, 22nd. */
export const withSuffix = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`

/** The same ordinal in its other form ("3rd" → third, "Third" → 3rd), if it has one. */
export function otherOrdinal(value: string): string | null {
  const n = ordinalValue(value)
  if (n === null) return null
  return /^\d/.test(value.trim()) ? (WORDS[n - 1] ?? null) : withSuffix(n)
}
