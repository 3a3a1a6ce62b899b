import { z } from 'zod'
import { exprSchema } from './expr'

/**
 * The plan: plain JSON, one variant per kind (discriminant `kind`). Plans come from the
 * rule-based planner and from a language model (model/plan-answer.ts); both are validated by
 * planSchema and run through the same entry point (plan/run.ts runPlan).
 */

export const aggSchema = z.enum([
  'sum',
  'avg',
  'count',
  'count_distinct',
  'min',
  'max',
  'median',
  'count_known',
  'count_missing',
])
export type Agg = z.infer<typeof aggSchema>

/**
 * column null: count(*) of rows, or the derived measure: arithmetic between columns, aggregated
 * over the rows' values ("average brain ÷ body weight") or taken of each column's aggregate
 * ("total cases ÷ (total cases + total controls)", over: 'totals').
 */
const measureSchema = z.object({
  agg: aggSchema,
  column: z.string().nullable(),
  derived: z.object({ expr: exprSchema, over: z.enum(['rows', 'totals']) }).optional(),
})
export type Measure = z.infer<typeof measureSchema>

export const grainSchema = z.enum([
  'year',
  'month',
  'day',
  'decade',
  'month_of_year',
  'day_of_week',
  'hour_of_day',
])
export type Grain = z.infer<typeof grainSchema>

/** A band of a numeric column, a group of its own ("20–29"): rows with op value (and high). */
const bandSchema = z.object({
  label: z.string().max(60),
  op: z.enum(['>', '<', '>=', '<=', 'between', '=']),
  value: z.number(),
  high: z.number().optional(),
})
export type Band = z.infer<typeof bandSchema>

const dimSchema = z.object({
  column: z.string(),
  grain: grainSchema.optional(),
  /** Groups by these bands, in order (a row in two is the first's); rows in none are left out. */
  bands: z.array(bandSchema).min(2).max(12).optional(),
})
export type Dim = z.infer<typeof dimSchema>

const scalar = z.union([z.string(), z.number()])

/** The percentiles analysts ask for by name ("the 95th percentile"), each a statistic `pN`. */
export const PERCENTILES = [1, 5, 10, 20, 25, 30, 40, 60, 70, 75, 80, 90, 95, 99] as const
type Percentile = `p${(typeof PERCENTILES)[number]}`

export const statSchema = z.enum([
  'median',
  'avg',
  'min',
  'max',
  'spread',
  'std',
  ...(PERCENTILES.map((p) => `p${p}`) as Percentile[]),
] as ['median', 'avg', 'min', 'max', 'spread', 'std', ...Percentile[]])
export type Stat = z.infer<typeof statSchema>

const filterSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('in'),
    column: z.string(),
    values: z.array(scalar).min(1),
    part: z.enum(['year', 'month', 'day', 'hour']).optional(),
  }),
  z.object({ op: z.literal('not_in'), column: z.string(), values: z.array(scalar).min(1) }),
  z.object({
    op: z.enum(['>', '>=', '<', '<=']),
    column: z.string(),
    value: scalar,
    part: z.enum(['year']).optional(),
  }),
  z.object({
    op: z.literal('between'),
    column: z.string(),
    low: scalar,
    high: scalar,
    part: z.enum(['year']).optional(),
  }),
  z.object({ op: z.enum(['is_null', 'not_null']), columns: z.array(z.string()).min(1) }),
])
export type Filter = z.infer<typeof filterSchema>

const base = {
  datasourceId: z.string(),
  filters: z.array(filterSchema),
}

export const planSchema = z.discriminatedUnion('kind', [
  /** Measures per group (or overall): several measures, top N, "the year with the most". */
  z.object({
    kind: z.literal('aggregate'),
    ...base,
    measures: z.array(measureSchema).min(1),
    dims: z.array(dimSchema),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.number().int().positive().optional(),
    /** Each group's share of the first measure's total, as a percentage beside it. */
    shares: z.literal(true).optional(),
  }),
  /** Top N rows of a measure within each group. */
  z.object({
    kind: z.literal('top_within'),
    ...base,
    measure: measureSchema,
    group: dimSchema,
    item: dimSchema,
    order: z.enum(['asc', 'desc']),
    limit: z.number().int().positive(),
  }),
  /** Share of a part in the total, as a percentage. */
  z.object({
    kind: z.literal('share'),
    ...base,
    measure: measureSchema,
    part: z.array(filterSchema).min(1),
    dims: z.array(dimSchema),
    /** Groups ranked by their share, the top `limit` kept (ties too). */
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.number().int().positive().optional(),
  }),
  /** One measure under two conditions divided: "how many times", derived metrics. */
  z.object({
    kind: z.literal('ratio'),
    ...base,
    numerator: z.object({ measure: measureSchema, filters: z.array(filterSchema) }),
    denominator: z.object({ measure: measureSchema, filters: z.array(filterSchema) }),
    dims: z.array(dimSchema),
  }),
  /** The row with the highest or lowest value, with its attributes. */
  z.object({
    kind: z.literal('extreme_row'),
    ...base,
    column: z.string(),
    /** Rows ranked by arithmetic between columns; `column` is then its name among `show`. */
    derived: exprSchema.optional(),
    order: z.enum(['asc', 'desc']),
    show: z.array(z.string()),
    limit: z.number().int().positive(),
  }),
  /** Named groups or periods side by side, differences from unrounded values. */
  z.object({
    kind: z.literal('compare'),
    ...base,
    measure: measureSchema,
    dim: dimSchema,
    values: z.array(scalar).min(2),
  }),
  /** First, last and change between periods, per group when asked; or each period vs the one before. */
  z.object({
    kind: z.literal('change'),
    ...base,
    measure: measureSchema,
    time: dimSchema,
    by: dimSchema.optional(),
    mode: z.enum(['endpoints', 'each']),
    from: z.number().optional(),
    to: z.number().optional(),
  }),
  /** Each period's total (or row count), averaged over the periods: "average monthly sales". */
  z.object({
    kind: z.literal('period_average'),
    ...base,
    measure: measureSchema,
    period: z.object({ column: z.string(), grain: z.enum(['year', 'month', 'day']) }),
    dims: z.array(dimSchema),
  }),
  /** Average per calendar month over the years. */
  z.object({ kind: z.literal('seasonality'), ...base, measure: measureSchema, time: z.string() }),
  /** Several statistics of one column: median and mean, highest, lowest and spread. */
  z.object({
    kind: z.literal('stats'),
    ...base,
    column: z.string(),
    stats: z.array(statSchema).min(1),
    per: dimSchema.optional(),
  }),
  z.object({ kind: z.literal('correlation'), ...base, x: z.string(), y: z.string() }),
  /** "Tell me something interesting": the dataset's shape and strongest findings. */
  z.object({ kind: z.literal('overview'), ...base }),
])
export type Plan = z.infer<typeof planSchema>
export type PlanKind = Plan['kind']
export type PlanOf<K extends PlanKind> = Extract<Plan, { kind: K }>
