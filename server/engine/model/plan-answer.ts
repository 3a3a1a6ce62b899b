import { z } from 'zod'
import { PLAN_KINDS, type Dim, type Filter, type Plan, type TableProfile } from '../types'

/**
 * The `{"answer":"plan", …}` shape the model may answer with, and its mapping onto the engine's
 * Plan. This is the ONE place that knows both sides: when the engine's plan type changes, only
 * this file is re-pointed (schema and `toEnginePlan`). Every name the model gives is checked
 * against the table profile; an unknown one is a PlanAnswerError, and the rules answer instead.
 */

const AGGS = ['sum', 'avg', 'count', 'count_distinct', 'min', 'max', 'median'] as const
const GRAINS = [
  'year',
  'quarter',
  'month',
  'week',
  'day',
  'hour',
  'month_of_year',
  'weekday',
] as const
const FILTER_OPS = ['in', 'not_in', '=', '!=', '>', '>=', '<', '<=', 'between'] as const

const FilterAnswer = z.object({
  column: z.string(),
  op: z.enum(FILTER_OPS),
  /** in / not_in: the values as the data writes them. */
  values: z.array(z.union([z.string(), z.number()])).optional(),
  /** Comparisons: a number. */
  value: z.number().optional(),
  /** between: inclusive bounds. */
  low: z.number().optional(),
  high: z.number().optional(),
  /** A calendar part of a date column (or a year column): compare its year or month number. */
  part: z.enum(['year', 'month']).optional(),
})

export const PlanAnswerBody = z.object({
  kind: z.enum(PLAN_KINDS),
  /** The table as the profile names it. */
  table: z.string(),
  /** What is computed per group; column null counts rows. */
  measure: z.object({ agg: z.enum(AGGS), column: z.string().nullable() }).optional(),
  /** Groups; a date column needs a grain. trend: the time column first. */
  group_by: z.array(z.object({ column: z.string(), grain: z.enum(GRAINS).optional() })).optional(),
  filters: z.array(FilterAnswer).optional(),
  /** top: how many; filter with list: how many rows to list. */
  limit: z.number().int().positive().max(10_000).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** top: rank rows (cars by horsepower) rather than groups. */
  row_level: z.boolean().optional(),
  /** top with row_level: the column naming each row. */
  label: z.string().optional(),
  /** compare: the values of group_by[0] being compared. */
  values: z.array(z.union([z.string(), z.number()])).optional(),
  /** correlation: the two numeric columns. */
  x: z.string().optional(),
  y: z.string().optional(),
  /** distribution: the numeric column. */
  column: z.string().optional(),
  /** filter: list the matching rows as well as counting them. */
  list: z.boolean().optional(),
})
export type PlanAnswerBody = z.infer<typeof PlanAnswerBody>

/** Prompt text describing the plan answer (kept beside the schema it explains). */
export const PLAN_ANSWER_GUIDE = `A "plan" answer: {"answer":"plan","restatement":"…","plan":{…}} where plan has
  kind: one of ${PLAN_KINDS.join(', ')};
  table: the table name; measure: {"agg": one of ${AGGS.join(', ')}, "column": a numeric column or null to count rows};
  group_by: [{"column", "grain"?}] (grain, for date columns: ${GRAINS.join(', ')});
  filters: [{"column","op","values"?,"value"?,"low"?,"high"?,"part"?}] with op in ${FILTER_OPS.join(', ')} and part "year"/"month" to compare a date's year or month;
  limit, order ("asc"/"desc"), row_level + label (top rows rather than groups), values (compare: the groups compared),
  x and y (correlation), column (distribution), list (filter: list the rows).`

