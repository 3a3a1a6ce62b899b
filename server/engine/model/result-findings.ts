import type { Cell, QueryResult } from '../db'
import { formatCell, formatNumber, say } from '../say'
import type { EngineLanguage } from '../text/language'

/**
 * Findings for any result with named columns (pure): the answer value or row, the first rows in
 * the query's own order, and a total where the column adds up. Every number written here is a
 * cell of the result, its row count, or a sum of one of its columns.
 */

const SHOWN = 10
/** Columns whose values do not add up across rows (averages, rates, extremes). */
const NOT_ADDITIVE =
  /avg|average|mean|median|rate|ratio|pct|percent|share|min|max|per_|_per|margin|std|corr|year|month|day|rank|id$/i

const isNum = (v: Cell | undefined): v is number => typeof v === 'number' && Number.isFinite(v)

export function numericColumns(result: QueryResult): number[] {
  return result.columns
    .map((_, i) => i)
    .filter((i) => {
      const values = result.rows.map((r) => r[i]).filter((v) => v !== null && v !== undefined)
      return values.length > 0 && values.every(isNum)
    })
}

export function resultFindings(
  lang: EngineLanguage,
  result: QueryResult,
  truncated: boolean,
): string {
  const { rows, columns } = result
  const fmt = (v: Cell | undefined) => formatCell(lang, v ?? null)
  if (!rows.length || rows.every((r) => r.every((v) => v === null)))
    return say(lang, 'planner.noRows')
  const numeric = numericColumns(result)
  const [first] = rows
  if (rows.length === 1 && first) {
    if (columns.length === 1)
      return say(lang, 'planner.value', { value: fmt(first[0]), column: columns[0] ?? '' })
    const pairs = columns.map((c, i) => `${c} **${fmt(first[i])}**`).join(', ')
    return say(lang, 'planner.row', { pairs })
  }
  const labels = columns.map((_, i) => i).filter((i) => !numeric.includes(i))
  const lines = rows.slice(0, SHOWN).map((row, k) => {
    const label = labels.map((i) => String(row[i] ?? '∅')).join(' / ')
    const values = numeric.map((i) => `${columns[i]} ${fmt(row[i])}`).join(', ')
    return `${k + 1}. ${label ? `**${label}**: ` : ''}${values}`
  })
  const n = formatNumber(lang, rows.length)
  const out = [
    rows.length > SHOWN
      ? say(lang, 'planner.rowsFirst', { n, shown: SHOWN })
      : say(lang, 'planner.rows', { n }),
    ...lines,
  ]
  const additive = numeric.filter((i) => !NOT_ADDITIVE.test(columns[i] ?? '')).slice(0, 3)
  if (labels.length && additive.length && !truncated) {
    const totals = additive.map((i) => {
      const total = rows.reduce((s, r) => s + (isNum(r[i]) ? r[i] : 0), 0)
      return `${columns[i] ?? ''} **${formatNumber(lang, total)}**`
    })
    out.push('', say(lang, 'planner.total', { n, totals: totals.join(', ') }))
  }
  if (truncated) out.push('', say(lang, 'planner.truncated', { n }))
  return out.join('\n')
}
