import { columnOf } from '../columns'
import { exprSql } from './expr'
import { ident, literal, num } from '../sql'
import type { TableProfile } from '../types'
import { dimName } from './labels'
import type { Band, Dim, Filter, Measure } from './schema'

/** SQL pieces shared by the plan kinds. Every name comes from the profile; values are literals. */

export function col(profile: TableProfile, name: string): string {
  const c = columnOf(profile, name)
  if (!c) throw new Error(`Unknown column ${name}`)
  if (!c.numericText) return ident(c.name)
  return profile.casts === 'strict' ? `CAST(${ident(c.name)} AS DOUBLE)` : lenientCast(c.name)
}

/** How a text column holding numbers is read leniently: what is not a number becomes NULL. */
const lenientCast = (name: string) => `TRY_CAST(${ident(name)} AS DOUBLE)`

/**
 * The same profile compiling strict casts: a query's first attempt, so that text which is not a
 * number fails loudly and the retry can say how many values it ignored.
 */
export function strictly(profile: TableProfile): TableProfile {
  return { ...profile, casts: 'strict' }
}

/** Values of the text-held number columns a lenient query read that are not numbers. */
export function notNumbersSql(profile: TableProfile, lenientSql: string): string | null {
  const used = profile.columns.filter(
    (c) => c.numericText && lenientSql.includes(lenientCast(c.name)),
  )
  if (!used.length) return null
  const counts = used.map(
    (c) =>
      `count(*) FILTER (WHERE ${ident(c.name)} IS NOT NULL AND ${lenientCast(c.name)} IS NULL)`,
  )
  return `SELECT ${counts.join(' + ')} AS ${ident('not numbers')} FROM ${from(profile)}`
}

const isTemporal = (profile: TableProfile, name: string) =>
  columnOf(profile, name)?.kind === 'temporal'

/** Text such as "NA" or "" counts as missing as well as NULL. */
/** How files write a missing value in a text column (R's NA, spreadsheets' N/A, a dash). */
export const MISSING_MARKERS = `('', 'NA', 'N/A', 'n/a', 'null', 'NULL', 'None', '-')`

export function missingSql(profile: TableProfile, name: string): string {
  const x = ident(name)
  return `(${x} IS NULL OR trim(CAST(${x} AS VARCHAR)) IN ${MISSING_MARKERS})`
}

const lit = (v: string | number) => (typeof v === 'number' ? num(v) : literal(v))

function partExpr(
  profile: TableProfile,
  column: string,
  part?: 'year' | 'month' | 'day' | 'hour',
): string {
  const x = col(profile, column)
  if (!part) return x
  if (isTemporal(profile, column)) return `${part}(${x})`
  return x
}

export function filterSql(profile: TableProfile, f: Filter): string {
  switch (f.op) {
    case 'in':
      return `${partExpr(profile, f.column, f.part)} IN (${f.values.map(lit).join(', ')})`
    case 'not_in':
      return `(${col(profile, f.column)} NOT IN (${f.values.map(lit).join(', ')}) OR ${col(profile, f.column)} IS NULL)`
    case 'between':
      return `${partExpr(profile, f.column, f.part)} BETWEEN ${lit(f.low)} AND ${lit(f.high)}`
    case 'is_null':
      return `(${f.columns.map((c) => missingSql(profile, c)).join(' OR ')})`
    case 'not_null':
      return `NOT (${f.columns.map((c) => missingSql(profile, c)).join(' OR ')})`
    default:
      return `${partExpr(profile, f.column, f.part)} ${f.op} ${lit(f.value)}`
  }
}

export function whereSql(profile: TableProfile, filters: Filter[]): string {
  return filters.length ? ` WHERE ${filters.map((f) => filterSql(profile, f)).join(' AND ')}` : ''
}

export function measureSql(profile: TableProfile, m: Measure, filter?: string): string {
  const f = filter ? ` FILTER (WHERE ${filter})` : ''
  if (m.derived) return derivedSql(profile, m, f)
  if (m.column === null) return `count(*)${f}`
  const x = col(profile, m.column)
  switch (m.agg) {
    case 'count':
      return `count(${x})${f}`
    case 'count_distinct':
      return `count(DISTINCT ${x})${f}`
    case 'count_known':
      return `count(*) FILTER (WHERE NOT ${missingSql(profile, m.column)}${filter ? ` AND ${filter}` : ''})`
    case 'count_missing':
      return `count(*) FILTER (WHERE ${missingSql(profile, m.column)}${filter ? ` AND ${filter}` : ''})`
    default:
      return `${m.agg}(${x})${f}`
  }
}

