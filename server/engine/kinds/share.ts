import { from, measureSql, whereSql, filterSql } from '../plan/sql'
import type { Filter } from '../plan/schema'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters, conditionFilters, measureOf, valueFilters } from './build'
import { simpleBar } from './chart'
import { alias, bold, chartName, mname, whereText } from './format'
import type { KindModule } from './types'

/** Share of a part (the last value the question names) in the total, as a percentage in SQL. */
export const share: KindModule<'share'> = {
  kind: 'share',
  detect(u) {
    if (!u.cues.has('share') || (!u.values.length && !u.conditions.length)) return null
    // The part is the last value named ("shipped first class"), else the conditions ("had a
    // discount", "more than 10 mm"): a share of rows meeting them.
    const last = [...u.values].sort((a, b) => Math.max(...b.terms) - Math.max(...a.terms))[0]
    const part = last
      ? valueFilters({ ...u, values: u.values.filter((v) => v.column === last.column) })
      : conditionFilters(u)
    // The part bounds the part, never the whole ("manual cars (am = 1)" said twice is still a
    // share of all cars). Another bound on its column stays ("all disasters" rows left out).
    const bounds = new Set(part.map(boundOf))
    const filters = (
      last
        ? baseFilters(u, { exceptValues: last.column.name })
        : baseFilters({ ...u, conditions: [] })
    ).filter((f) => !bounds.has(boundOf(f)))
    // A share of a total adds the parts up: an average has no share ("% of revenue" is of its sum).
    // "What share of orders were shipped first class": orders counted, not a weight column summed.
    const id = u.measures.length ? undefined : u.named.find((c) => c.kind === 'id')
    const m = id ? { agg: 'count_distinct' as const, column: id.name } : measureOf(u)
    const measure =
      m.column && m.agg !== 'count' && m.agg !== 'count_distinct'
        ? { ...m, agg: 'sum' as const }
        : m
    return {
      kind: 'share',
      datasourceId: u.profile.source.datasourceId,
      filters,
      measure,
      part,
      dims: [],
    }
  },
  compile(plan, profile) {
    const part = plan.part.map((f: Filter) => filterSql(profile, f)).join(' AND ')
    const m = measureSql(profile, plan.measure)
    const p = measureSql(profile, plan.measure, part)
    return `SELECT 100.0 * ${p} / nullif(${m}, 0) AS ${ident('share %')}, ${p} AS ${ident('part')}, ${m} AS ${ident(alias(plan.measure))} FROM ${from(profile)}${whereSql(profile, plan.filters)}`
  },
  restate(plan, ctx) {
    return `${say(ctx.lang, 'word.share', { x: mname(plan.measure, ctx) })} ${whereText(plan.part, ctx).replace(say(ctx.lang, 'word.where'), '').trim()}${say(ctx.lang, 'word.of')}${mname(plan.measure, ctx)}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    const row = r.rows[0]
    if (!row || row['share %'] === null) return say(ctx.lang, 'reply.noRows')
    return `${bold(ctx, row['share %'])}% (${bold(ctx, row.part)} of ${bold(ctx, row[alias(plan.measure)])})`
  },
  chart(plan, r, ctx) {
    const row = r.rows[0]
    if (!row || typeof row.part !== 'number' || typeof row[alias(plan.measure)] !== 'number')
      return null
    const total = row[alias(plan.measure)] as number
    const label = plan.part.map((f) => ('values' in f ? f.values.join(', ') : '')).join(' ')
    return simpleBar(
      say(ctx.lang, 'word.share', { x: label }),
      [
        { label, value: row.part },
        { label: 'rest', value: total - row.part },
      ],
      chartName(plan.measure, ctx),
    )
  },
  followUps() {
    return []
  },
}

/** A filter as the rows it keeps: "am in (1)" and "am in ('1')" are one bound. */
function boundOf(f: Filter): string {
  if (f.op === 'in') return `${f.column}\u0000=${f.values.map(String).sort().join('\u0001')}`
  return JSON.stringify(f)
}
