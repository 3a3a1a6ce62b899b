import type { TableProfile } from '../types'
import type { ValueBinding } from './bind-values'
import { termOffsets, type Term } from './terms'

/**
 * Values in a script written without spaces, found in the question as written: "个人储蓄率" is one
 * value of an indicator column, though the segmenter cut it into 个人 + 储蓄率 and the glossary
 * read those as English words. The question's own characters are the surest reading of it.
 */

/** Values of this many characters or more; a single character (人, 月) is too often a word. */
const MIN_CHARS = 2
/** Columns with at most this many values are searched (each value is a substring test). */
const MAX_VALUES = 2000
const HAN = /\p{Script=Han}/u

/** Terms that may still be read as part of a value: unbound, cue words, the rows' own nouns. */
const free = (t: Term) => !t.role || t.role.startsWith('cue:') || t.role === 'rows'

/** Each categorical value in Han characters that the question holds verbatim, with its terms. */
export function verbatimValues(text: string, terms: Term[], profile: TableProfile): ValueBinding[] {
  if (!HAN.test(text)) return []
  const offsets = termOffsets(text, terms)
  const found: ValueBinding[] = []
  for (const column of profile.columns) {
    if (column.kind !== 'categorical' || column.values.length > MAX_VALUES) continue
    for (const value of column.values) {
      if (value.length < MIN_CHARS || !HAN.test(value)) continue
      const held: number[] = []
      for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
        const end = at + value.length
        const covered = terms.filter((_, k) => {
          const o = offsets[k]
          return !!o && o[0] < end && o[1] > at
        })
        // The value must be made of whole words, and of words nothing else has claimed.
        const whole = covered.every((t) => offsets[t.i]![0] >= at && offsets[t.i]![1] <= end)
        if (covered.length && whole && covered.every(free)) held.push(...covered.map((t) => t.i))
      }
      if (held.length) found.push({ column, value, terms: held })
    }
  }
  return found
}
