import { dimName } from '../plan/labels'
import { oneRowPerDay } from '../understand/grains'
import { dimSql, from, measureSql, whereSql } from '../plan/sql'
import type { Dim, Measure } from '../plan/schema'
import { formatPeriods, say } from '../say'
import { ident } from '../sql'
import type { Understanding } from '../understand/understand'
import { baseFilters, naturalAgg } from './build'
import { dimsOf } from './dims'
import { barOrLine } from './chart'
import { alias, bold, dname, fmt, keyText, mname, whereText } from './format'
import type { KindCtx, KindModule } from './types'

type Grain = 'year' | 'month' | 'day'

/** The period an average is taken over: "average monthly sales", "deaths per year on average". */
const PERIODS: [RegExp, Grain][] = [
  [/\b(yearly|annual|annually|per year|a year|each year|every year)\b|每年|年均/i, 'year'],
  [/\b(monthly|per month|a month|each month|every month)\b|每月|每个月|月均/i, 'month'],
  [/\b(daily|per day|a day|each day|every day)\b|每天|每日|日均/i, 'day'],
]

/**
 * What is added up each period: an additive measure (sales, deaths), or rows counted ("flights a
 * day on average"). An average of a level (temperature, price, rate) is the plain average.
 */
function summed(u: Understanding): Measure | null {
  const m = u.measures[0]
  if (m)
    return u.measures.length === 1 && (u.cues.has('total') || naturalAgg(m) === 'sum')
      ? { agg: 'sum', column: m.name }
      : null
  // "How many orders a day on average": orders are counted distinct, as everywhere.
  const id = u.named.find((c) => c.kind === 'id')
  if (id && u.cues.has('count')) return { agg: 'count_distinct', column: id.name }
  return u.rowNoun || u.cues.has('count') ? { agg: 'count', column: null } : null
}

const AVERAGED = {
  year: 'word.averagedYear',
  month: 'word.averagedMonth',
  day: 'word.averagedDay',
} as const

const valueName = (plan: { measure: Measure; period: Dim }) =>
  `average ${alias(plan.measure)} per ${plan.period.grain}`
const periodsName = (plan: { period: Dim }) => `${plan.period.grain}s`
/** The value's name for people to read: "average total sales per month". */
const valueLabel = (plan: { measure: Measure; period: Dim }, ctx: KindCtx) =>
  ctx.lang === 'EN'
    ? `average ${mname(plan.measure, ctx)} per ${plan.period.grain}`
    : say(ctx.lang, AVERAGED[plan.period.grain as keyof typeof AVERAGED], {
        measure: mname(plan.measure, ctx),
      })

/**
 * "Average yearly deaths", "average monthly sales by region": each period's total, then the
 * average of those totals over the periods with data — never the average of single rows, which
 * answers "the average order line".
 */
export const periodAverage: KindModule<'period_average'> = {
  kind: 'period_average',
  detect(u) {
    const time = u.time
    if (!time || !u.cues.has('average') || u.cues.has('median')) return null
    const grain = PERIODS.find(([re]) => re.test(u.parsed.text))?.[1]
    if (!grain || (grain !== 'year' && time.kind !== 'temporal')) return null
    // One row per day: the average of daily totals is the plain average.
    if (grain === 'day' && oneRowPerDay(time, u.profile.rows)) return null
    const measure = summed(u)
    if (!measure) return null
    const dims = dimsOf(u).filter((d) => d.column !== time.name)
    return {
      kind: 'period_average',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      measure,
      period: { column: time.name, grain },
      dims,
    }
  },
  compile(plan, profile) {
    const dims = plan.dims.map((d) => `${dimSql(profile, d)} AS ${ident(dimName(d))}`)
    const names = plan.dims.map((d) => ident(dimName(d)))
    const inner = `SELECT ${[...dims, `${dimSql(profile, plan.period)} AS "__period"`, `${measureSql(profile, plan.measure)} AS "__total"`].join(', ')} FROM ${from(profile)}${whereSql(profile, plan.filters)} GROUP BY ALL`
    const outer = [
      ...names,
      `avg("__total") AS ${ident(valueName(plan))}`,
      `count(*) AS ${ident(periodsName(plan))}`,
    ].join(', ')
    const group = names.length
      ? ` WHERE ${names.map((n) => `${n} IS NOT NULL`).join(' AND ')} GROUP BY ${names.join(', ')} ORDER BY ${names.join(', ')}`
      : ''
    return `SELECT ${outer} FROM (${inner})${group}`
  },
  restate(plan, ctx) {
    const per = plan.dims.length
      ? `${say(ctx.lang, 'word.per')}${plan.dims.map((d) => dname(d, ctx)).join(', ')}`
      : ''
    return `${say(ctx.lang, AVERAGED[plan.period.grain], { measure: mname(plan.measure, ctx) })}${per}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length || r.rows.every((row) => row[valueName(plan)] === null))
      return say(ctx.lang, 'reply.noRows')
    const value = valueName(plan)
    const label = valueLabel(plan, ctx)
    const periods = periodsName(plan)
    if (!plan.dims.length) {
      const row = r.rows[0]!
      const over = formatPeriods(ctx.lang, Number(row[periods]), plan.period.grain)
      return `${label}: ${bold(ctx, row[value])} ${say(ctx.lang, 'period.over', { periods: over })}`
    }
    const lines = r.rows
      .slice(0, 12)
      .map(
        (row, k) =>
          `${k + 1}. **${plan.dims.map((d) => keyText(ctx, row[dimName(d)])).join(', ')}**: ${fmt(ctx, row[value])} (${formatPeriods(ctx.lang, Number(row[periods]), plan.period.grain)})`,
      )
    const more =
      r.rows.length > 12
        ? `\n${say(ctx.lang, 'word.moreInTable', { n: fmt(ctx, r.rows.length - 12) })}`
        : ''
    return `${label}:\n${lines.join('\n')}${more}`
  },
  chart(plan, r, ctx) {
    if (!plan.dims.length) return null
    return barOrLine(
      plan.dims[0]!,
      r,
      [{ field: valueName(plan), title: valueLabel(plan, ctx) }],
      ctx,
    )
  },
  followUps() {
    return []
  },
}
