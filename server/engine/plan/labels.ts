import { phrase, say, type SayKey } from '../say'
import type { EngineLanguage } from '../text/language'
import { exprText } from './expr'
import type { Dim, Measure } from './schema'

/** Human names for measures and dimensions: "total Deaths", never "sum_Deaths". */

/**
 * A measure's name. With `nameOf` it is for people to read (a column's plain name, and "total
 * population" rather than "total total population"); without, the column's own name, as SQL
 * aliases and the result's columns use it.
 */
export function measureName(
  m: Measure,
  lang: EngineLanguage,
  rows = '',
  nameOf?: (column: string) => string,
): string {
  if (m.derived) return derivedName(m, lang, nameOf)
  if (m.column === null) return rows || say(lang, 'word.rows')
  const x = nameOf ? nameOf(m.column) : m.column
  const named = (key: SayKey) => say(lang, key, { x })
  switch (m.agg) {
    case 'sum':
      return nameOf && said(phrase(lang, 'word.total'), x) ? x : named('word.total')
    case 'avg':
      return nameOf && said(phrase(lang, 'word.average'), x) ? x : named('word.average')
    case 'median':
      return named('word.median')
    case 'min':
      return named('word.min')
    case 'max':
      return named('word.max')
    case 'count':
      return named('word.count')
    case 'count_distinct':
      return named('word.distinct')
    case 'count_known':
      return named('word.known')
    case 'count_missing':
      return named('word.missing')
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
  if (d.grain === 'hour_of_day') return 'hour of day'
  return d.grain
}

/** A dimension's name for people to read: the column's plain name, or its grain ("calendar month"). */
export function dimLabel(d: Dim, nameOf: (column: string) => string): string {
  if (!d.grain || (d.grain === 'year' && /year/i.test(d.column))) return nameOf(d.column)
  return dimName(d)
}

/**
 * A derived measure's name: "average (brain weight ÷ body weight)" over the rows, "total cases ÷
 * (total cases + total controls)" over each column's total.
 */
function derivedName(m: Measure, lang: EngineLanguage, nameOf?: (c: string) => string): string {
  const { expr, over } = m.derived!
  const plain = nameOf ?? ((c: string) => c)
  // Only for people: a unit the question asked in that the data may not hold ("height in meters").
  const note = (x: string, unit: string) =>
    nameOf ? say(lang, 'word.unconverted', { x, unit }) : x
  if (over === 'totals')
    return exprText(expr, (c) => measureName({ agg: m.agg, column: c }, lang, '', nameOf), note)
  const text = exprText(expr, plain, note)
  return measureName({ agg: m.agg, column: `(${text})` }, lang, '', (x) => x)
}
