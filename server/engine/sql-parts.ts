import { columnOf } from './columns'
import { ident, literal, num } from './sql'
import type { Dim, Filter, Measure, TableProfile } from './types'

/**
 * The expressions a query is built from (pure): values (with the strict or lenient cast of
 * text-held numbers), aggregates, time grains, labels and filters.
 */

export interface CompileOptions {
  lenient?: boolean
}

const FLOAT = /DOUBLE|FLOAT|DECIMAL|REAL/i

export function valueExpr(profile: TableProfile, column: string, opts: CompileOptions): string {
  const c = columnOf(profile, column)
  if (c?.numericText) return `${opts.lenient ? 'TRY_CAST' : 'CAST'}(${ident(column)} AS DOUBLE)`
  return ident(column)
}

export function measureLabel(m: Measure): string {
  if (m.agg === 'count') return 'count'
  if (m.agg === 'count_distinct') return `distinct_${m.column ?? ''}`
  return `${m.agg}_${m.column ?? ''}`
}

export function aggExpr(profile: TableProfile, m: Measure, opts: CompileOptions): string {
  if (m.agg === 'count' || m.column === null) return 'count(*)'
  if (m.agg === 'count_distinct') return `count(DISTINCT ${ident(m.column)})`
  const x = valueExpr(profile, m.column, opts)
  const c = columnOf(profile, m.column)
  const float = c?.numericText || FLOAT.test(c?.type ?? '')
  switch (m.agg) {
    case 'avg':
      return `round(avg(${x}), 2)`
    case 'median':
      return `round(median(${x}), 2)`
    case 'sum':
      return float ? `round(sum(${x}), 2)` : `sum(${x})`
    default:
      return `${m.agg}(${x})`
  }
}

export function dimLabel(profile: TableProfile, dim: Dim): string {
  const c = columnOf(profile, dim.column)
  if (!dim.grain || c?.kind === 'year') return dim.column
  const name =
    { month_of_year: 'month_of_year', weekday: 'weekday' }[dim.grain as string] ?? dim.grain
  return profile.columns.some((x) => x.name === name) ? `${dim.column}_${name}` : name
}

export function dimExpr(profile: TableProfile, dim: Dim): string {
  const c = columnOf(profile, dim.column)
  const x = ident(dim.column)
  if (!dim.grain || c?.kind !== 'temporal') return x
  switch (dim.grain) {
    case 'year':
      return `year(${x})`
    case 'month_of_year':
      return `month(${x})`
    case 'weekday':
      return `dayname(${x})`
    case 'day':
      return `CAST(${x} AS DATE)`
    case 'hour':
      return `date_trunc('hour', ${x})`
    default:
      return `CAST(date_trunc('${dim.grain}', ${x}) AS DATE)`
  }
}

export function filterSql(profile: TableProfile, f: Filter, opts: CompileOptions): string {
  const x = ident(f.column)
  switch (f.kind) {
    case 'in': {
      const list = f.values.map(literal).join(', ')
      return f.values.length === 1 && !f.negate
        ? `${x} = ${list}`
        : `${x} ${f.negate ? 'NOT IN' : 'IN'} (${list})`
    }
    case 'cmp':
      return `${valueExpr(profile, f.column, opts)} ${f.op} ${num(f.value)}`
    case 'between':
      return `${valueExpr(profile, f.column, opts)} BETWEEN ${num(f.low)} AND ${num(f.high)}`
    case 'period': {
      const c = columnOf(profile, f.column)
      const part = c?.kind === 'year' ? x : `${f.part}(${x})`
      if (f.op === 'between') return `${part} BETWEEN ${num(f.value)} AND ${num(f.high ?? f.value)}`
      if (f.op === 'in') return `${part} IN (${(f.values ?? [f.value]).map(num).join(', ')})`
      return `${part} ${f.op} ${num(f.value)}`
    }
  }
}
