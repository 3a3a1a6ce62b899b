import type { Agg, ColumnProfile, Grain, TableProfile } from './types'
import { nameTokens } from './text/normalize'

/** Facts about a table's columns that the planner and the compiler both need. */

export function columnOf(profile: TableProfile, name: string): ColumnProfile | undefined {
  return profile.columns.find((c) => c.name === name)
}

export function isTime(c: ColumnProfile | undefined): boolean {
  return c?.kind === 'temporal' || c?.kind === 'year'
}

export function isMeasure(c: ColumnProfile | undefined): boolean {
  return c?.kind === 'numeric'
}

/** The column a trend follows: a date or timestamp first, then an integer year column. */
export function mainTimeColumn(profile: TableProfile): ColumnProfile | undefined {
  return (
    profile.columns.find((c) => c.kind === 'temporal') ??
    profile.columns.find((c) => c.kind === 'year')
  )
}

/** The column that names a row (Name, Product Name), for row-level rankings and lists. */
export function labelColumn(profile: TableProfile): ColumnProfile | undefined {
  const text = profile.columns.filter((c) => c.kind === 'categorical')
  const named = text.find((c) => /name|title|label/i.test(c.name))
  if (named) return named
  return text
    .filter((c) => profile.rows > 0 && c.distinct / profile.rows >= 0.5)
    .sort((a, b) => b.distinct - a.distinct)[0]
}

/** Quantities that add up (sales, population, rain) default to a sum; rates and levels to a mean. */
const ADDITIVE =
  /sale|profit|quantit|amount|revenue|cost|pop|precipitation|unit|volume|spend|count|total/i

export function defaultAgg(c: ColumnProfile | undefined): Agg {
  if (!c) return 'count'
  return ADDITIVE.test(c.name) ? 'sum' : 'avg'
}

const DAY = 86_400_000

/** A grain that gives a readable number of points over the column's span. */
export function defaultGrain(c: ColumnProfile | undefined): Grain {
  if (!c || c.kind === 'year') return 'year'
  const own = nameTokens(c.name).map((t) => t.stem)
  if (own.includes('year')) return 'year'
  const min = Date.parse(String(c.min))
  const max = Date.parse(String(c.max))
  if (!Number.isFinite(min) || !Number.isFinite(max)) return 'month'
  const span = (max - min) / DAY
  if (span > 6 * 366) return 'year'
  if (span > 366) return 'month'
  if (span > 45) return 'week'
  return 'day'
}

/** Values of a numeric column that look like fractions: "20%" then means 0.2. */
export function isFraction(c: ColumnProfile | undefined): boolean {
  return typeof c?.max === 'number' && c.max <= 1 && typeof c.min === 'number' && c.min >= -1
}
