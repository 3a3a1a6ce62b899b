import { dimName } from '../plan/labels'
import { dimSql, from, measureSql, whereSql, filterSql } from '../plan/sql'
import type { Filter, Measure, PlanOf } from '../plan/schema'
import { say } from '../say'
import { ident } from '../sql'
import type { Understanding } from '../understand/understand'
import { wordsOf } from '../understand/words'
import { baseFilters, measureOf, valueFilters } from './build'
import { dimsOf } from './dims'
import { barOrLine, simpleBar } from './chart'
import { bold, chartName, dname, fmt, keyText, mname, whereText } from './format'
import type { KindModule } from './types'

const PROFIT = /^(profit|earning|margin|gain)$/
const SALES = /^(sale|revenue|turnover)$/

/** One total over another, overall or per the question's groups (neither column among them). */
function totalsRatio(u: Understanding, numerator: Measure, denominator: Measure): PlanOf<'ratio'> {
  const own = [numerator.column, denominator.column]
  return {
    kind: 'ratio',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    numerator: { measure: numerator, filters: [] },
    denominator: { measure: denominator, filters: [] },
    dims: dimsOf(u).filter((d) => !own.includes(d.column)),
  }
}

/**
 * A profit margin is profit ÷ sales, each summed over the rows (never an average of row margins),
 * overall or per group; it needs a profit-like and a sales-like column.
 */
function marginPlan(u: Understanding): PlanOf<'ratio'> | null {
  const numeric = u.profile.columns.filter((c) => c.kind === 'numeric')
  const profit = numeric.find((c) => wordsOf(c.name).some((w) => PROFIT.test(w)))
  const sales = numeric.find((c) => wordsOf(c.name).some((w) => SALES.test(w)))
  if (!profit || !sales) return null
  return totalsRatio(u, { agg: 'sum', column: profit.name }, { agg: 'sum', column: sales.name })
}

/**
 * "Profit per order on average" over line items: the total divided by the number of orders, not
 * the average line. Only for an identifier named after "per" that repeats across rows.
 */
function perEntityPlan(u: Understanding): PlanOf<'ratio'> | null {
  const measure = u.measures[0]
  if (!u.cues.has('average') || u.measures.length !== 1 || !measure) return null
  const entity = u.profile.columns.find(
    (c) =>
      c.kind === 'id' &&
      c.distinct < u.profile.rows * 0.95 &&
      u.ledger.some(
        (l, k) =>
          l.role === `column:${c.name}` &&
          (/^(per|each|every|a)$/.test(u.parsed.terms[k - 1]?.lemma ?? '') ||
            u.parsed.terms[k - 1]?.role === 'cue:each'),
      ),
  )
  if (!entity) return null
  return totalsRatio(
    u,
    { agg: 'sum', column: measure.name },
    { agg: 'count_distinct', column: entity.name },
  )
}

const cond = (profile: Parameters<typeof filterSql>[0], fs: Filter[]) =>
  fs.map((f) => filterSql(profile, f)).join(' AND ') || 'true'

