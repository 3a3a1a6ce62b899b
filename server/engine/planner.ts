import { columnOf, defaultAgg, defaultGrain, isTime, labelColumn, mainTimeColumn } from './columns'
import type { Draft } from './draft'
import type { Agg, Dim, Filter, Measure, Plan, PlanResult, TableProfile, Unmapped } from './types'

/**
 * The planner (pure): turns a draft into one of the plan kinds of docs/architecture.md, or says honestly
 * why it cannot. Defaults are fixed here: sums for quantities, means for levels, top 10 when
 * "top" has no number, top 1 for "which X has the most".
 */

const unmapped = (reason: Unmapped['reason'], words: string[]): PlanResult => ({
  ok: false,
  unmapped: { reason, words },
})

export function yearFilters(d: Draft, profile: TableProfile): Filter[] {
  const time = mainTimeColumn(profile)
  if (!time || !d.years.length) return []
  const [first] = d.years
  if (d.years.length === 1 && first !== undefined)
    return [{ kind: 'period', column: time.name, part: 'year', op: '=', value: first }]
  return [
    {
      kind: 'period',
      column: time.name,
      part: 'year',
      op: 'in',
      value: Math.min(...d.years),
      values: [...d.years],
    },
  ]
}

export function valueFilters(d: Draft, except?: string): Filter[] {
  return d.valueGroups
    .filter((g) => g.column !== except)
    .map((g) => ({
      kind: 'in',
      column: g.column,
      values: g.values,
      ...(g.negate ? { negate: true } : {}),
    }))
}

export function measureOf(d: Draft, profile: TableProfile, fallbackAgg?: Agg): Measure {
  const column = d.adjective?.column ?? d.measures[0]
  if (!column) {
    if (d.distinctColumn) return { agg: 'count_distinct', column: d.distinctColumn }
    return { agg: 'count', column: null }
  }
  const agg =
    d.aggCue && d.aggCue !== 'count'
      ? d.aggCue
      : (d.columnAgg ?? fallbackAgg ?? defaultAgg(columnOf(profile, column)))
  return { agg, column }
}

