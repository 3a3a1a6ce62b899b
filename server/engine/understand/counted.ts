import type { ColumnProfile } from '../types'
import type { Condition } from './conditions'
import type { Parsed } from './terms'

/**
 * A table of counts ("ncases", "n_deaths": the number of cases per group) answers "how many
 * cases" with their sum, never a count of its rows. The semantic model reads a leading "n" as
 * "number" (semantic/header.ts).
 */

export const isCountColumn = (c: ColumnProfile): boolean =>
  c.kind === 'numeric' && c.semantics?.plain[0] === 'number' && c.semantics.plain.length > 1

/**
 * The count column "how many …" or "the number of …" asks for: the first word after the count
 * cue names it. Null when the question counts something else ("how many groups had no cases").
 */
export function countColumnAsked(parsed: Parsed, named: ColumnProfile[]): ColumnProfile | null {
  const { terms } = parsed
  for (const at of parsed.cueAt.get('count') ?? []) {
    let k = at + 1
    while (terms[k] && (terms[k]!.role === 'cue:count' || /^(DET|ADJ)$/.test(terms[k]!.pos))) k++
    const col = named.find((c) => terms[k]?.role === `column:${c.name}`)
    if (col && isCountColumn(col)) return col
  }
  return null
}

/**
 * "Groups with no cases", "were there no deaths": "no" before a count column's noun is its zero,
 * a condition on the rows, not a question about missing values.
 */
export function noneOf(parsed: Parsed, named: ColumnProfile[]): Condition[] {
  const { terms } = parsed
  const out: Condition[] = []
  for (const at of parsed.cueAt.get('missing') ?? []) {
    if (terms[at]?.lemma !== 'no') continue
    const col = named.find((c) => terms[at + 1]?.role === `column:${c.name}`)
    if (!col || !isCountColumn(col)) continue
    out.push({ column: col.name, op: '=', value: 0 })
    terms[at].role = 'condition'
  }
  return out
}
