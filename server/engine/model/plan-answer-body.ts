import { z } from 'zod'
import { aggSchema, grainSchema, planSchema, statSchema, type PlanKind } from '../plan/schema'
import { FILTER_OPS, FilterAnswer } from './plan-filters'

/**
 * The wire shape of the model's `{"answer":"plan", …}` and the prompt text that explains it, kept
 * side by side; plan-answer.ts maps it onto the engine's plan union.
 */

export const PLAN_KINDS = planSchema.options.map((o) => o.shape.kind.value) as [
  PlanKind,
  ...PlanKind[],
]

export const MeasureAnswer = z.object({
  agg: aggSchema,
  column: z.string().nullable(),
  /** A derived measure: arithmetic over numeric columns ("brainwt / bodywt"), column null. */
  formula: z.string().optional(),
  /** The formula of each row aggregated ("rows"), or of each column's aggregate ("totals"). */
  over: z.enum(['rows', 'totals']).optional(),
})
export const DimAnswer = z.object({ column: z.string(), grain: grainSchema.optional() })
const scalar = z.union([z.string(), z.number()])

export const PlanAnswerBody = z.object({
  kind: z.enum(PLAN_KINDS),
  /** The table as the profile names it. */
  table: z.string(),
  /** aggregate: one or several measures. */
  measures: z.array(MeasureAnswer).optional(),
  /** The measure of the single-measure kinds (aggregate takes it as its only measure). */
  measure: MeasureAnswer.optional(),
  /** Groupings, in order; their meaning per kind is in PLAN_ANSWER_GUIDE. */
  group_by: z.array(DimAnswer).optional(),
  filters: z.array(FilterAnswer).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  limit: z.number().int().positive().max(10_000).optional(),
  /** compare: the values of group_by[0] compared. */
  values: z.array(scalar).optional(),
  /** share: filters selecting the part. */
  part: z.array(FilterAnswer).optional(),
  /** ratio: the two sides. */
  numerator: z
    .object({ measure: MeasureAnswer, filters: z.array(FilterAnswer).optional() })
    .optional(),
  denominator: z
    .object({ measure: MeasureAnswer, filters: z.array(FilterAnswer).optional() })
    .optional(),
  /** extreme_row: the column ranked; stats: the column described. */
  column: z.string().optional(),
  /** extreme_row: the columns shown of the row. */
  show: z.array(z.string()).optional(),
  /** extreme_row: rows ranked by arithmetic over numeric columns instead of one column. */
  formula: z.string().optional(),
  /** change: first and last period ("endpoints") or each period against the one before. */
  mode: z.enum(['endpoints', 'each']).optional(),
  /** change: first and last year. */
  from: z.number().optional(),
  to: z.number().optional(),
  stats: z.array(statSchema).optional(),
  /** correlation: the two numeric columns. */
  x: z.string().optional(),
  y: z.string().optional(),
})
export type PlanAnswerBody = z.infer<typeof PlanAnswerBody>

/** Prompt text describing the plan answer (kept beside the schema it explains). */
export const PLAN_ANSWER_GUIDE = `A "plan" answer: {"answer":"plan","restatement":"…","plan":{…}}. Parley compiles the plan itself. The plan has "kind" and "table", and the fields its kind uses:
  - aggregate: "measures" [one or more measures], "group_by" (may be empty), "order" and "limit" for a top N or "the year with the most";
  - top_within: "measure", "group_by" [the groups, the items ranked within each group], "order", "limit" (per group);
  - share: "measure" and "part" (filters selecting the part whose percentage of the whole is asked);
  - ratio: "numerator" and "denominator", each {"measure","filters"};
  - extreme_row: "column" (ranked) or "formula" (rows ranked by arithmetic over numeric columns, e.g. "Assault / Murder"), "order", "limit", "show" (the columns of the row to show);
  - compare: "measure", "group_by" [the column compared], "values" (two or more of its values, or years);
  - change: "measure", "group_by" [the date or year column, optionally a column to compare the change per group], "mode" ("endpoints": first, last and change; "each": every period against the one before), "from"/"to" years;
  - seasonality: "measure", "group_by" [the date column] (the measure per calendar month over all years);
  - period_average: "measure" (a sum, a count of rows or a distinct count), "group_by" [the date or year column with grain year, month or day, then optional columns to group by] (each period's total averaged over the periods: "average monthly sales");
  - stats: "column" and "stats" (any of ${statSchema.options.join(', ')}), "group_by" (optional, one column);
  - correlation: "x" and "y", two numeric columns;
  - overview: nothing more ("tell me something about the data").
  A measure is {"agg": one of ${aggSchema.options.join(', ')}, "column": a numeric column, or null with "count" to count rows; or null with "formula": arithmetic over numeric columns with + - * / ^2 and brackets, and "over": "rows" (the aggregate of each row's value) or "totals" (the formula of each column's aggregate: a share of totals)}. group_by items are {"column","grain"?} (grain for date columns: ${grainSchema.options.join(', ')}).
  Any kind may have "filters": [{"column","op","values"?,"value"?,"low"?,"high"?,"part"?}] with op one of ${FILTER_OPS.join(', ')} and "part": "year" or "month" to compare a date's year or month.`
