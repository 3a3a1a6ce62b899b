import type { Expr } from '../plan/expr'
import type { TableProfile } from '../types'

/** Units a formula's columns are asked in ("height in meters"), against the units the data holds. */

/** "lb" and "lbs", "kg" and "kilogram": one unit written two ways. */
const short = (x: string) =>
  x
    .toLowerCase()
    .replace(/^(pounds?|lbs)$/, 'lb')
    .replace(/^(kilo)?(gram)s?$/, (_, k: string | undefined) => (k ? 'kg' : 'g'))
    .replace(/^(milli|centi|kilo)?(meter|metre)s?$/, (_, p: string | undefined) =>
      p ? `${p[0] === 'c' ? 'c' : p[0] === 'k' ? 'k' : 'm'}m` : 'm',
    )
export const sameUnit = (a: string, b: string) => !!a && short(a) === short(b)

/** Length and mass units, in metres and kilograms. */
const FACTORS: Record<string, [string, number]> = {
  mm: ['m', 0.001],
  cm: ['m', 0.01],
  m: ['m', 1],
  km: ['m', 1000],
  g: ['kg', 0.001],
  kg: ['kg', 1],
  lb: ['kg', 0.45359237],
}

/**
 * "Height in meters" over a height the semantic model holds in cm: converted (÷ 100). A unit
 * the data is in is no conversion; over a column of unknown unit it is computed as stored and
 * the leaf says so (`unconverted`, in the restatement). `said`: each column's unit as asked.
 */
export function inUnits(expr: Expr, said: Map<string, string>, profile: TableProfile): Expr {
  const leaf = (e: Expr): Expr => {
    if (!('column' in e))
      return 'value' in e
        ? e
        : e.op === 'square'
          ? { ...e, arg: leaf(e.arg) }
          : { ...e, args: [leaf(e.args[0]), leaf(e.args[1])] }
    const unit = said.get(e.column)
    const held = profile.columns.find((c) => c.name === e.column)?.semantics?.unit
    if (!unit || (held && sameUnit(held.unit ?? '', unit) && !held.scale)) return e
    const [to, from] = [FACTORS[short(unit)], FACTORS[short(held?.unit ?? '')]]
    if (!held?.unit || !to || !from || to[0] !== from[0])
      return { column: e.column, unconverted: unit }
    const factor = (from[1] * (held.scale ?? 1)) / to[1]
    return { op: '*', args: [e, { value: factor }] }
  }
  return leaf(expr)
}
