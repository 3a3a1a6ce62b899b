import { dimName } from '../plan/labels'
import { dimSql, from, measureSql, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters, measureOf } from './build'
import { dimsOf } from './dims'
import { alias, dname, fmt, keyText, mname, whereText } from './format'
import type { KindModule } from './types'
import { labelColumn } from '../columns'
import type { Dim } from '../plan/schema'
import type { Understanding } from '../understand/understand'

/** Top N items within each group ("top 3 products in each region"). */
export const topWithin: KindModule<'top_within'> = {
  kind: 'top_within',
  detect(u) {
    if (!/\b(each|every|per)\b|每个|各/.test(u.parsed.text)) return null
    // "Which two occupations" gives N; "which car has the best" asks for one in each group.
    const ranks = u.cues.has('max') || u.cues.has('min')
    const asksWhich = ranks && /\b(which|what|who)\b|哪/.test(u.parsed.text)
    if (!u.topN && !asksWhich) return null
    const dims = dimsOf(u).filter((d) => !d.grain)
    const after = groupAfterEach(u, dims)
    if (!after) return null
    const { group, counted } = after
    let item = dims.find((d) => d.column !== group.column)
    // "which car has the best fuel economy": the rows themselves, by their names.
    const label = labelColumn(u.profile)
    if (!item && u.rowNoun && label && label.name !== group.column) item = { column: label.name }
    if (!item) return null
    return {
      kind: 'top_within',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      measure: measureOf(u),
      group,
      item,
      order: u.cues.has('min') && !u.cues.has('max') ? 'asc' : 'desc',
      // "In each of the five precincts": five counts the groups, one item is asked of each.
      limit: counted ? 1 : (u.topN ?? 1),
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

/**
 * The group is the dimension named right after "each" / "per", by the last column word of that
 * phrase ("each occupation type" groups by type, "each wool type" by wool): its head noun.
 */
function groupAfterEach(u: Understanding, dims: Dim[]): { group: Dim; counted: boolean } | null {
  const terms = u.parsed.terms
  const each = terms.findLastIndex(
    (t) => /^(each|every|per)$/.test(t.lemma) || /^(每个|各)$/.test(t.text),
  )
  if (each < 0) return null
  let head: Dim | null = null
  let counted = false
  for (let k = each + 1; k < terms.length && k <= each + 5; k++) {
    const role = terms[k]!.role ?? ''
    const dim = dims.find((d) => role === `column:${d.column}`)
    if (dim) head = dim
    else if (head || !/^(generic|function word|cue:count|topN|rows)$/.test(role)) break
    if (role === 'topN') counted = true
  }
  return head ? { group: head, counted } : null
}
