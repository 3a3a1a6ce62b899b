import { labelColumn } from '../columns'
import { exprColumns, exprText, type Expr } from '../plan/expr'
import type { Agg, Plan, PlanOf } from '../plan/schema'
import type { Understanding } from '../understand/understand'
import { baseFilters } from './build'
import { dimsOf } from './dims'

/**
 * A plan for a formula the question writes out (understand/arithmetic.ts): rows ranked by it
 * ("which state has the highest ratio of assaults to murders"), or it aggregated overall or per
 * group — an average of the rows' values when an average is asked, else the formula of each
 * column's total ("cases ÷ (cases + controls)" per group is a share of totals, never an average
 * of row ratios).
 */

const LOW = /^(lowest|smallest|least|fewest|lightest|minimum|min)$/
const HIGH = /^(highest|largest|biggest|greatest|heaviest|most|maximum|max|top)$/

/** Which end is asked: the cue's, else a superlative that named one of the formula's columns. */
function direction(u: Understanding): 'asc' | 'desc' | null {
  const max = u.cues.has('max')
  const min = u.cues.has('min')
  if (max !== min) return min ? 'asc' : 'desc'
  if (max) return null
  const words = u.parsed.terms.map((t) => t.text.toLowerCase())
  const high = words.some((w) => HIGH.test(w))
  const low = words.some((w) => LOW.test(w))
  return high === low ? null : low ? 'asc' : 'desc'
}

/** The aggregate asked of the formula, and whether it is of each row's value or of the totals. */
function aggOf(u: Understanding): { agg: Agg; over: 'rows' | 'totals' } {
  if (u.cues.has('average')) return { agg: 'avg', over: 'rows' }
  if (u.cues.has('median')) return { agg: 'median', over: 'rows' }
  return { agg: 'sum', over: 'totals' }
}

/** A share asked of a division is a percentage: 100 × the formula. */
function asked(u: Understanding, expr: Expr): Expr {
  return u.cues.has('share') && 'op' in expr && expr.op === '/'
    ? { op: '*', args: [{ value: 100 }, expr] }
    : expr
}

function rowPlan(u: Understanding, expr: Expr, order: 'asc' | 'desc'): PlanOf<'extreme_row'> {
  const label = labelColumn(u.profile)
  const name = exprText(expr, (c) => c)
  return {
    kind: 'extreme_row',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    column: name,
    derived: expr,
    order,
    show: [...(label ? [label.name] : []), name],
    limit: u.topN ?? 1,
  }
}

/** The plan for the question's formula, or null when it has none (or none this reading plans). */
export function derivedPlan(u: Understanding): Plan | null {
  if (!u.derived?.expr) return null
  const expr = asked(u, u.derived.expr)
  const own = exprColumns(expr)
  const label = labelColumn(u.profile)
  const dims = dimsOf(u).filter((d) => !own.includes(d.column))
  const order = direction(u)
  const { agg, over } = aggOf(u)
  const byRow = !dims.length || (dims.length === 1 && dims[0]!.column === label?.name)
  // "Which state has the highest ratio of …": the rows themselves, ranked by the formula.
  if (order && byRow && over === 'totals' && label) return rowPlan(u, expr, order)
  // One column's total over another's, unranked: the ratio kind, numerator and denominator shown.
  const [a, b] = 'args' in expr && expr.op === '/' ? expr.args : []
  const plain = (x?: Expr): x is { column: string } => !!x && 'column' in x && !x.unconverted
  if (plain(a) && plain(b) && over === 'totals' && !order && !u.topN)
    return {
      kind: 'ratio',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      numerator: { measure: { agg: 'sum', column: a.column }, filters: [] },
      denominator: { measure: { agg: 'sum', column: b.column }, filters: [] },
      dims,
    }
  const plan: PlanOf<'aggregate'> = {
    kind: 'aggregate',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    measures: [{ agg, column: null, derived: { expr, over } }],
    dims,
  }
  if (dims.length && (order || u.topN)) {
    plan.order = order ?? 'desc'
    plan.limit = u.topN ?? 1
  }
  return plan
}
