import { say } from '../say'
import { isMeasure } from '../types'
import { columnOf } from '../columns'
import { dimName } from '../plan/labels'
import { dimSql, from, measureSql, whereSql } from '../plan/sql'
import type { Filter, Measure } from '../plan/schema'
import { ident, num } from '../sql'
import type { Understanding } from '../understand/understand'
import { baseFilters, defaultAgg, measureOf } from './build'
import { dimsOf } from './dims'
import { barOrLine } from './chart'
import { alias, bold, dname, fmt, keyText, mname, pct, whereText } from './format'
import type { KindModule } from './types'

/** A date range of whole months is compared month by month; any other, day by day. */
function spanGrain(range: Understanding['dateRange']): 'month' | 'day' | null {
  if (!range) return null
  const last = new Date(`${range.to}T00:00:00Z`)
  last.setUTCDate(last.getUTCDate() + 1)
  return range.from.endsWith('-01') && last.getUTCDate() === 1 ? 'month' : 'day'
}

/**
 * Change between periods: first, last and change (per group when asked), or each period against
 * the one before ("compared with the year before"). Forecast questions are answered with this,
 * honestly: what the data shows so far, never a prediction.
 */
export const change: KindModule<'change'> = {
  kind: 'change',
  detect(u) {
    const asks =
      u.cues.has('change') || u.cues.has('previous') || u.cues.has('forecast') || u.cues.has('why')
    if (!asks || !u.time) return null
    // Two named years are a comparison of those years (with their ratio), not a series.
    if (new Set(u.years).size === 2 && !u.yearRange && !u.cues.has('previous')) return null
    // "From January 1970 to January 2015" said as dates: the change between those months (or
    // days), over the range itself.
    const span = u.time.kind === 'temporal' ? spanGrain(u.dateRange) : null
    const grain =
      span ??
      (u.time.kind === 'year'
        ? ('year' as const)
        : u.grains.has('month') && !u.cues.has('previous')
          ? ('month' as const)
          : ('year' as const))
    const time = { column: u.time.name, grain }
    const by = dimsOf(u).find((d) => d.column !== u.time?.name)
    const from = u.yearRange?.from ?? (u.years.length === 1 ? u.years[0] : undefined)
    const to = u.yearRange?.to
    const filters = baseFilters(u, { skipYears: true }).filter(
      (f: Filter) =>
        !(
          'column' in f &&
          f.column === u.time?.name &&
          f.op !== 'in' &&
          !(span && f.op === 'between')
        ),
    )
    return {
      kind: 'change',
      datasourceId: u.profile.source.datasourceId,
      filters,
      measure: changeMeasure(u),
      time,
      ...(by ? { by } : {}),
      mode: u.cues.has('previous') ? 'each' : 'endpoints',
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
    }
  },
  compile(plan, profile) {
    const t = dimSql(profile, plan.time)
    const yearOf =
      columnOf(profile, plan.time.column)?.kind === 'temporal'
        ? `year(${ident(plan.time.column)})`
        : ident(plan.time.column)
    const m = ident(alias(plan.measure))
    const range: string[] = []
    const back = plan.mode === 'each' ? 1 : 0
    if (plan.from !== undefined) range.push(`${yearOf} >= ${num(plan.from - back)}`)
    if (plan.to !== undefined) range.push(`${yearOf} <= ${num(plan.to)}`)
    const where = whereSql(profile, plan.filters)
    const cond = range.length
      ? `${where ? `${where} AND` : ' WHERE'} ${range.join(' AND ')}`
      : where
    const by = plan.by ? `${dimSql(profile, plan.by)} AS ${ident(dimName(plan.by))}, ` : ''
    const series = `SELECT ${by}${t} AS period, ${measureSql(profile, plan.measure)} AS ${m} FROM ${from(profile)}${cond} GROUP BY ALL`
    if (plan.mode === 'each') {
      const keep =
        plan.from !== undefined
          ? ` WHERE period >= ${plan.time.grain === 'year' ? num(plan.from) : `'${plan.from}'`}`
          : ''
      const part = plan.by ? `PARTITION BY ${ident(dimName(plan.by))} ` : ''
      return `SELECT * FROM (SELECT ${plan.by ? `${ident(dimName(plan.by))}, ` : ''}period, ${m}, ${m} - lag(${m}) OVER (${part}ORDER BY period) AS ${ident('change')}, 100.0 * (${m} - lag(${m}) OVER (${part}ORDER BY period)) / nullif(lag(${m}) OVER (${part}ORDER BY period), 0) AS ${ident('change %')} FROM (${series}))${keep} ORDER BY ${plan.by ? '1, ' : ''}period`
    }
    const g = plan.by ? `${ident(dimName(plan.by))}, ` : ''
    return `SELECT ${g}min(period) AS ${ident('first period')}, arg_min(${m}, period) AS ${ident('first value')}, max(period) AS ${ident('last period')}, arg_max(${m}, period) AS ${ident('last value')}, arg_max(${m}, period) - arg_min(${m}, period) AS ${ident('change')}, 100.0 * (arg_max(${m}, period) - arg_min(${m}, period)) / nullif(arg_min(${m}, period), 0) AS ${ident('change %')} FROM (${series}) ${plan.by ? 'GROUP BY 1 ORDER BY "change" DESC NULLS LAST' : ''}`
  },
  restate(plan, ctx) {
    const range =
      plan.from !== undefined ? ` ${plan.from}${plan.to !== undefined ? `–${plan.to}` : '→'}` : ''
    const each =
      plan.mode === 'each'
        ? ` (each ${plan.time.grain ?? 'year'} vs the one before)`
        : ` (${say(ctx.lang, 'word.first')}, ${say(ctx.lang, 'word.last')}, ${say(ctx.lang, 'word.change')})`
    return `${say(ctx.lang, 'word.change')}${say(ctx.lang, 'word.of')}${mname(plan.measure, ctx)}${say(ctx.lang, 'word.per')}${plan.time.grain ?? 'year'}${plan.by ? `${say(ctx.lang, 'word.per')}${dname(plan.by, ctx)}` : ''}${range}${each}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    if (plan.mode === 'each') {
      return r.rows
        .slice(0, 30)
        .map(
          (row) =>
            `- **${keyText(ctx, row.period)}**: ${fmt(ctx, row[alias(plan.measure)])} (${say(ctx.lang, 'word.change')} ${sign(row.change)}${bold(ctx, row.change)}, ${sign(row['change %'])}${pct(ctx, row['change %'])})`,
        )
        .join('\n')
    }
    return r.rows
      .slice(0, 12)
      .map((row) => {
        const who = plan.by ? `**${keyText(ctx, row[dimName(plan.by)])}**: ` : ''
        return `${who}${keyText(ctx, row['first period'])}: ${bold(ctx, row['first value'])} → ${keyText(ctx, row['last period'])}: ${bold(ctx, row['last value'])}; ${say(ctx.lang, 'word.change')} ${sign(row.change)}${bold(ctx, row.change)} (${sign(row['change %'])}${pct(ctx, row['change %'])})`
      })
      .join('\n')
  },
  chart(plan, r, ctx) {
    if (plan.mode !== 'each') return null
    return barOrLine(
      { column: 'period', grain: plan.time.grain ?? 'year' },
      {
        columns: r.columns,
        rows: r.rows.map((row) => ({
          ...row,
          [dimName({ column: 'period', grain: plan.time.grain ?? 'year' })]: row.period ?? null,
        })),
      },
      [{ field: 'change', title: say(ctx.lang, 'word.change') }],
      ctx,
    )
  },
  followUps() {
    return []
  },
}

const sign = (v: unknown) => (typeof v === 'number' && v > 0 ? '+' : '')

/** "Which stock gained the most": with no measure named, a table's only measure is the one that changes. */
function changeMeasure(u: Understanding): Measure {
  const only = u.profile.columns.filter((c) => isMeasure(c) && !c.lowCardinality)
  if (u.measures.length || u.cues.has('count') || only.length !== 1) return measureOf(u)
  return { agg: defaultAgg(only[0]!, u), column: only[0]!.name }
}
