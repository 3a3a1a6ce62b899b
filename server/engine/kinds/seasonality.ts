import { from, measureSql, whereSql } from '../plan/sql'
import { formatMonth, say } from '../say'
import { ident } from '../sql'
import { baseFilters, measureOf } from './build'
import { barOrLine } from './chart'
import { alias, bold, chartName, mname, whereText } from './format'
import type { KindModule } from './types'

// DuckDB's monthname() is English; the answer names the month in its own language.
const MONTHS =
  'january february march april may june july august september october november december'.split(' ')
const monthName = (value: unknown, ctx: { lang: Parameters<typeof say>[0] }) => {
  const i = MONTHS.indexOf(String(value).toLowerCase())
  return i < 0 ? String(value) : formatMonth(ctx.lang, i)
}

/** The measure per calendar month over all years (seasonality), not a monthly series. */
export const seasonality: KindModule<'seasonality'> = {
  kind: 'seasonality',
  detect(u) {
    if (u.time?.kind !== 'temporal') return null
    const asks =
      u.cues.has('calendarMonth') ||
      (/\bwhich month|what month|哪个月|哪一个月/i.test(u.parsed.text) && u.cues.has('average'))
    if (!asks) return null
    const measure = measureOf(u)
    return {
      kind: 'seasonality',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      measure:
        measure.agg === 'sum' && measure.column
          ? measure
          : { ...measure, agg: measure.column ? 'avg' : 'count' },
      time: u.time.name,
    }
  },
  compile(plan, profile) {
    const t = ident(plan.time)
    return `SELECT monthname(${t}) AS ${ident('calendar month')}, ${measureSql(profile, plan.measure)} AS ${ident(alias(plan.measure))} FROM ${from(profile)}${whereSql(profile, plan.filters)} GROUP BY month(${t}), monthname(${t}) ORDER BY month(${t})`
  },
  restate(plan, ctx) {
    return `${mname(plan.measure, ctx)}${say(ctx.lang, 'word.per')}${say(ctx.lang, 'word.calendarMonth')}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    const m = alias(plan.measure)
    const rows = r.rows.filter((row) => typeof row[m] === 'number')
    if (!rows.length) return say(ctx.lang, 'reply.noRows')
    const sorted = [...rows].sort((a, b) => (b[m] as number) - (a[m] as number))
    const hi = sorted[0]!
    const lo = sorted.at(-1)!
    return say(ctx.lang, 'season.highLow', {
      high: `**${monthName(hi['calendar month'], ctx)}**`,
      highValue: bold(ctx, hi[m]),
      low: `**${monthName(lo['calendar month'], ctx)}**`,
      lowValue: bold(ctx, lo[m]),
    })
  },
  chart(plan, r, ctx) {
    return barOrLine(
      { column: plan.time, grain: 'month_of_year' },
      r,
      [{ field: alias(plan.measure), title: chartName(plan.measure, ctx) }],
      ctx,
    )
  },
  followUps() {
    return []
  },
}
