import type { TableProfile, ColumnProfile } from '../types'
import { boundOp, conditionColumn } from './bounds'
import type { Condition } from './conditions'
import type { Parsed } from './terms'

const FRACTION: Record<string, number> = {
  half: 1 / 2,
  third: 1 / 3,
  quarter: 1 / 4,
  fourth: 1 / 4,
  fifth: 1 / 5,
  tenth: 1 / 10,
}
const HOW_MANY: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 }

/**
 * "More than half of the workers are women", "less than a third", "at least two thirds": a
 * fraction said as a word bounds a column of percentages (50) or of fractions (0.5). Never a
 * yes/no column: "more than half survived" is a share of rows, not a bound on each.
 */
export function fractionBounds(
  parsed: Parsed,
  profile: TableProfile,
  named: ColumnProfile[],
): Condition[] {
  const { terms } = parsed
  const out: Condition[] = []
  for (const cue of ['above', 'below'] as const) {
    for (const at of parsed.cueAt.get(cue) ?? []) {
      const frac = terms
        .slice(at + 1, at + 5)
        .find((t) => !t.role && FRACTION[t.lemma.replace(/s$/, '')] !== undefined)
      if (!frac) continue
      // "two thirds": the count before, as a word or a number; "a third", "one half": one.
      const before = terms[frac.i - 1]
      const count =
        before && !before.role && (HOW_MANY[before.lemma] !== undefined || before.num !== undefined)
          ? before
          : undefined
      const times = count ? (count.num ?? HOW_MANY[count.lemma]!) : 1
      if (!Number.isInteger(times) || times < 1 || times > 9) continue
      const col = conditionColumn(terms, at, profile, named)
      if (!col || col.kind !== 'numeric' || typeof col.max !== 'number') continue
      if (typeof col.min !== 'number' || col.min < 0 || col.distinct <= 2) continue
      const scale = col.max <= 1 ? 1 : col.max <= 100 ? 100 : null
      if (!scale) continue
      const value = Number((FRACTION[frac.lemma.replace(/s$/, '')]! * times * scale).toFixed(6))
      out.push({ column: col.name, op: boundOp(terms, at, cue), value })
      frac.role = 'condition'
      if (count) count.role = 'condition'
    }
  }
  return out
}