export function planDraft(d: Draft, profile: TableProfile, datasourceId: string): PlanResult {
  const measureColumn = d.adjective?.column ?? d.measures[0]
  if (d.unknownAfterBy.length && !d.dims.length)
    return unmapped('unknown-dimension', d.unknownAfterBy)
  if (d.unknownAfterAgg.length && !measureColumn && !d.distinctColumn)
    return unmapped('unknown-measure', d.unknownAfterAgg)

  const time = mainTimeColumn(profile)
  const filters = [...d.filters, ...yearFilters(d, profile)]
  const base = { datasourceId, dims: [] as Dim[], filters: [...filters, ...valueFilters(d)] }
  const ok = (plan: Plan): PlanResult => ({ ok: true, plan })

  if (d.kindCue === 'describe' && !measureColumn && !d.dims.length && !base.filters.length) {
    return ok({ kind: 'describe', ...base })
  }

  if (d.kindCue === 'correlation') {
    const nums = [...new Set([...(d.adjective ? [d.adjective.column] : []), ...d.measures])]
    const [x, y] = nums
    if (!x || !y) return unmapped('needs-two-numbers', nums)
    return ok({ kind: 'correlation', ...base, x, y })
  }

  if (d.kindCue === 'distribution') {
    const column = measureColumn ?? d.categorical[0] ?? d.dims[0]?.column ?? d.distinctColumn
    const c = column ? columnOf(profile, column) : undefined
    if (!c) return unmapped('nothing', d.unknown)
    if (c.kind === 'numeric') return ok({ kind: 'distribution', ...base, column: c.name })
    const dim: Dim = isTime(c)
      ? { column: c.name, grain: d.grainWord ?? defaultGrain(c) }
      : { column: c.name }
    return ok({ kind: 'aggregate', ...base, dims: [dim], measure: { agg: 'count', column: null } })
  }

  const compareGroup = d.valueGroups.find((g) => g.values.length >= 2 && !g.negate)
  if (d.kindCue === 'compare' || (compareGroup && !d.dims.length && !d.order)) {
    const measure = measureOf(d, profile)
    if (compareGroup) {
      return ok({
        kind: 'compare',
        datasourceId,
        measure,
        dims: [{ column: compareGroup.column }],
        values: compareGroup.values,
        filters: [...filters, ...valueFilters(d, compareGroup.column)],
      })
    }
    if (d.years.length >= 2 && time) {
      return ok({
        kind: 'compare',
        datasourceId,
        measure,
        dims: [{ column: time.name, grain: 'year' }],
        values: d.years.map(String),
        filters: [...d.filters, ...valueFilters(d)],
      })
    }
    const dim = d.dims[0] ?? (d.categorical[0] ? { column: d.categorical[0] } : undefined)
    if (dim) return ok({ kind: 'aggregate', ...base, dims: [dim], measure })
  }

  const timeDim = d.dims.find((dim) => isTime(columnOf(profile, dim.column)))
  if (d.kindCue === 'trend' || (timeDim && !d.order)) {
    const column = timeDim?.column ?? d.timeMentioned ?? time?.name
    const c = column ? columnOf(profile, column) : undefined
    if (!c) return unmapped('no-time', [])
    const grain = c.kind === 'year' ? 'year' : (timeDim?.grain ?? d.grainWord ?? defaultGrain(c))
    const split =
      d.dims.find((dim) => dim !== timeDim) ??
      (d.kindCue === 'trend' && d.categorical[0] && !d.valueGroups.length
        ? { column: d.categorical[0] }
        : undefined)
    return ok({
      kind: 'trend',
      ...base,
      measure: measureOf(d, profile),
      dims: [{ column: c.name, grain }, ...(split ? [split] : [])],
    })
  }

  if (d.order) {
    const grainDim =
      d.grainWord && time
        ? { column: time.name, grain: time.kind === 'year' ? ('year' as const) : d.grainWord }
        : undefined
    const dim =
      d.dims[0] ?? grainDim ?? (d.categorical[0] ? { column: d.categorical[0] } : undefined)
    const label = labelColumn(profile)
    const limit = d.limit ?? (d.topWord ? 10 : d.singular ? 1 : 5)
    if (!dim && measureColumn && (d.rowEntity || d.topWord || d.limit !== undefined)) {
      return ok({
        kind: 'top',
        ...base,
        measure: { agg: 'max', column: measureColumn },
        rowLevel: true,
        ...(label ? { label: label.name } : {}),
        order: d.order,
        limit,
      })
    }
    if (!dim) {
      const agg: Agg =
        d.aggCue && d.aggCue !== 'count' ? d.aggCue : d.order === 'desc' ? 'max' : 'min'
      if (!measureColumn) return unmapped('nothing', d.unknown)
      return ok({ kind: 'aggregate', ...base, measure: { agg, column: measureColumn } })
    }
    const isWhich = d.singular && d.limit === undefined && !d.topWord
    return ok({
      kind: 'top',
      ...base,
      dims: [dim],
      measure: measureOf(d, profile),
      order: d.order,
      limit: isWhich ? 1 : limit,
    })
  }

  if (d.count && !d.dims.length) {
    if (d.categorical[0] && !base.filters.length && !d.rowEntity && !d.distinctColumn) {
      return ok({
        kind: 'aggregate',
        ...base,
        dims: [{ column: d.categorical[0] }],
        measure: { agg: 'count', column: null },
      })
    }
    // "How many flights were cancelled?" with no column for "cancelled": counting every row
    // would answer another question, so say what is missing instead.
    if (!base.filters.length && d.unknown.length) return unmapped('nothing', d.unknown)
    const measure: Measure = d.distinctColumn
      ? { agg: 'count_distinct', column: d.distinctColumn }
      : { agg: 'count', column: null }
    return ok({ kind: 'filter', ...base, measure, list: d.list })
  }

  if (d.dims.length)
    return ok({
      kind: 'aggregate',
      ...base,
      dims: d.dims.slice(0, 2),
      measure: measureOf(d, profile),
    })
  if (measureColumn) return ok({ kind: 'aggregate', ...base, measure: measureOf(d, profile) })
  if (d.categorical[0]) {
    return ok({
      kind: 'aggregate',
      ...base,
      dims: [{ column: d.categorical[0] }],
      measure: { agg: 'count', column: null },
    })
  }
  if (base.filters.length)
    return ok({
      kind: 'filter',
      ...base,
      measure: { agg: 'count', column: null },
      list: d.list || d.rowEntity,
    })
  return unmapped('nothing', d.unknown)
}
