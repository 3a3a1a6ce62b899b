import type { ColumnProfile, TableProfile } from '../types'
import type { ValueBinding } from './bind-values'
import type { Parsed, Term } from './terms'
import { fold } from './words'

const LINK = /^(for|mean|means|=|be)$/
const CONTENT = /^(NOUN|PROPN|ADJ|X)$/

/**
 * "(am is 1 for manual, 0 for automatic)", "vs = 1 means straight": codes the analyst explains in
 * the question itself. The explanation is placed as such, and the words it teaches name those
 * values wherever else the question says them ("manual cars", "automatics"). The column is written
 * as its header; each value is a number or one of its codes, followed by "for" or "means".
 */
export function taughtCodes(parsed: Parsed, profile: TableProfile): ValueBinding[] {
  const { terms } = parsed
  const out: ValueBinding[] = []
  for (const head of terms) {
    const column = profile.columns.find(
      (c) => c.name.toLowerCase() === head.text.toLowerCase() && coded(c),
    )
    if (!column || !/^(be|=|==)$/.test(terms[head.i + 1]?.lemma ?? '')) continue
    const taught = new Map<string, string>()
    const span: Term[] = [head, terms[head.i + 1]!]
    for (let k = head.i + 2; k < terms.length && !/^[).?;]$/.test(terms[k]!.text); k++) {
      const t = terms[k]!
      const value = valueOf(column, t)
      if (value === null || !LINK.test(terms[k + 1]?.lemma ?? '')) continue
      const words = terms.slice(k + 2, k + 4).filter((x, j, all) => {
        const run = all.slice(0, j + 1)
        return run.every((y) => CONTENT.test(y.pos))
      })
      if (!words.length) continue
      for (const w of words) taught.set(fold(w.lemma), value)
      span.push(t, terms[k + 1]!, ...words)
      k += 1 + words.length
    }
    if (!taught.size) continue
    // The explanation asks nothing: "means" is no average.
    for (const t of span) t.role = 'function word'
    const inSpan = new Set(span.map((t) => t.i))
    for (const [cue, at] of parsed.cueAt) {
      const left = at.filter((k) => !inSpan.has(k))
      parsed.cueAt.set(cue, left)
      if (at.length && !left.length) parsed.cues.delete(cue)
    }
    head.role = `column:${column.name}`
    for (const t of terms) {
      if (inSpan.has(t.i) || (t.role && !t.role.startsWith('cue:'))) continue
      const value = taught.get(fold(t.lemma)) ?? taught.get(fold(t.text))
      if (value !== undefined) out.push({ column, value, terms: [t.i] })
    }
  }
  return out
}

/** A column whose values can be codes: few numbers, or few short words. */
const coded = (c: ColumnProfile) =>
  (c.kind === 'numeric' && c.distinct <= 12) ||
  (c.kind === 'categorical' && c.values.length > 0 && c.values.length <= 12)

function valueOf(column: ColumnProfile, t: Term): string | null {
  if (column.kind === 'numeric') {
    if (t.num === undefined) return null
    const { min, max } = column
    return typeof min === 'number' && typeof max === 'number' && t.num >= min && t.num <= max
      ? String(t.num)
      : null
  }
  return column.values.find((v) => v.toLowerCase() === t.text.toLowerCase()) ?? null
}
