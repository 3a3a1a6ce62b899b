import { columnOf } from '../columns'
import { runQuery } from '../db'
import { say } from '../say'
import { dimName } from './labels'
import { from, whereSql } from './sql'
import type { KindCtx, NamedResult } from '../kinds/types'
import { ident } from '../sql'
import type { Plan } from './schema'

/**
 * Honest numbers: groups resting on few rows (under 30, or under 5% of the median group) and
 * partial first or last years (fewer months than the others) are flagged under the findings.
 */
export async function honestNotes(
  plan: Plan,
  profile: ReturnType<() => KindCtx['profile']>,
  r: NamedResult,
  ctx: KindCtx,
  signal: AbortSignal,
): Promise<string[]> {
  const notes: string[] = []
  if (plan.kind === 'aggregate' && plan.dims.length === 1 && r.rows.length) {
    const d = plan.dims[0]!
    const m = plan.measures[0]
    const averaged = m && ['avg', 'median', 'min', 'max'].includes(m.agg)
    if (averaged && !d.grain && r.columns.includes('__rows')) {
      const counts = r.rows.map((row) => Number(row.__rows)).sort((a, b) => a - b)
      const median = counts[Math.floor(counts.length / 2)] ?? 0
      for (const row of r.rows) {
        const n = Number(row.__rows)
        if (n < 30 || n < 0.05 * median)
          notes.push(say(ctx.lang, 'note.smallGroup', { group: String(row[dimName(d)]), n }))
      }
    }
    if (
      d.grain === 'year' &&
      columnOf(profile, d.column)?.kind === 'temporal' &&
      r.rows.length > 2
    ) {
      const months = await runQuery(
        `SELECT year(${ident(d.column)}) AS y, count(DISTINCT month(${ident(d.column)})) AS m FROM ${from(profile)}${whereSql(profile, plan.filters)} GROUP BY 1 ORDER BY 1`,
        { signal },
      )
      const rows = months.rows.map((x) => ({ y: Number(x[0]), m: Number(x[1]) }))
      const full = Math.max(...rows.map((x) => x.m))
      for (const edge of [rows[0], rows.at(-1)])
        if (edge && edge.m < full)
          notes.push(say(ctx.lang, 'note.partial', { period: edge.y, n: edge.m, full }))
    }
  }
  return notes.slice(0, 5)
}
