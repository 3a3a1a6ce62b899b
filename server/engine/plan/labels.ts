import type { Sentences } from '../lang/sentences'
import type { Dim, Measure } from './schema'

/** Human names for measures and dimensions: "total Deaths", never "sum_Deaths". */

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''))
}

/**
 * A measure's name. With `nameOf` it is for people to read (a column's plain name, and "total
 * population" rather than "total total population"); without, the column's own name, as SQL
 * aliases and the result's columns use it.
 */
export function measureName(
  m: Measure,
  s: Sentences,
  rows = '',
  nameOf?: (column: string) => string,
): string {
  if (m.column === null) return rows || s.rows
  const x = nameOf ? nameOf(m.column) : m.column
  switch (m.agg) {
    case 'sum':
      return nameOf && said(s.total, x) ? x : fill(s.total, { x })
    case 'avg':
      return nameOf && said(s.average, x) ? x : fill(s.average, { x })
    case 'median':
      return fill(s.median, { x })
    case 'min':
      return fill(s.min, { x })
    case 'max':
      return fill(s.max, { x })
    case 'count':
      return fill(s.count, { x })
    case 'count_distinct':
      return fill(s.distinct, { x })
    case 'count_known':
      return fill(s.known, { x })
    case 'count_missing':
      return fill(s.missing, { x })
  }
}

/** Whether a name already opens with its template's word: "total population" is a total. */
function said(template: string, x: string): boolean {
  const before = template.split('{x}')[0]!.trim()
  return !!before && /\s/.test(x) && x.toLowerCase().startsWith(`${before.toLowerCase()} `)
}

/**
 * A column's name as a chart title reads it: "temp_max" → "temp max", "totalSales" → "total
 * sales". English lowercases words that are only capitalised ("Sales"), never acronyms or codes
 * ("GDP", "CO2"); other languages keep their case (German nouns are capitalised).
 */
export function readable(column: string, lowercase: boolean): string {
  const words = column
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
  if (!words.length) return column
  return words.map((w) => (lowercase && /^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w)).join(' ')
}

export function dimName(d: Dim): string {
  if (!d.grain || d.grain === 'year')
    return d.grain === 'year' && !/year/i.test(d.column) ? 'year' : d.column
  if (d.grain === 'month_of_year') return 'calendar month'
  if (d.grain === 'day_of_week') return 'day of week'
  return d.grain
}

/** A dimension's name for people to read: the column's plain name, or its grain ("calendar month"). */
export function dimLabel(d: Dim, nameOf: (column: string) => string): string {
  if (!d.grain || (d.grain === 'year' && /year/i.test(d.column))) return nameOf(d.column)
  return dimName(d)
}
