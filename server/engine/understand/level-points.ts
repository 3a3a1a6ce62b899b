import type { TableProfile } from '../types'
import type { ValueBinding } from './bind-values'
import type { Condition } from './conditions'
import { markBands } from './bands'
import type { Parsed } from './terms'

/**
 * "Diet 1 and diet 3", "day 0 and day 21": two or more labels of one numbered column (conditions
 * of equality, conditions.ts) are values of it, as two categories would be: rows of either are
 * kept, and a comparison compares them. As conditions they would ask for rows that are both.
 * Moves them into `values`, marks the bands left (bands.ts) and returns the conditions left.
 */
export function levelPoints(
  parsed: Parsed,
  profile: TableProfile,
  conditions: Condition[],
  values: ValueBinding[],
): Condition[] {
  const equal = conditions.filter((c) => c.op === '=')
  const perColumn = new Map<string, Condition[]>()
  for (const c of equal) perColumn.set(c.column, [...(perColumn.get(c.column) ?? []), c])
  const moved = new Set<Condition>()
  const used = new Set<number>()
  for (const [name, said] of perColumn) {
    const column = profile.columns.find((c) => c.name === name)
    if (!column || new Set(said.map((c) => c.value)).size < 2) continue
    for (const c of said) {
      const t = parsed.terms.find(
        (x) => x.num === c.value && x.role === 'condition' && !used.has(x.i),
      )
      if (!t) continue
      used.add(t.i)
      t.role = `value:${name}=${c.value}`
      values.push({ column, value: String(c.value), terms: [t.i] })
      moved.add(c)
    }
  }
  const left = conditions.filter((c) => !moved.has(c))
  markBands(parsed, left)
  return left
}
