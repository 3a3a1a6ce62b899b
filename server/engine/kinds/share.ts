import type { Cell } from '../db'
import { dimName } from '../plan/labels'
import { dimSql, filterSql, from, groupedSql, measureSql, whereSql } from '../plan/sql'
import type { Filter, PlanOf } from '../plan/schema'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters, conditionFilters, measureOf, valueFilters } from './build'
import { barOrLine, simpleBar } from './chart'
import { dimsOf } from './dims'
import {
  alias,
  bold,
  chartName,
  dname,
  fmt,
  groupLines,
  keyText,
  mname,
  pct,
  whereText,
} from './format'
import type { KindCtx, KindModule } from './types'

/**
 * Share of a part (the last value the question names) in the total, as a percentage in SQL; per
 * group when groups are asked ("what share survived in each class": one share per class, not
 * the share of all passengers, which would answer another question).
 */
export const share: KindModule<'share'> = {
  kind: 'share',
  detect(u) {
    if (!u.cues.has('share')) return null
    // "What percentage of respondents have no wage recorded": the rows missing it are the part.
    if (u.cues.has('missing') && !u.values.length && !u.conditions.length && u.named.length)
      return {
        kind: 'share',
        datasourceId: u.profile.source.datasourceId,
        filters: baseFilters(u),
        measure: { agg: 'count', column: null },
        part: [{ op: 'is_null', columns: u.named.map((c) => c.name) }],
        dims: [],
      }
    if (!u.values.length && !u.conditions.length) return null
    // The part is the last value named ("shipped first class"), else the conditions ("had a
    // discount", "more than 10 mm"): a share of rows meeting them.
    // A rate's event is its part whatever else is named: "the survival rate of women" is the
    // share of women who survived, not of survivors who were women.
    const rated = u.values.find((v) => v.column === u.rated)
    const last =
      rated ?? [...u.values].sort((a, b) => Math.max(...b.terms) - Math.max(...a.terms))[0]
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
    // A group is never the part's own column nor one a filter pins to its values.
    const pinned = new Set(
      [...part, ...filters].flatMap((f) => ('column' in f ? [f.column] : f.columns)),
    )
    // Groups only when asked for ("in each class", "which region … highest"), never the column
    // the share counts ("how many counties … 20%" counts counties, it does not group by them).
    const ranked = u.cues.has('max') || u.cues.has('min')
    if (measure.column) pinned.add(measure.column)
    const asked = u.cues.has('each') || ranked ? dimsOf(u).filter((d) => !pinned.has(d.column)) : []
    // "The release rate of Black and of White arrestees": two values of one column are two groups
    // to set side by side (a share each, the filter keeping just them), never one pooled share.
    const listed = filters.flatMap((f) =>
      f.op === 'in' && f.values.length > 1 && !f.part ? [{ column: f.column }] : [],
    )
    // "By how many points is the rate of women higher than that of men": the two set side by
    // side with their gap, not the higher one alone.
    const gap = listed.length > 0 && (u.cues.has('difference') || u.cues.has('compare'))
    const dims = gap ? listed : asked.length ? asked : listed
    return {
      kind: 'share',
      datasourceId: u.profile.source.datasourceId,
      filters,
      measure,
      part,
      dims,
      // "In which region is the share highest": the groups ranked by their share.
      ...(dims.length && ranked && !gap
        ? { order: u.cues.has('max') ? ('desc' as const) : ('asc' as const), limit: u.topN ?? 1 }
        : {}),
    }
  },
  compile(plan, profile) {
    const part = plan.part.map((f: Filter) => filterSql(profile, f)).join(' AND ')
    const m = measureSql(profile, plan.measure)
    const p = measureSql(profile, plan.measure, part)
    const dims = plan.dims.map((d) => `${dimSql(profile, d)} AS ${ident(dimName(d))}`)
    const cols = `100.0 * ${p} / nullif(${m}, 0) AS ${ident('share %')}, ${p} AS ${ident('part')}, ${m} AS ${ident(alias(plan.measure))}`
    const where = whereSql(profile, plan.filters)
    if (!plan.dims.length) return `SELECT ${cols} FROM ${from(profile)}${where}`
    const groups = plan.dims.map((_, i) => i + 1).join(', ')
    const inner = `SELECT ${[...dims, cols].join(', ')} FROM ${from(profile)}${where} GROUP BY ${groups}`
    return groupedSql(inner, plan.dims, {
      by: ident('share %'),
      order: plan.order,
      limit: plan.order ? (plan.limit ?? 1) : undefined,
    })
  },
  restate(plan, ctx) {
    const per = plan.dims.length
      ? `${say(ctx.lang, 'word.per')}${plan.dims.map((d) => dname(d, ctx)).join(', ')}`
      : ''
    return `${say(ctx.lang, 'word.share', { x: mname(plan.measure, ctx) })} ${whereText(plan.part, ctx).replace(say(ctx.lang, 'word.where'), '').trim()}${say(ctx.lang, 'word.of')}${mname(plan.measure, ctx)}${per}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (plan.dims.length) {
      if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
      const text = (row: Record<string, Cell>) =>
        `${pct(ctx, row['share %'])} ${say(ctx.lang, 'share.partOf', { part: fmt(ctx, row.part), whole: fmt(ctx, row[alias(plan.measure)]) })}`
      const lines = groupLines(ctx, r.rows, plan.dims, text, plan.order ? 'share %' : undefined)
      return r.rows.length === 2 && plan.dims.length === 1
        ? `${lines}\n${gapLine(plan, r.rows, ctx)}`
        : lines
    }
    const row = r.rows[0]
    if (!row || row['share %'] === null) return say(ctx.lang, 'reply.noRows')
    return `**${pct(ctx, row['share %'])}** ${say(ctx.lang, 'share.partOf', { part: bold(ctx, row.part), whole: bold(ctx, row[alias(plan.measure)]) })}`
  },
  chart(plan, r, ctx) {
    if (plan.dims.length)
      return barOrLine(
        plan.dims[0]!,
        r,
        [{ field: 'share %', title: say(ctx.lang, 'word.share', { x: mname(plan.measure, ctx) }) }],
        ctx,
      )
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

/** Two groups' shares: which is higher, by how many percentage points. */
function gapLine(plan: PlanOf<'share'>, rows: Record<string, Cell>[], ctx: KindCtx): string {
  const key = dimName(plan.dims[0]!)
  const [a, b] = rows as [Record<string, Cell>, Record<string, Cell>]
  const [hi, lo] = Number(a['share %']) >= Number(b['share %']) ? [a, b] : [b, a]
  const points = Number(hi['share %']) - Number(lo['share %'])
  return say(ctx.lang, 'compare.higherBy', {
    higher: `**${keyText(ctx, hi[key])}**`,
    lower: `**${keyText(ctx, lo[key])}**`,
    gap: `${bold(ctx, points)} ${say(ctx.lang, 'word.points')}`,
  })
}
