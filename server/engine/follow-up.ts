import { columnOf, defaultGrain, isTime, mainTimeColumn } from './columns'
import type { Draft } from './draft'
import { measureOf, valueFilters, yearFilters } from './planner'
import type { Filter, Plan, TableProfile } from './types'

/**
 * Follow-ups (pure): "now only for 2014", "by month instead", "what about profit?" change the
 * previous plan rather than start a new one. A question that stands on its own (it names a
 * measure or asks for a kind of analysis) and has no follow-up word starts afresh.
 */

export function isStandalone(d: Draft): boolean {
  return Boolean(
    d.measures.length ||
    d.adjective ||
    d.kindCue ||
    d.count ||
    d.distinctColumn ||
    (d.order && (d.dims.length || d.categorical.length)),
  )
}

function contributes(d: Draft): boolean {
  return Boolean(
    d.filters.length ||
    d.valueGroups.length ||
    d.years.length ||
    d.dims.length ||
    d.grainWord ||
    d.measures.length ||
    d.adjective ||
    d.aggCue ||
    d.limit !== undefined ||
    d.order ||
    d.kindCue ||
    d.all,
  )
}

function sameTarget(a: Filter, b: Filter): boolean {
  if (a.column !== b.column) return false
  if (a.kind === 'period' || b.kind === 'period')
    return a.kind === 'period' && b.kind === 'period' && a.part === b.part
  return a.kind === b.kind || (a.kind !== 'in' && b.kind !== 'in')
}

export function followUp(prev: Plan, d: Draft, profile: TableProfile): Plan | null {
  if (!contributes(d) || (isStandalone(d) && !d.followup)) return null
  const p: Plan = structuredClone(prev)
  const time = mainTimeColumn(profile)

  // Filters replace earlier ones on the same column; compare values replace the compared set.
  const compareGroup =
    p.kind === 'compare'
      ? d.valueGroups.find((g) => g.column === p.dims[0]?.column && g.values.length >= 2)
      : undefined
  if (compareGroup) p.values = compareGroup.values
  const added = [...d.filters, ...yearFilters(d, profile), ...valueFilters(d, compareGroup?.column)]
  for (const f of added) p.filters = [...p.filters.filter((old) => !sameTarget(old, f)), f]
  if (d.all && !added.length) p.filters = p.filters.filter((f) => f.kind !== 'period')

  // A new grain or time axis: by month instead.
  const newTime = d.dims.find((dim) => isTime(columnOf(profile, dim.column)))
  const grain = newTime?.grain ?? d.grainWord
  if (newTime || grain) {
    const existing = p.dims.find((dim) => isTime(columnOf(profile, dim.column)))
    const column = newTime?.column ?? existing?.column ?? time?.name
    const c = column ? columnOf(profile, column) : undefined
    if (c) {
      const dim = {
        column: c.name,
        grain: c.kind === 'year' ? ('year' as const) : (grain ?? defaultGrain(c)),
      }
      if (existing) p.dims = p.dims.map((x) => (x === existing ? dim : x))
      else {
        p.dims = [dim]
        if (p.kind !== 'top') p.kind = 'trend'
      }
      delete p.values
    }
  }

  // A new grouping: by segment instead.
  const groups = d.dims.filter((dim) => !isTime(columnOf(profile, dim.column)))
  if (groups.length) {
    p.dims = groups
    if (p.kind !== 'top') p.kind = 'aggregate'
    delete p.values
  }

  // A new measure or aggregate: what about profit? / the average instead.
  if (d.measures.length || d.adjective) {
    const m = measureOf(d, profile)
    if (p.kind === 'distribution') p.column = m.column ?? p.column
    else if (p.kind === 'correlation') p.y = m.column ?? p.y
    else p.measure = m
  } else if (d.aggCue && d.aggCue !== 'count' && p.measure?.column) {
    p.measure = { agg: d.aggCue, column: p.measure.column }
  }

  if (p.kind === 'top') {
    if (d.limit !== undefined) p.limit = d.limit
    if (d.order) p.order = d.order
  } else if (d.order && p.kind === 'aggregate' && p.dims.length) {
    p.kind = 'top'
    p.order = d.order
    p.limit = d.limit ?? 10
  }
  if (d.kindCue === 'trend' && p.kind !== 'trend' && time && p.measure) {
    p.kind = 'trend'
    p.dims = [
      {
        column: time.name,
        grain: time.kind === 'year' ? 'year' : (d.grainWord ?? defaultGrain(time)),
      },
    ]
    delete p.values
  }
  return p
}
