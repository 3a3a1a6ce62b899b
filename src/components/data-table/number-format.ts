import type { ColumnType } from '@/workers/csv-client'

/**
 * How a number column's cells read: the same number of decimals on every row of a column (the
 * most its first rows use, up to 6, so "6,976.10" keeps its zero; a computed column of 15-digit
 * fractions shows four significant digits), grouped the way the app's language groups. Small
 * integers (years, codes under 10,000) are not grouped.
 */
const MAX_DECIMALS = 6
const SAMPLE = 1000

interface Data {
  columns: { type: ColumnType }[]
  rows: string[][]
}

const identity = (text: string) => text

export function numberFormats(data: Data, locale?: string): ((text: string) => string)[] {
  const sample = data.rows.slice(0, SAMPLE)
  return data.columns.map((c, col) => {
    if (c.type !== 'integer' && c.type !== 'number') return identity
    let decimals = 0
    let large = false
    let smallest = Infinity
    for (const row of sample) {
      const v = row[col] ?? ''
      if (!v || /e/i.test(v)) continue
      const dot = v.indexOf('.')
      if (dot >= 0) decimals = Math.max(decimals, v.length - dot - 1)
      const n = Math.abs(Number(v))
      if (n >= 10_000) large = true
      if (n > 0 && n < smallest) smallest = n
    }
    // More decimals than data is written with (15.926415094339623, an average): computed, not
    // measured. Show four significant digits of its smallest value, at least two decimals.
    if (decimals > MAX_DECIMALS && Number.isFinite(smallest))
      decimals = Math.max(2, 3 - Math.floor(Math.log10(smallest)))
    decimals = Math.min(decimals, MAX_DECIMALS)
    if (c.type === 'integer' && !large) return identity
    let format: Intl.NumberFormat
    try {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: c.type === 'number' || large,
      })
    } catch {
      return identity
    }
    return (text: string) => {
      if (text === '') return text
      const n = Number(text)
      return Number.isFinite(n) ? format.format(n) : text
    }
  })
}