/** A derived measure: the aggregate of each row's value, or the formula of each column's aggregate. */
function derivedSql(profile: TableProfile, m: Measure, f: string): string {
  const { expr, over } = m.derived!
  const agg =
    m.agg === 'count_distinct' ? 'count(DISTINCT ' : `${/^count/.test(m.agg) ? 'count' : m.agg}(`
  if (over === 'rows') return `${agg}${exprSql(expr, (c) => col(profile, c))})${f}`
  return exprSql(expr, (c) => `${agg}${col(profile, c)})${f}`)
}

export function dimSql(profile: TableProfile, d: Dim): string {
  const x = col(profile, d.column)
  if (d.bands) return bandsSql(x, d.bands)
  const temporal = isTemporal(profile, d.column)
  switch (d.grain) {
    case 'year':
      return temporal ? `year(${x})` : x
    case 'decade':
      return temporal ? `(year(${x}) // 10) * 10` : `(${x} // 10) * 10`
    case 'month':
      return `CAST(date_trunc('month', ${x}) AS DATE)`
    case 'day':
      return `CAST(${x} AS DATE)`
    case 'month_of_year':
      return `monthname(${x})`
    case 'day_of_week':
      return `dayname(${x})`
    case 'hour_of_day':
      return `hour(${x})`
    default:
      return temporal ? `strftime(${x}, '%Y-%m-%d')` : x
  }
}

export function from(profile: TableProfile): string {
  return ident(profile.table)
}

/** Rows tied with the last place a ranking asked for that are still listed (ties beyond are cut). */
export const TIES_SHOWN = 50

/** Days of the week in calendar order (DuckDB's dayname), so a weekday series reads Monday first. */
const WEEK = "['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']"

/**
 * The outer query over grouped rows (`inner` selects the groups first, then GROUP BY): groups
 * without a name dropped; ranked by a column when `rank` says so, where the top N keep their ties
 * ("which island has the most species" with two tied: both are the answer, up to TIES_SHOWN more
 * rows), else in group order, weekdays Monday first. `extra` adds columns over all the groups,
 * taken before a ranking cuts.
 */
export function groupedSql(
  inner: string,
  dims: Dim[],
  rank?: { by: string; order?: 'asc' | 'desc'; limit?: number },
  extra = '',
): string {
  const names = dims.map((d) => ident(dimName(d)))
  const notNull = names.map((n) => `${n} IS NOT NULL`).join(' AND ')
  if (!rank?.order) {
    const order = dims.map((d, i) =>
      d.grain === 'day_of_week' ? `list_position(${WEEK}, ${names[i]})` : i + 1,
    )
    const limit = rank?.limit ? ` LIMIT ${rank.limit + TIES_SHOWN}` : ''
    return `SELECT *${extra} FROM (${inner}) WHERE ${notNull} ORDER BY ${order.join(', ')}${limit}`
  }
  const by = `${rank.by} ${rank.order.toUpperCase()} NULLS LAST`
  const top = rank.limit
    ? ` QUALIFY rank() OVER (ORDER BY ${by}) <= ${rank.limit} ORDER BY ${by}, 1 LIMIT ${rank.limit + TIES_SHOWN}`
    : ` ORDER BY ${by}, 1`
  return `SELECT *${extra} FROM (${inner}) WHERE ${notNull}${top}`
}

/** The band each row falls in (the first that holds it), NULL for rows in none. */
function bandsSql(x: string, bands: Band[]): string {
  const test = (b: Band) =>
    b.op === 'between'
      ? `${x} BETWEEN ${num(b.value)} AND ${num(b.high ?? b.value)}`
      : `${x} ${b.op} ${num(b.value)}`
  return `CASE ${bands.map((b) => `WHEN ${test(b)} THEN ${literal(b.label)}`).join(' ')} END`
}

/** " AND <dim> IS NOT NULL" for each banded dim: rows in no band are in no group asked for. */
export function inBandsSql(profile: TableProfile, dims: Dim[], where: string): string {
  const banded = dims.filter((d) => d.bands).map((d) => `${dimSql(profile, d)} IS NOT NULL`)
  if (!banded.length) return where
  return `${where}${where ? ' AND' : ' WHERE'} ${banded.join(' AND ')}`
}
