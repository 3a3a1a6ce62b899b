import { exprText } from '../plan/expr'
import type { PlanOf } from '../plan/schema'
import { say } from '../say'
import { cname } from './format'
import type { KindCtx } from './types'

/** What rows are ranked by, in plain names: a column, or a formula ("assault ÷ murder"). */
export function rankedName(plan: PlanOf<'extreme_row'>, ctx: KindCtx): string {
  if (!plan.derived) return cname(plan.column, ctx)
  return exprText(
    plan.derived,
    (c) => cname(c, ctx),
    (x, unit) => say(ctx.lang, 'word.unconverted', { x, unit }),
  )
}
