import { from, measureSql, whereSql, filterSql } from '../plan/sql'
import type { Filter } from '../plan/schema'
import { ident } from '../sql'
import { baseFilters, measureOf, valueFilters } from './build'
import { simpleBar } from './chart'
import { bold, fill, mname, whereText } from './format'
import type { KindModule } from './types'

const cond = (profile: Parameters<typeof filterSql>[0], fs: Filter[]) => fs.map((f) => filterSql(profile, f)).join(' AND ') || 'true'

/** How many times one group's measure is another's, divided in SQL from unrounded values. */
export const ratio: KindModule<'ratio'> = {
  kind: 'ratio',
  detect(u) {
    if (!u.cues.has('ratio')) return null
    const byColumn = new Map<string, typeof u.values>()
    for (const v of u.values) byColumn.set(v.column.name, [...(byColumn.get(v.column.name) ?? []), v])
    const pair = [...byColumn].find(([, vs]) => vs.length >= 2)
    if (!pair) return null
    const [column, vs] = pair
    const sorted = [...vs].sort((a, b) => Math.min(...a.terms) - Math.min(...b.terms))
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
    return `SELECT a AS ${ident('numerator')}, b AS ${ident('denominator')}, a / nullif(b, 0) AS ${ident('ratio')} FROM (SELECT ${a} AS a, ${b} AS b FROM ${from(profile)}${whereSql(profile, plan.filters)})`
  },
  restate(plan, ctx) {
    const n = whereText(plan.numerator.filters, ctx).replace(ctx.s.where, '')
    const d = whereText(plan.denominator.filters, ctx).replace(ctx.s.where, '')
    return `${fill(ctx.s.ratio, { x: mname(plan.numerator.measure, ctx) })}: ${n} ÷ ${d}${whereText(plan.filters, ctx)}`
  },
  findings(_plan, r, ctx) {
    const row = r.rows[0]
    if (!row || row.ratio === null) return ctx.s.noRows
    return `${bold(ctx, row.numerator)} ÷ ${bold(ctx, row.denominator)} = ${bold(ctx, row.ratio)}×`
  },
  chart(plan, r, ctx) {
    const row = r.rows[0]
    if (!row || typeof row.numerator !== 'number' || typeof row.denominator !== 'number') return null
    const label = (fs: Filter[]) => fs.map((f) => ('values' in f ? f.values.join(', ') : '')).join(' ')
    return simpleBar(mname(plan.numerator.measure, ctx), [
      { label: label(plan.numerator.filters), value: row.numerator },
      { label: label(plan.denominator.filters), value: row.denominator },
    ], mname(plan.numerator.measure, ctx))
  },
  followUps() {
    return []
  },
}