/** How many times one group's measure is another's, divided in SQL from unrounded values. */
export const ratio: KindModule<'ratio'> = {
  kind: 'ratio',
  detect(u) {
    const margin = u.cues.has('margin') ? marginPlan(u) : null
    if (margin) return margin
    const perEntity = perEntityPlan(u)
    if (perEntity) return perEntity
    if (!u.cues.has('ratio')) return null
    // "the horsepower to weight ratio by origin": one column's total over the other's.
    const [a, b] = u.measures
    if (a && b && u.measures.length === 2 && !u.values.length)
      return totalsRatio(u, { agg: 'sum', column: a.name }, { agg: 'sum', column: b.name })
    const byColumn = new Map<string, typeof u.values>()
    for (const v of u.values)
      byColumn.set(v.column.name, [...(byColumn.get(v.column.name) ?? []), v])
    const pair = [...byColumn].find(([, vs]) => vs.length >= 2)
    if (!pair) return null
    const [column, vs] = pair
    const inOrder = [...vs].sort((a, b) => Math.min(...a.terms) - Math.min(...b.terms))
    // "By what factor did it grow from day 0 to day 21": the later point over the earlier.
    const sorted = u.cues.has('change') ? inOrder.reverse() : inOrder
    const measure = measureOf(u)
    const f = (v: (typeof vs)[number]): Filter[] => valueFilters({ ...u, values: [v] })
    return {
      kind: 'ratio',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u, { exceptValues: column }),
      numerator: { measure, filters: f(sorted[0]!) },
      denominator: { measure, filters: f(sorted[1]!) },
      dims: [],
    }
  },
  compile(plan, profile) {
    const a = measureSql(profile, plan.numerator.measure, cond(profile, plan.numerator.filters))
    const b = measureSql(profile, plan.denominator.measure, cond(profile, plan.denominator.filters))
    const dims = plan.dims.map((d) => `${dimSql(profile, d)} AS ${ident(dimName(d))}`)
    const keys = plan.dims.map((d) => `${ident(dimName(d))}, `).join('')
    const group = plan.dims.length ? ` GROUP BY ${plan.dims.map((_, i) => i + 1).join(', ')}` : ''
    const order = plan.dims.length ? ` ORDER BY ${plan.dims.map((_, i) => i + 1).join(', ')}` : ''
    return `SELECT ${keys}a AS ${ident('numerator')}, b AS ${ident('denominator')}, a / nullif(b, 0) AS ${ident('ratio')} FROM (SELECT ${[...dims, `${a} AS a`, `${b} AS b`].join(', ')} FROM ${from(profile)}${whereSql(profile, plan.filters)}${group})${order}`
  },
  restate(plan, ctx) {
    if (plan.numerator.measure.column !== plan.denominator.measure.column) {
      const per = plan.dims.length
        ? `${say(ctx.lang, 'word.per')}${plan.dims.map((d) => dname(d, ctx)).join(', ')}`
        : ''
      return `${mname(plan.numerator.measure, ctx)} ÷ ${mname(plan.denominator.measure, ctx)}${per}${whereText(plan.filters, ctx)}`
    }
    const n = whereText(plan.numerator.filters, ctx).replace(say(ctx.lang, 'word.where'), '')
    const d = whereText(plan.denominator.filters, ctx).replace(say(ctx.lang, 'word.where'), '')
    return `${say(ctx.lang, 'word.ratio', { x: mname(plan.numerator.measure, ctx) })}: ${n} ÷ ${d}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (plan.dims.length) {
      if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
      return r.rows
        .slice(0, 12)
        .map(
          (row) =>
            `**${plan.dims.map((d) => keyText(ctx, row[dimName(d)])).join(', ')}**: ${fmt(ctx, row.numerator)} ÷ ${fmt(ctx, row.denominator)} = ${bold(ctx, row.ratio)}`,
        )
        .join('\n')
    }
    const row = r.rows[0]
    if (!row || row.ratio === null) return say(ctx.lang, 'reply.noRows')
    return `${bold(ctx, row.numerator)} ÷ ${bold(ctx, row.denominator)} = ${bold(ctx, row.ratio)}×`
  },
  chart(plan, r, ctx) {
    if (plan.dims.length)
      return barOrLine(plan.dims[0]!, r, [{ field: 'ratio', title: this.restate(plan, ctx) }], ctx)
    const row = r.rows[0]
    if (!row || typeof row.numerator !== 'number' || typeof row.denominator !== 'number')
      return null
    const label = (fs: Filter[]) =>
      fs.map((f) => ('values' in f ? f.values.join(', ') : '')).join(' ')
    return simpleBar(
      chartName(plan.numerator.measure, ctx),
      [
        { label: label(plan.numerator.filters), value: row.numerator },
        { label: label(plan.denominator.filters), value: row.denominator },
      ],
      chartName(plan.numerator.measure, ctx),
    )
  },
  followUps() {
    return []
  },
}
