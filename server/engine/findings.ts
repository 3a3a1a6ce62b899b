import type { Cell, QueryResult } from './db'
import { describeText } from './describe-text'
import { formatCell, formatNumber, joinList, t } from './i18n'
import { dimText, measureText, whereText } from './narrate-plan'
import type { EngineLanguage } from './text/language'
import type { Plan, TableProfile } from './types'

/**
 * Findings (pure): the Respond text, built only from the query results it is given, so every
 * number it quotes is one the TABLE file holds.
 */

export interface Results {
  main: QueryResult
  bins?: { result: QueryResult; width: number }
  rows?: QueryResult
  /** Values skipped by a lenient retry. */
  ignored?: number
}

const num = (v: Cell | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null
/** Group labels (years, cylinders, dates) are shown as written, without digit grouping. */
const raw = (v: Cell | undefined): string => (v === null || v === undefined ? '∅' : String(v))

function pct(lang: EngineLanguage, from: number, to: number): string {
  if (from === 0) return `${to >= 0 ? '+' : ''}${formatNumber(lang, to - from)}`
  const change = ((to - from) / Math.abs(from)) * 100
  return `${change >= 0 ? '+' : '−'}${formatNumber(lang, Math.abs(change), 1)}%`
}

export function findings(
  lang: EngineLanguage,
  plan: Plan,
  profile: TableProfile,
  r: Results,
): string {
  const out = [body(lang, plan, profile, r)]
  if (r.ignored) out.push(t(lang, 'retry.note', { n: formatNumber(lang, r.ignored) }))
  return out.join('\n\n')
}

function body(lang: EngineLanguage, plan: Plan, profile: TableProfile, r: Results): string {
  const where = whereText(lang, plan.filters)
  const measure = measureText(lang, plan.measure)
  const rows = r.main.rows
  const fmt = (v: Cell | undefined) => formatCell(lang, v ?? null)
  if (
    plan.kind !== 'describe' &&
    (!rows.length || rows.every((row) => row.every((v) => v === null)))
  ) {
    return t(lang, 'f.empty', { where })
  }
  switch (plan.kind) {
    case 'describe':
      return describeText(lang, profile, r.main)
    case 'filter': {
      const count = fmt(rows[0]?.[0])
      const head =
        plan.measure?.agg === 'count_distinct'
          ? t(lang, 'f.countDistinct', { count, column: plan.measure.column ?? '', where })
          : t(lang, 'f.count', { count, where })
      return r.rows
        ? `${head} ${t(lang, 'f.listed', { shown: formatNumber(lang, r.rows.rows.length) })}`
        : head
    }
    case 'correlation': {
      const value = num(rows[0]?.[0])
      if (value === null) return t(lang, 'f.empty', { where })
      const strength = [0.1, 0.3, 0.5, 0.7].filter((cut) => Math.abs(value) >= cut).length
      return t(lang, 'f.correlation', {
        x: plan.x ?? '',
        y: plan.y ?? '',
        r: formatNumber(lang, value, 4),
        n: fmt(rows[0]?.[1]),
        strength: t(lang, `f.strength.${strength}` as 'f.strength.0'),
        direction: t(lang, value >= 0 ? 'f.positive' : 'f.negative'),
      })
    }
    case 'distribution': {
      const [n, min, max, mean, median, sd] = rows[0] ?? []
      const lines = [
        t(lang, 'f.dist', {
          column: plan.column ?? '',
          min: fmt(min),
          max: fmt(max),
          median: fmt(median),
          mean: fmt(mean),
          sd: fmt(sd),
          n: fmt(n),
        }),
      ]
      const bins = r.bins
      if (bins?.result.rows.length) {
        const best = bins.result.rows.reduce((a, b) =>
          (num(b[1]) ?? 0) > (num(a[1]) ?? 0) ? b : a,
        )
        const from = num(best[0]) ?? 0
        lines.push(
          t(lang, 'f.mode', {
            from: formatNumber(lang, from, 4),
            to: formatNumber(lang, from + bins.width, 4),
            count: fmt(best[1]),
          }),
        )
      }
      return lines.join(' ')
    }
    case 'top': {
      const side = t(lang, plan.order === 'asc' ? 'side.asc' : 'side.desc')
      const labelIndex = 0
      const valueIndex =
        plan.rowLevel && !plan.label
          ? r.main.columns.indexOf(plan.measure?.column ?? '')
          : r.main.columns.length - 1
      const head = plan.rowLevel
        ? t(lang, 'f.topRows', { side, n: rows.length, column: plan.measure?.column ?? '', where })
        : t(lang, 'f.top', {
            side,
            n: rows.length,
            dim: dimText(lang, profile, plan.dims[0] ?? { column: '' }),
            measure,
            where,
          })
      const lines = rows.slice(0, 20).map((row, i) => {
        const label =
          plan.rowLevel && !plan.label
            ? r.main.columns.map((c, k) => `${c}: ${raw(row[k])}`).join(', ')
            : raw(row[labelIndex])
        return `${i + 1}. **${label}**: ${fmt(row[valueIndex])}`
      })
      return [head, ...lines].join('\n')
    }
    case 'trend':
      return trendText(lang, plan, r.main)
    case 'aggregate':
    case 'compare':
      return groupText(lang, plan, r.main)
  }
}

function trendText(lang: EngineLanguage, plan: Plan, result: QueryResult): string {
  const fmt = (v: Cell | undefined) => formatCell(lang, v ?? null)
  const measure = measureText(lang, plan.measure)
  const rows = result.rows
  const m = result.columns.length - 1
  if (plan.dims.length > 1) {
    const last = rows.at(-1)?.[0]
    const latest = rows
      .filter((row) => row[0] === last)
      .map((row) => `${raw(row[1])} (${fmt(row[m])})`)
    return `${t(lang, 'f.trendSplit', { dim: plan.dims[1]?.column ?? '', list: joinList(lang, latest) })} (${raw(last)})`
  }
  const first = rows[0] ?? []
  const lastRow = rows.at(-1) ?? []
  const values = rows.filter((row) => num(row[m]) !== null)
  const peak = values.reduce(
    (a, b) => ((num(b[m]) ?? 0) > (num(a[m]) ?? 0) ? b : a),
    values[0] ?? [],
  )
  const low = values.reduce(
    (a, b) => ((num(b[m]) ?? 0) < (num(a[m]) ?? 0) ? b : a),
    values[0] ?? [],
  )
  const a = num(first[m])
  const b = num(lastRow[m])
  const lines = [
    t(lang, 'f.trend', {
      first: raw(first[0]),
      last: raw(lastRow[0]),
      measure,
      firstValue: fmt(first[m]),
      lastValue: fmt(lastRow[m]),
      change: a !== null && b !== null ? pct(lang, a, b) : '—',
    }),
  ]
  if (rows.length > 2)
    lines.push(
      t(lang, 'f.peak', {
        peak: raw(peak[0]),
        peakValue: fmt(peak[m]),
        low: raw(low[0]),
        lowValue: fmt(low[m]),
      }),
    )
  return lines.join(' ')
}

function groupText(lang: EngineLanguage, plan: Plan, result: QueryResult): string {
  const fmt = (v: Cell | undefined) => formatCell(lang, v ?? null)
  const measure = measureText(lang, plan.measure)
  const where = whereText(lang, plan.filters)
  const rows = result.rows
  const m = result.columns.length - 1
  if (m === 0) return t(lang, 'f.scalar', { measure, where, value: fmt(rows[0]?.[0]) })
  if (plan.dims.every((d) => d.grain)) return trendText(lang, plan, result)
  const label = (row: Cell[]) => row.slice(0, m).map(raw).join(' / ')
  const [top, second] = rows
  if (!top) return t(lang, 'f.empty', { where })
  if (rows.length === 1) return t(lang, 'f.single', { top: label(top), topValue: fmt(top[m]) })
  const a = num(top[m])
  const b = num(second?.[m])
  if (plan.kind === 'compare' && rows.length === 2 && second && a !== null && b !== null) {
    return t(lang, 'f.compareTwo', {
      a: label(top),
      av: fmt(top[m]),
      b: label(second),
      bv: fmt(second[m]),
      winner: label(top),
      pct: b === 0 ? fmt(a - b) : `${formatNumber(lang, ((a - b) / Math.abs(b)) * 100, 1)}%`,
    })
  }
  const rest = rows.slice(1, 3).map((row) => `**${label(row)}** (${fmt(row[m])})`)
  const bottom = rows.at(-1) ?? top
  const lines = [
    t(lang, 'f.lead', {
      top: label(top),
      measure,
      topValue: fmt(top[m]),
      rest: rest.length ? t(lang, 'f.followedBy', { list: joinList(lang, rest) }) : '',
    }),
  ]
  if (rows.length > 3)
    lines.push(t(lang, 'f.lowest', { bottom: label(bottom), bottomValue: fmt(bottom[m]) }))
  const agg = plan.measure?.agg ?? 'count'
  if ((agg === 'sum' || agg === 'count') && plan.dims.length === 1) {
    const total = rows.reduce((s, row) => s + (num(row[m]) ?? 0), 0)
    lines.push(t(lang, 'f.total', { n: rows.length, total: formatNumber(lang, total) }))
  } else lines.push(t(lang, 'f.groups', { n: rows.length }))
  return lines.join(' ')
}
