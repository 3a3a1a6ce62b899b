import type { z } from 'zod'
import type { Dim, Filter, Measure, Plan, PlanKind } from '../plan/schema'
import type { ColumnProfile, TableProfile } from '../types'
import type { DimAnswer, MeasureAnswer, PlanAnswerBody } from './plan-answer-body'
import { formulaOf, formulaRow } from './plan-formula'
import { PlanAnswerError, toFilters, type ColumnOf } from './plan-filters'

/**
 * Each plan kind built from a model's plan answer (plan-answer.ts checks the result): the names
 * it gives are read against the table profile, and what does not fit is a PlanAnswerError.
 */

const COUNTS: string[] = ['count', 'count_distinct', 'count_known', 'count_missing']

/** The answer's names, read against one table: each reader throws when a name does not fit. */
export interface AnswerReader {
  body: PlanAnswerBody
  profile: TableProfile
  groups: z.infer<typeof DimAnswer>[]
  base: { datasourceId: TableProfile['source']['datasourceId']; filters: Filter[] }
  col: ColumnOf
  numeric: (name: string | undefined, what: string) => string
  measure: (m: z.infer<typeof MeasureAnswer> | undefined, what: string) => Measure
  dim: (d: z.infer<typeof DimAnswer>, timeGrain?: Dim['grain']) => Dim
  nth: (i: number, what: string, grain?: Dim['grain']) => Dim
  noGroups: (what: string) => void
}

/** A column by its exact name, else by its name in any case. */
function columnOf(profile: TableProfile): ColumnOf {
  return (name) => {
    const c =
      profile.columns.find((x) => x.name === name) ??
      profile.columns.find((x) => x.name.toLowerCase() === name.toLowerCase())
    if (!c) throw new PlanAnswerError(`unknown column "${name}"`, name)
    return c
  }
}

/** The readers of one answer over one table; its filters are read here, before any kind's fields. */
export function answerReader(body: PlanAnswerBody, profile: TableProfile): AnswerReader {
  const col = columnOf(profile)
  const numeric = (name: string | undefined, what: string) => {
    if (!name) throw new PlanAnswerError(`${what} needs a numeric column`)
    const c = col(name)
    if (c.kind !== 'numeric' && !c.numericText && c.kind !== 'year')
      throw new PlanAnswerError(`"${c.name}" is not a numeric column`)
    return c.name
  }
  const measure = (m: z.infer<typeof MeasureAnswer> | undefined, what: string): Measure => {
    if (!m) throw new PlanAnswerError(`${what} needs a measure`)
    if (m.formula) {
      const expr = formulaOf(m.formula, (n) => numeric(n, 'a formula'))
      return { agg: m.agg, column: null, derived: { expr, over: m.over ?? 'rows' } }
    }
    if (m.column === null) {
      if (m.agg !== 'count') throw new PlanAnswerError(`${m.agg} needs a column`)
      return { agg: 'count', column: null }
    }
    return {
      agg: m.agg,
      column: COUNTS.includes(m.agg) ? col(m.column).name : numeric(m.column, m.agg),
    }
  }
  const dim = (d: z.infer<typeof DimAnswer>, timeGrain: Dim['grain'] = 'month'): Dim => {
    const c = col(d.column)
    if (c.kind === 'temporal') return { column: c.name, grain: d.grain ?? timeGrain }
    if (c.kind === 'year')
      return { column: c.name, grain: d.grain === 'decade' ? 'decade' : 'year' }
    if (d.grain)
      throw new PlanAnswerError(`"${c.name}" is not a date column, so it has no ${d.grain}`)
    return { column: c.name }
  }
  const groups = body.group_by ?? []
  const nth = (i: number, what: string, grain?: Dim['grain']) => {
    const g = groups[i]
    if (!g) throw new PlanAnswerError(`${what} needs group_by[${i}]`)
    return dim(g, grain)
  }
  const noGroups = (what: string) => {
    if (groups.length) throw new PlanAnswerError(`${what} per group is not a plan the engine runs`)
  }
  const base = { datasourceId: profile.source.datasourceId, filters: toFilters(body.filters, col) }
  return { body, profile, groups, base, col, numeric, measure, dim, nth, noGroups }
}

/** The row's label (or date) when the model names no columns to show. */
function defaultShow(profile: TableProfile, ranked: ColumnProfile): string[] {
  const label =
    profile.columns.find((c) => c.kind === 'categorical' && /name|title|label/i.test(c.name)) ??
    profile.columns.find((c) => c.kind === 'categorical' || c.kind === 'id') ??
    profile.columns.find((c) => c.kind === 'temporal' || c.kind === 'year')
  return label && label.name !== ranked.name ? [label.name] : []
}

