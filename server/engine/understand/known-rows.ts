import type { ColumnProfile } from '../types'
import type { Parsed, Term } from './terms'

/**
 * "Among those who answered the vote question", "of the mammals whose conservation status is
 * known", "passengers with a known age": a restrictive clause that keeps only the rows where a
 * column has a value. Analysts say it to set a share's denominator (the yes voters among those
 * who answered, not among everyone), so it is a filter (`not_null`), never the thing counted.
 * Only restrictive forms are read ("whose", "with", "who answered"); "is the age known?" as the
 * main question stays the missing-values reading (kinds/missing-values.ts).
 */

/** Participles that say a value is there. */
const PRESENT = /^(know|known|record|recorded|report|reported|available|give|given|present|stated)$/
/** Verbs of answering a survey question. */
const ANSWER = /^(answer|respond|reply)$/
/** Words of a restrictive clause or phrase before the column. */
const RESTRICT = /^(whose|with|having|where)$/
/** Words a question about a survey item wraps its name in: "the vote question", "the X item". */
const ITEM = /^(question|item|field)$/

const columnOf = (t: Term | undefined): string | null =>
  t?.role?.startsWith('column:') ? t.role.slice('column:'.length) : null

/**
 * The columns whose value the question requires, with the words that say so marked, and the
 * positions of the column words inside those clauses (they name the filter, not a measure).
 */
export function knownColumns(
  parsed: Parsed,
  named: readonly ColumnProfile[],
): { columns: ColumnProfile[]; at: Set<number> } {
  const out: ColumnProfile[] = []
  const at = new Set<number>()
  const add = (col: Term | undefined, words: Term[]) => {
    const column = named.find((c) => c.name === columnOf(col))
    if (!column || !col) return
    for (const w of words) w.role = 'function word'
    at.add(col.i)
    if (!out.includes(column)) out.push(column)
  }
  const { terms } = parsed
  for (const t of terms) {
    if (t.role && !/^(function word|generic|cue:known)$/.test(t.role)) continue
    // "who answered the vote question", "those who responded to the income item"
    if (ANSWER.test(t.lemma) && /^(who|that)$/.test(terms[t.i - 1]?.lemma ?? '')) {
      const after = terms.slice(t.i + 1, t.i + 5)
      const col = after.find((x) => columnOf(x))
      const item = after.find((x) => ITEM.test(x.lemma))
      if (col) add(col, [t, ...(item ? [item] : [])])
      continue
    }
    if (!PRESENT.test(t.lemma) && !PRESENT.test(t.text.toLowerCase())) continue
    // "with a known age", "having recorded weights": the participle before the column.
    const before = terms[t.i - 1]?.lemma ?? ''
    const next = terms.slice(t.i + 1, t.i + 3).find((x) => columnOf(x))
    if (next && (RESTRICT.test(before) || /^(a|an)$/.test(before))) {
      add(next, [t])
      continue
    }
    // "whose conservation status is known", "with the age recorded": the column before it, in
    // a clause that began with a restrictive word.
    const clause = terms.slice(Math.max(0, t.i - 6), t.i)
    const opener = clause.findLastIndex((x) => RESTRICT.test(x.lemma))
    if (opener < 0) continue
    const col = clause.slice(opener + 1).findLast((x) => columnOf(x))
    if (col) add(col, [t])
  }
  // The words read here are the filter's: "known" no longer asks for a count of known values.
  if (out.length && !terms.some((t) => t.role === 'cue:known')) parsed.cues.delete('known')
  return { columns: out, at }
}