export class PlanAnswerError extends Error {
  constructor(
    message: string,
    readonly unknownName?: string,
  ) {
    super(message)
    this.name = 'PlanAnswerError'
  }
}

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
  const col = (name: string) => {
    const c =
      profile.columns.find((x) => x.name === name) ??
      profile.columns.find((x) => x.name.toLowerCase() === name.toLowerCase())
    if (!c) throw new PlanAnswerError(`unknown column "${name}"`, name)
    return c
  }
  const numeric = (name: string) => {
    const c = col(name)
    if (c.kind !== 'numeric' && !c.numericText && c.kind !== 'year')
      throw new PlanAnswerError(`"${c.name}" is not a numeric column`)
    return c.name
  }
  const measure = body.measure && {
    agg: body.measure.agg,
    column:
      body.measure.column === null || body.measure.agg === 'count'
        ? null
        : body.measure.agg === 'count_distinct'
          ? col(body.measure.column).name
          : numeric(body.measure.column),
  }
  const dims: Dim[] = (body.group_by ?? []).map((g) => {
    const c = col(g.column)
    if (c.kind === 'temporal') return { column: c.name, grain: g.grain ?? 'month' }
    if (c.kind === 'year') return { column: c.name, grain: 'year' }
    return { column: c.name }
  })
  const filters = (body.filters ?? []).map((f) => toFilter(f, col))
  const plan: Plan = {
    kind: body.kind,
    datasourceId: profile.source.datasourceId,
    dims,
    filters,
    ...(measure ? { measure } : {}),
    ...(body.limit !== undefined ? { limit: body.limit } : {}),
    ...(body.order ? { order: body.order } : {}),
  }
  switch (body.kind) {
    case 'trend':
      if (!dims[0]?.grain) throw new PlanAnswerError('a trend needs a date or year column first')
      break
    case 'top':
      if (body.row_level) {
        plan.rowLevel = true
        if (!measure?.column) throw new PlanAnswerError('ranking rows needs a numeric column')
        if (body.label) plan.label = col(body.label).name
      } else if (!dims.length) throw new PlanAnswerError('a top list needs a group_by column')
      break
    case 'compare':
      if (!dims[0] || !body.values?.length)
        throw new PlanAnswerError('a comparison needs a group_by column and the values compared')
      plan.values = body.values.map(String)
      break
    case 'correlation':
      plan.x = numeric(body.x ?? '')
      plan.y = numeric(body.y ?? '')
      break
    case 'distribution':
      plan.column = numeric(body.column ?? body.measure?.column ?? '')
      break
    case 'filter':
      if (body.list) plan.list = true
      break
    case 'aggregate':
    case 'describe':
      break
  }
  return { plan, profile }
}

type FilterAnswer = z.infer<typeof FilterAnswer>

function toFilter(f: FilterAnswer, col: (name: string) => { name: string; kind: string }): Filter {
  const c = col(f.column)
  const need = (v: number | undefined, what: string) => {
    if (v === undefined || !Number.isFinite(v))
      throw new PlanAnswerError(`the filter on "${c.name}" has no ${what}`)
    return v
  }
  if (f.part || c.kind === 'year') {
    const part = f.part ?? 'year'
    if (f.op === 'between')
      return {
        kind: 'period',
        column: c.name,
        part,
        op: 'between',
        value: need(f.low, 'low bound'),
        high: need(f.high, 'high bound'),
      }
    if (f.op === 'in' || f.op === 'not_in') {
      const values = (f.values ?? []).map(Number).filter(Number.isFinite)
      if (!values.length || f.op === 'not_in')
        throw new PlanAnswerError(`the filter on "${c.name}" needs numbers to include`)
      return { kind: 'period', column: c.name, part, op: 'in', value: values[0] ?? 0, values }
    }
    return { kind: 'period', column: c.name, part, op: f.op, value: need(f.value, 'value') }
  }
  switch (f.op) {
    case 'in':
    case 'not_in': {
      const values = (f.values ?? []).map(String)
      if (!values.length) throw new PlanAnswerError(`the filter on "${c.name}" has no values`)
      return { kind: 'in', column: c.name, values, ...(f.op === 'not_in' ? { negate: true } : {}) }
    }
    case 'between':
      return {
        kind: 'between',
        column: c.name,
        low: need(f.low, 'low bound'),
        high: need(f.high, 'high bound'),
      }
    default:
      if (f.value === undefined && f.values?.length === 1 && (f.op === '=' || f.op === '!='))
        return {
          kind: 'in',
          column: c.name,
          values: [String(f.values[0])],
          ...(f.op === '!=' ? { negate: true } : {}),
        }
      return { kind: 'cmp', column: c.name, op: f.op, value: need(f.value, 'value') }
  }
}