/** Each kind's plan from the answer's fields, or a PlanAnswerError saying which does not fit. */
export const PLAN_OF_KIND: { [K in PlanKind]: (r: AnswerReader) => Extract<Plan, { kind: K }> } = {
  aggregate: ({ body, base, groups, measure, dim }) => ({
    kind: 'aggregate',
    ...base,
    measures: (body.measures?.length
      ? body.measures
      : [body.measure ?? { agg: 'count', column: null }]
    ).map((m) => measure(m, 'aggregate')),
    dims: groups.map((g) => dim(g)),
    ...(body.order ? { order: body.order } : {}),
    ...(body.limit ? { limit: body.limit } : {}),
  }),
  top_within: ({ body, base, measure, nth }) => ({
    kind: 'top_within',
    ...base,
    measure: measure(body.measure, 'top_within'),
    group: nth(0, 'top_within'),
    item: nth(1, 'top_within'),
    order: body.order ?? 'desc',
    limit: body.limit ?? 3,
  }),
  share: ({ body, base, col, measure, noGroups }) => {
    noGroups('a share')
    const part = toFilters(body.part, col)
    if (!part.length) throw new PlanAnswerError('a share needs the filters selecting its part')
    return { kind: 'share', ...base, measure: measure(body.measure, 'share'), part, dims: [] }
  },
  ratio: ({ body, base, col, measure, noGroups }) => {
    noGroups('a ratio')
    const side = (s: PlanAnswerBody['numerator'], what: string) => {
      if (!s) throw new PlanAnswerError(`a ratio needs a ${what}`)
      return { measure: measure(s.measure, what), filters: toFilters(s.filters, col) }
    }
    return {
      kind: 'ratio',
      ...base,
      numerator: side(body.numerator, 'numerator'),
      denominator: side(body.denominator, 'denominator'),
      dims: [],
    }
  },
  extreme_row: (r) => {
    if (r.body.formula)
      return formulaRow(
        r,
        formulaOf(r.body.formula, (n) => r.numeric(n, 'a formula')),
      )
    const { body, profile, base, col } = r
    const ranked = col(body.column ?? '')
    if (ranked.kind === 'categorical' || ranked.kind === 'text' || ranked.kind === 'other')
      throw new PlanAnswerError(`"${ranked.name}" cannot be ranked`)
    const show = (body.show?.length ? body.show : defaultShow(profile, ranked)).map(
      (n) => col(n).name,
    )
    if (!show.includes(ranked.name)) show.push(ranked.name)
    return {
      kind: 'extreme_row',
      ...base,
      column: ranked.name,
      order: body.order ?? 'desc',
      show,
      limit: body.limit ?? 1,
    }
  },
  compare: ({ body, base, groups, measure, nth }) => {
    if (groups.length > 1) throw new PlanAnswerError('a comparison takes one group_by column')
    return {
      kind: 'compare',
      ...base,
      measure: measure(body.measure, 'compare'),
      dim: nth(0, 'a comparison', 'year'),
      values: body.values ?? [],
    }
  },
  change: ({ body, base, groups, measure, dim, nth }) => {
    const time = nth(0, 'a change', 'year')
    if (!time.grain)
      throw new PlanAnswerError('a change needs a date or year column first in group_by')
    if (groups.length > 2)
      throw new PlanAnswerError('a change takes at most one column to group by')
    const by = groups[1] ? dim(groups[1]) : undefined
    return {
      kind: 'change',
      ...base,
      measure: measure(body.measure, 'change'),
      time,
      ...(by ? { by } : {}),
      mode: body.mode ?? 'endpoints',
      ...(body.from !== undefined ? { from: body.from } : {}),
      ...(body.to !== undefined ? { to: body.to } : {}),
    }
  },
  seasonality: ({ body, base, groups, col, measure }) => {
    const time = col(groups[0]?.column ?? '')
    if (time.kind !== 'temporal')
      throw new PlanAnswerError('seasonality needs a date column in group_by')
    return {
      kind: 'seasonality',
      ...base,
      measure: measure(body.measure, 'seasonality'),
      time: time.name,
    }
  },
  period_average: ({ body, base, groups, measure, dim, nth }) => {
    const period = nth(0, 'a period average', 'month')
    const grain = period.grain
    if (grain !== 'year' && grain !== 'month' && grain !== 'day')
      throw new PlanAnswerError(
        'a period average needs a date or year column first in group_by, by year, month or day',
      )
    const m = measure(body.measure, 'a period average')
    if (m.agg !== 'sum' && m.agg !== 'count' && m.agg !== 'count_distinct')
      throw new PlanAnswerError("a period average averages each period's sum or count")
    return {
      kind: 'period_average',
      ...base,
      measure: m,
      period: { column: period.column, grain },
      dims: groups.slice(1).map((g) => dim(g)),
    }
  },
  stats: ({ body, base, groups, numeric, dim }) => {
    if (groups.length > 1) throw new PlanAnswerError('stats take at most one group_by column')
    return {
      kind: 'stats',
      ...base,
      column: numeric(body.column ?? body.measure?.column ?? undefined, 'stats'),
      stats: body.stats?.length ? body.stats : ['median', 'avg', 'min', 'max'],
      ...(groups[0] ? { per: dim(groups[0]) } : {}),
    }
  },
  correlation: ({ body, base, numeric }) => ({
    kind: 'correlation',
    ...base,
    x: numeric(body.x, 'a correlation'),
    y: numeric(body.y, 'a correlation'),
  }),
  overview: ({ base }) => ({ kind: 'overview', ...base }),
}
