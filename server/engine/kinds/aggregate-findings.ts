import type { Cell } from '../db'
import type { PlanOf } from '../plan/schema'
import { say } from '../say'
import { alias, bold, dname, fmt, groupLines, mname, pct, tiedText } from './format'
import type { KindCtx, NamedResult } from './types'

type P = PlanOf<'aggregate'>

/** An aggregate's result in words: one line a measure, or a line a group (ranked or in order). */
export function aggregateFindings(plan: P, r: NamedResult, ctx: KindCtx): string {
  if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
  const names = plan.measures.map((m) => mname(m, ctx))
  if (!plan.dims.length) {
    const row = r.rows[0]!
    return plan.measures.map((m, i) => `${names[i]}: ${bold(ctx, row[alias(m)])}`).join('\n')
  }
  const key = dname(plan.dims[0]!, ctx)
  // Each group's share of the total, when asked ("what share of stops were in each precinct").
  const text = (row: Record<string, Cell>) =>
    `${plan.measures.map((m) => fmt(ctx, row[alias(m)])).join(' · ')}${plan.shares ? ` (${pct(ctx, row['share %'])})` : ''}`
  // A ranking numbers tied rows alike; a listing in group order numbers them in turn.
  const ranked = plan.order && plan.measures[0] ? alias(plan.measures[0]) : undefined
  const lines = groupLines(ctx, r.rows, plan.dims, text, ranked)
  const tiedLine = plan.limit ? tiedText(r.rows.length, plan.limit, ctx) : null
  const tied = tiedLine ? `\n${tiedLine}` : ''
  const head = `${names.join(' · ')} ${say(ctx.lang, 'word.per').trim()} ${key}:`
  const m0 = plan.measures[0]
  let total = ''
  if (r.rows.length > 1 && m0 && (m0.agg === 'sum' || m0.agg === 'count') && !plan.limit) {
    const sum = r.rows.reduce((a, row) => {
      const v = row[alias(m0)]
      return a + (typeof v === 'number' ? v : 0)
    }, 0)
    total = `\n${say(ctx.lang, 'word.allGroups', { x: names[0]!, n: r.rows.length })}: ${bold(ctx, sum)}`
  }
  return `${head}\n${lines}${tied}${total}`
}
