import { planSchema, type Plan } from '../plan/schema'
import type { TableProfile } from '../types'
import type { PlanAnswerBody } from './plan-answer-body'
import { answerReader, PLAN_OF_KIND } from './plan-answer-kinds'
import { PlanAnswerError } from './plan-filters'

export { PlanAnswerError } from './plan-filters'

/**
 * The `{"answer":"plan", …}` shape the model may answer with, and its mapping onto the engine's
 * plan union (plan/schema.ts). This is the ONE place that knows both sides: when the engine's plan
 * type changes, only this file (with plan-answer-kinds.ts and plan-filters.ts) is re-pointed. The
 * wire shape is one flat object (grammar-constrained servers handle that better than a union)
 * whose fields are the union's own, snake_case, with `table` for the datasource and `group_by`
 * for every grouping.
 * Every name the model gives is checked against the table profile, the plan is validated by
 * `planSchema`, and anything that does not fit is a PlanAnswerError: the rules answer instead.
 */

export { PLAN_ANSWER_GUIDE, PLAN_KINDS, PlanAnswerBody } from './plan-answer-body'

export interface NamedProfile {
  /** The table name the model saw. */
  name: string
  profile: TableProfile
}

/** The engine plan for a model's plan answer, or a PlanAnswerError saying what does not fit. */
export function toEnginePlan(
  body: PlanAnswerBody,
  tables: NamedProfile[],
): { plan: Plan; profile: TableProfile } {
  const table = tables.find((t) => t.name.toLowerCase() === body.table.toLowerCase())
  if (!table) throw new PlanAnswerError(`unknown table "${body.table}"`, body.table)
  const { profile } = table
  // The answer's filters are read first, so a misnamed filter column is the error reported.
  const reader = answerReader(body, profile)
  const parsed = planSchema.safeParse(PLAN_OF_KIND[body.kind](reader))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new PlanAnswerError(
      `${issue?.path.join('.') || body.kind}: ${issue?.message ?? 'invalid'}`,
    )
  }
  return { plan: parsed.data, profile }
}
