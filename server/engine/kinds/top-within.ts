import { dimName } from '../plan/labels'
import { dimSql, from, measureSql, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters, measureOf } from './build'
import { dimsOf } from './dims'
import { alias, dname, fmt, keyText, mname, whereText } from './format'
import type { KindModule } from './types'

/** Top N items within each group ("top 3 products in each region"). */
export const topWithin: KindModule<'top_within'> = {
  kind: 'top_within',
  detect(u) {
    if (!u.topN || !/\b(each|every|per)\b|每个|各/.test(u.parsed.text)) return null
    const dims = dimsOf(u).filter((d) => !d.grain)
    if (dims.length < 2) return null
    // The group is the dimension named after "each"/"per"; the other is ranked within it.
    const each = u.parsed.terms.findLastIndex((t) => /^(each|every|per)$/.test(t.lemma))
    const pos = (c: string) => u.parsed.terms.findIndex((t) => t.role === `column:${c}`)
    const sorted = [...dims].sort(
      (a, b) => Math.abs(pos(a.column) - each) - Math.abs(pos(b.column) - each),
    )
    const [group, item] = sorted
    return {
      kind: 'top_within',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      measure: measureOf(u),
      group: group!,
      item: item!,
      order: u.cues.has('min') ? 'asc' : 'desc',
      limit: u.topN,
    }
  },
  compile(plan, profile) {
    const g = ident(dimName(plan.group))
    const i = ident(dimName(plan.item))
    const m = ident(alias(plan.measure))
    const inner = `SELECT ${dimSql(profile, plan.group)} AS ${g}, ${dimSql(profile, plan.item)} AS ${i}, ${measureSql(profile, plan.measure)} AS ${m} FROM ${from(profile)}${whereSql(profile, plan.filters)} GROUP BY 1, 2`
    return `SELECT ${g}, ${i}, ${m}, rank FROM (SELECT *, row_number() OVER (PARTITION BY ${g} ORDER BY ${m} ${plan.order.toUpperCase()}, ${i}) AS rank FROM (${inner})) WHERE rank <= ${plan.limit} ORDER BY ${g}, rank`
  },
  restate(plan, ctx) {
    return `top ${plan.limit} ${dname(plan.item, ctx)} by ${mname(plan.measure, ctx)} within each ${dname(plan.group, ctx)}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    const g = dimName(plan.group)
    const byGroup = new Map<string, string[]>()
    for (const row of r.rows) {
      const k = fmt(ctx, row[g])
      byGroup.set(k, [
        ...(byGroup.get(k) ?? []),
        `${keyText(ctx, row[dimName(plan.item)])} (${fmt(ctx, row[alias(plan.measure)])})`,
      ])
    }
    return [...byGroup]
      .slice(0, 15)
      .map(([k, items]) => `- **${k}**: ${items.join(', ')}`)
      .join('\n')
  },
  chart() {
    return null
  },
  followUps() {
    return []
  },
}
