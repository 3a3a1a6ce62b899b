import { col, from, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident } from '../sql'
import { baseFilters } from './build'
import { bold, cname, fmt, whereText } from './format'
import type { KindModule } from './types'

/** Pearson's r of two numeric columns, with the number of pairs it rests on. */
export const correlation: KindModule<'correlation'> = {
  kind: 'correlation',
  detect(u) {
    if (!u.cues.has('correlation')) return null
    const numeric = u.named.filter((c) => c.kind === 'numeric')
    if (numeric.length < 2) return null
    return {
      kind: 'correlation',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      x: numeric[0]!.name,
      y: numeric[1]!.name,
    }
  },
  compile(plan, profile) {
    const x = col(profile, plan.x)
    const y = col(profile, plan.y)
    const where = whereSql(profile, plan.filters)
    return `SELECT corr(${x}, ${y}) AS ${ident('r')}, count(*) AS ${ident('pairs')} FROM ${from(profile)}${where}${where ? ' AND' : ' WHERE'} ${x} IS NOT NULL AND ${y} IS NOT NULL`
  },
  restate(plan, ctx) {
    return `${say(ctx.lang, 'word.correlation', { x: cname(plan.x, ctx), y: cname(plan.y, ctx) })} (${say(ctx.lang, 'word.pearson')})${whereText(plan.filters, ctx)}`
  },
  findings(_plan, r, ctx) {
    const row = r.rows[0]
    if (!row || row.r === null) return say(ctx.lang, 'reply.noRows')
    const v = Math.abs(row.r as number)
    const strength = v >= 0.7 ? 'strong' : v >= 0.4 ? 'moderate' : v >= 0.2 ? 'weak' : null
    const sign = (row.r as number) >= 0 ? 'Positive' : 'Negative'
    const relationship = say(ctx.lang, strength ? `corr.${strength}${sign}` : 'corr.none')
    return say(ctx.lang, 'corr.result', {
      r: bold(ctx, row.r),
      n: fmt(ctx, row.pairs),
      relationship,
    })
  },
  chart() {
    return null
  },
  followUps() {
    return []
  },
}
