import type { QueryResult } from './db'
import { formatCell, formatNumber, t } from './i18n'
import type { EngineLanguage } from './text/language'
import type { TableProfile } from './types'

/** Describe quotes the profile and the mean from SUMMARIZE (the TABLE of the step). */
export function describeText(
  lang: EngineLanguage,
  profile: TableProfile,
  summary: QueryResult,
): string {
  const fmt = (v: unknown) => formatCell(lang, v)
  const nameAt = summary.columns.indexOf('column_name')
  const avgAt = summary.columns.indexOf('avg')
  const meanOf = (name: string) => {
    const row = summary.rows.find((r) => r[nameAt] === name)
    const v = Number(row?.[avgAt])
    return Number.isFinite(v) ? formatNumber(lang, v) : '—'
  }
  const lines = profile.columns.slice(0, 40).map((c) => {
    const missing = c.nulls ? t(lang, 'f.missing', { n: formatNumber(lang, c.nulls) }) : ''
    if (c.kind === 'numeric')
      return `- ${t(lang, 'f.col.numeric', { name: c.name, min: fmt(c.min), max: fmt(c.max), mean: meanOf(c.name) })}${missing}`
    if (c.kind === 'temporal' || c.kind === 'year')
      return `- ${t(lang, 'f.col.temporal', { name: c.name, min: fmt(c.min), max: fmt(c.max) })}${missing}`
    if (c.kind === 'categorical' || c.kind === 'id')
      return `- ${t(lang, 'f.col.categorical', { name: c.name, distinct: formatNumber(lang, Math.max(c.distinct, 0)) })}${missing}`
    return `- ${t(lang, 'f.col.other', { name: c.name, type: c.type })}${missing}`
  })
  return [
    t(lang, 'f.describe', {
      file: profile.source.fileName,
      rows: formatNumber(lang, profile.rows),
      cols: profile.columns.length,
    }),
    ...lines,
  ].join('\n')
}
