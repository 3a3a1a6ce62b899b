import type { ColumnProfile, TableProfile } from '../types'

/**
 * A table in long format: one row per period and series, the series named in one column and its
 * number in another ("日期, 指标, 单位, 数值": a month of one indicator). Its numbers are never
 * added or averaged across series, and naming a series ("失业人数") names what is measured.
 * Found from the profile alone: a time column, one numeric column, and a column of a few named
 * series such that every period has about one row per series.
 */

interface Series {
  /** The column naming the series (指标, indicator, variable). */
  key: string
  /** The column holding each series' number (数值, value). */
  value: string
}

/** Most series a key column may hold; more reads as an entity column (countries, tickers). */
const MAX_SERIES = 50
/** Rows may miss a few period × series cells (a series that starts later). */
const FILLED = 0.9
/** A value column called by a word that says nothing of what it holds. */
const GENERIC_VALUE =
  /^(value|values|val|amount|figure|number|obs|observation|measurement|reading|数值|值|数据|数字|取值)$/i
/** A column of units ("单位": 千人, 十亿美元, %), which a series carries with it. */
const UNIT_HEADER = /^(unit|units|uom|measure unit|单位|計量単位|単位)$/i

const isTime = (c: ColumnProfile) => c.kind === 'temporal' || c.kind === 'year'
const named = (c: ColumnProfile) =>
  c.kind === 'categorical' &&
  c.distinct >= 2 &&
  c.distinct <= MAX_SERIES &&
  c.values.length === c.distinct &&
  c.values.every((v) => /\p{L}/u.test(v))

export function seriesOf(profile: TableProfile): Series | null {
  const time = profile.columns.find(isTime)
  const numbers = profile.columns.filter((c) => c.kind === 'numeric')
  if (!time || numbers.length !== 1 || time.distinct >= profile.rows) return null
  const value = numbers[0]!
  const keys = profile.columns
    .filter(named)
    .filter((k) => {
      const full = time.distinct * k.distinct
      return profile.rows <= full && profile.rows >= FILLED * full
    })
    .sort((a, b) => b.distinct - a.distinct)
  const key = keys[0]
  if (!key) return null
  // A table of prices per ticker is long too, but its numbers are one quantity: only a generic
  // value header or a column of units says the series measure different things.
  const units = profile.columns.some((c) => c !== key && named(c) && UNIT_HEADER.test(c.name))
  if (!units && !GENERIC_VALUE.test(value.name.trim())) return null
  return { key: key.name, value: value.name }
}
