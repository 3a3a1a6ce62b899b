/**
 * Scanning helpers shared by the data-dictionary reader. Everything here walks the text once (no
 * backtracking regexes), because the text is whatever a user pasted as a dataset description.
 */

const WORD_CHAR = /[\p{L}\p{N}_]/u
const HAN_CHAR = /\p{Script=Han}/u
const LETTER = /\p{L}/u

export const OPEN = '([（【'
export const CLOSE = ')]）】'

export const isWordChar = (c: string | undefined): boolean => c !== undefined && WORD_CHAR.test(c)
export const isHan = (c: string | undefined): boolean => c !== undefined && HAN_CHAR.test(c)
export const hasLetter = (s: string): boolean => LETTER.test(s)
/** Whether `c` is one of `chars`; false past either end of the text ("".includes('') is true). */
export const oneOf = (chars: string, c: string | undefined): boolean =>
  c !== undefined && c !== '' && chars.includes(c)
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9'

/** Lower case that keeps every index in place ('İ' would otherwise grow the string). */
export function lowerKeepingIndex(text: string): string {
  const lower = text.toLowerCase()
  if (lower.length === text.length) return lower
  let out = ''
  for (const ch of text) {
    const l = ch.toLowerCase()
    out += l.length === ch.length ? l : ch
  }
  return out
}

/** Index of the bracket closing the one at `open`, or -1 (prose often leaves one unclosed). */
export function closeOf(text: string, open: number, limit = text.length): number {
  let depth = 0
  const end = Math.min(limit, text.length)
  for (let i = open; i < end; i++) {
    const c = text[i]!
    if (OPEN.includes(c)) depth++
    else if (CLOSE.includes(c)) {
      depth--
      if (depth <= 0) return i
    } else if (c === '\n' && text[i + 1] === '\n') return -1
  }
  return -1
}

export function lineEnd(text: string, from: number): number {
  const i = text.indexOf('\n', from)
  return i < 0 ? text.length : i
}

/** A comma inside "1,000" separates nothing. */
export const isThousands = (text: string, i: number): boolean =>
  isDigit(text[i - 1]) && isDigit(text[i + 1])

/** Length of the separator between alternatives at `i` (0 when there is none). */
export function altSepAt(text: string, i: number): number {
  const c = text[i]!
  if (c === ',') return isThousands(text, i) ? 0 : 1
  if (';，；、\n'.includes(c)) return 1
  if (c === ' ') {
    for (const sep of [' or ', ' — ', ' – ', ' - ']) if (text.startsWith(sep, i)) return sep.length
  }
  return 0
}

/** Splits outside brackets wherever `sepAt` finds a separator; pieces are trimmed, empties kept out. */
export function splitTop(text: string, sepAt: (t: string, i: number) => number): string[] {
  const parts: string[] = []
  let depth = 0
  let from = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (OPEN.includes(c)) depth++
    else if (CLOSE.includes(c)) depth = Math.max(0, depth - 1)
    else if (depth === 0) {
      const n = sepAt(text, i)
      if (n > 0) {
        parts.push(text.slice(from, i))
        from = i + n
        i += n - 1
      }
    }
  }
  parts.push(text.slice(from))
  return parts.map((p) => p.trim()).filter((p) => p.length > 0)
}

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'cf',
  'vs',
  'no',
  'approx',
  'incl',
  'ca',
  'u.s',
])

/** Where a sentence ends at `i` ("." then a capital, a digit or the end), else false. */
export function sentenceEndsAt(text: string, i: number): boolean {
  const c = text[i]!
  if ('。！？'.includes(c)) return true
  if (!'.!?'.includes(c)) return false
  const next = text[i + 1]
  if (next !== undefined && next !== ' ' && next !== '\n' && next !== '\t') return false
  let j = i + 1
  while (text[j] === ' ' || text[j] === '\t') j++
  let w = i - 1
  while (w >= 0 && (isWordChar(text[w]) || text[w] === '.')) w--
  const word = text.slice(w + 1, i).toLowerCase()
  if (ABBREVIATIONS.has(word)) return false
  // Before a lower-case word only a long plain word ends a sentence: "cu. in." and "U.S. gallon"
  // do not, "…lighter cars. mpg is…" does (column names are often lower case).
  const after = text[j]
  const lowerNext = after !== undefined && after.toLowerCase() === after && hasLetter(after)
  return !lowerNext || word === '' || (word.length >= 4 && !word.includes('.'))
}

/**
 * The naming part of a description: up to the first top-level colon, equals sign, line break or
 * sentence end, since what follows those is detail (codes, ranges, provenance).
 */
export function firstClause(text: string): string {
  let depth = 0
  let lastComma = -1
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (OPEN.includes(c)) depth++
    else if (CLOSE.includes(c)) depth = Math.max(0, depth - 1)
    else if (depth > 0) continue
    else if (',;，；'.includes(c) && !isThousands(text, i)) lastComma = i
    else if (':：=\n'.includes(c) || sentenceEndsAt(text, i)) {
      // "…, amount: price" is the next entry (of a column we were not given), not more meaning.
      const head = text.slice(lastComma + 1, i).trim()
      const nextEntry = lastComma >= 0 && ':：='.includes(c) && head !== '' && !/\s/.test(head)
      return text.slice(0, nextEntry ? lastComma : i)
    }
  }
  return text
}

/** Blanks the given spans (keeping indices), so text already read as codes is not read again. */
export function mask(text: string, spans: Array<[number, number]>): string {
  if (spans.length === 0) return text
  const chars = text.split('')
  for (const [s, e] of spans)
    for (let i = Math.max(0, s); i < Math.min(e, chars.length); i++) chars[i] = ' '
  return chars.join('')
}

const QUOTES = /^["'`“”‘’「」『』*]+|["'`“”‘’「」『』*]+$/g

export const unquote = (s: string): string => s.replace(QUOTES, '').trim()

/** Up to `max` words ending at `end`, walking back until a stop word or a clause boundary. */
export function wordsBefore(text: string, end: number, max: number, stops: Set<string>): number {
  let i = end
  let start = end
  for (let n = 0; n < max; n++) {
    while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--
    let w = i
    while (w > 0 && (isWordChar(text[w - 1]) || "'-.".includes(text[w - 1]!))) w--
    if (w === i || stops.has(text.slice(w, i).toLowerCase())) break
    start = w
    i = w
  }
  return start
}
