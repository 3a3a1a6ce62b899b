import type { Sentences } from '../lang/sentences'
import type { Dim, Measure } from './schema'

/** Human names for measures and dimensions: "total Deaths", never "sum_Deaths". */

export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''))
}

export function measureName(m: Measure, s: Sentences, rows = ''): string {
  if (m.column === null) return rows || s.rows
  const x = m.column
  switch (m.agg) {
    case 'sum':
      return fill(s.total, { x })
    case 'avg':
      return fill(s.average, { x })
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
