/**
 * A reading: a suggested question that is the asked question with one phrase replaced by a
 * column's header written out exactly, or by `header = value` (docs/wire-formats.md, "Offers").
 * The engine offers them when it declines over a word it cannot place; the workspace shows them
 * as the word's choices and teaches the phrase when one is picked. Any other suggestion is not a
 * reading, so a service that never offers them loses nothing.
 */

export interface Reading {
  phrase: string
  column: string
  value?: string
}

interface ReadingColumn {
  name: string
  values?: { value: string }[]
}

/** A taught phrase is a name, not a condition: a few words, and no numbers. */
const MAX_WORDS = 6
/** How many whole words either cut may give back when a header shares words with its phrase. */
const MAX_WIDEN = 3

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u
const isWordChar = (ch: string | undefined) => ch !== undefined && WORD_CHAR.test(ch)

/** Whether position i of s falls between words (not inside one). */
const atBoundary = (s: string, i: number) => !isWordChar(s[i - 1]) || !isWordChar(s[i])

function commonPrefix(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

function commonSuffix(a: string, b: string, max: number): number {
  let i = 0
  while (i < max && a[a.length - 1 - i] === b[b.length - 1 - i]) i++
  return i
}

/** Earlier prefix cuts, each giving one more whole word back: "the average " → "the ". */
function widerStarts(s: string, cut: number): number[] {
  const cuts = [cut]
  let at = cut
  while (cuts.length <= MAX_WIDEN && at > 0) {
    while (at > 0 && !isWordChar(s[at - 1])) at--
    while (at > 0 && isWordChar(s[at - 1])) at--
    cuts.push(at)
  }
  return cuts
}

/** Shorter common ends (as lengths), each giving one more whole word back. */
function widerEnds(s: string, len: number): number[] {
  const cuts = [len]
  let at = s.length - len
  while (cuts.length <= MAX_WIDEN && at < s.length) {
    while (at < s.length && !isWordChar(s[at])) at++
    while (at < s.length && isWordChar(s[at])) at++
    cuts.push(s.length - at)
  }
  return cuts
}

const words = (s: string) => s.split(/\s+/).filter(Boolean)
const plain = (s: string) => words(s.toLowerCase().replace(/[_-]+/g, ' ')).join(' ')

/** The column (and value) an inserted text names exactly, if any. */
function named(inserted: string, columns: ReadingColumn[]): Omit<Reading, 'phrase'> | null {
  let best: Omit<Reading, 'phrase'> | null = null
  for (const c of columns) {
    if (!c.name || (best && best.column.length >= c.name.length)) continue
    if (inserted === c.name) best = { column: c.name }
    else if (inserted.startsWith(c.name)) {
      const m = /^\s*=\s*(\S(?:.*\S)?)$/.exec(inserted.slice(c.name.length))
      const value = m?.[1]
      if (value !== undefined && (c.values ?? []).some((v) => v.value === value))
        best = { column: c.name, value }
    }
  }
  return best
}

function phraseOk(phrase: string, column: string, columns: ReadingColumn[]): boolean {
  const n = words(phrase).length
  if (n < 1 || n > MAX_WORDS || /\p{N}/u.test(phrase) || !/\p{L}/u.test(phrase)) return false
  if (/[=?!.,;:]/.test(phrase)) return false
  // A phrase that holds its header, or is another header, is no word the engine failed to place.
  const p = plain(phrase)
  if (` ${p} `.includes(` ${plain(column)} `)) return false
  return !columns.some((c) => plain(c.name) === p)
}

/**
 * The reading `suggestion` makes of `asked`, or null: the two share a start and an end (compared
 * as written, cut at word boundaries); what the suggestion puts in between names a column (or
 * `column = value`), and what it takes out of the question is the phrase. When a header shares
 * its first or last words with the phrase ("savings ratio" → "savings rate"), the cuts give those
 * words back.
 */
export function readingOf(
  asked: string,
  suggestion: string,
  columns: ReadingColumn[],
): Reading | null {
  if (asked === suggestion) return null
  let start = commonPrefix(asked, suggestion)
  while (start > 0 && !(atBoundary(asked, start) && atBoundary(suggestion, start))) start--
  const room = Math.min(asked.length, suggestion.length) - start
  let end = commonSuffix(asked, suggestion, room)
  while (
    end > 0 &&
    !(atBoundary(asked, asked.length - end) && atBoundary(suggestion, suggestion.length - end))
  )
    end--

  // The narrowest cuts first: each pair gives back as few words as it can.
  const starts = widerStarts(asked, start)
  const ends = widerEnds(asked, end)
  const cuts = starts
    .flatMap((from, i) => ends.map((back, j) => ({ from, back, widened: i + j })))
    .sort((x, y) => x.widened - y.widened)
  for (const { from, back } of cuts) {
    const phrase = asked.slice(from, asked.length - back).trim()
    const inserted = suggestion.slice(from, suggestion.length - back).trim()
    const found = phrase && inserted ? named(inserted, columns) : null
    if (found) return phraseOk(phrase, found.column, columns) ? { phrase, ...found } : null
  }
  return null
}
