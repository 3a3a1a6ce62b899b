import type { Cell } from '../db'
import { col, from, missingSql, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident, literal } from '../sql'
import type { ColumnProfile } from '../types'
import { bold, fmt } from './format'
import type { KindModule } from './types'

/**
 * "Tell me something interesting" / "describe the dataset": one row per column — its kind, how
 * many values are known and missing, distinct values, range, average — and, for each measure, the
 * other measure it is most strongly correlated with. One scan of the table (a materialized CTE);
 * the per-column rows are read from it.
 */

const MAX_COLUMNS = 60
const MAX_MEASURES = 6

const KIND_NAMES: Record<ColumnProfile['kind'], string> = {
  numeric: 'number',
  categorical: 'category',
  temporal: 'date',
  year: 'year',
  id: 'identifier',
  text: 'text',
  other: 'other',
}

const isNumber = (c: ColumnProfile) => c.kind === 'numeric' || c.kind === 'year'
const hasRange = (c: ColumnProfile) => isNumber(c) || c.kind === 'temporal'

export const overview: KindModule<'overview'> = {
  kind: 'overview',
  detect(u) {
    if (!u.cues.has('overview') || u.measures.length || u.values.length) return null
    return { kind: 'overview', datasourceId: u.profile.source.datasourceId, filters: [] }
  },
  compile(plan, profile) {
    const cols = profile.columns.slice(0, MAX_COLUMNS)
    const nums = cols.filter((c) => c.kind === 'numeric').slice(0, MAX_MEASURES)
    const aggs = [`count(*) AS n`]
    cols.forEach((c, i) => {
      const x = col(profile, c.name)
      aggs.push(
        `count(*) FILTER (WHERE NOT ${missingSql(profile, c.name)}) AS k${i}`,
        `approx_count_distinct(${x}) AS d${i}`,
      )
      if (hasRange(c))
        aggs.push(`CAST(min(${x}) AS VARCHAR) AS lo${i}`, `CAST(max(${x}) AS VARCHAR) AS hi${i}`)
      if (c.kind === 'numeric') aggs.push(`avg(${x}) AS av${i}`)
    })
    const pair = (a: number, b: number) => `r${Math.min(a, b)}_${Math.max(a, b)}`
    for (let a = 0; a < nums.length; a++)
      for (let b = a + 1; b < nums.length; b++)
        aggs.push(
          `corr(${col(profile, nums[a]!.name)}, ${col(profile, nums[b]!.name)}) AS ${pair(a, b)}`,
        )
    const rows = cols.map((c, i) => {
      const m = nums.indexOf(c)
      // The other measure with the largest |r|: structs sort by their first field.
      const partners = nums.flatMap((o, j) =>
        j === m ? [] : [`{'a': abs(${pair(m, j)}), 'c': ${literal(o.name)}, 'r': ${pair(m, j)}}`],
      )
      const best =
        m >= 0 && partners.length
          ? `list_sort([${partners.join(', ')}], 'DESC', 'NULLS LAST')[1]`
          : null
      return [
        `${literal(c.name)} AS ${ident('column')}`,
        `${literal(KIND_NAMES[c.kind])} AS ${ident('kind')}`,
        `k${i} AS ${ident('values')}`,
        `n - k${i} AS ${ident('missing')}`,
        `d${i} AS ${ident('distinct')}`,
        `${hasRange(c) ? `lo${i}` : 'CAST(NULL AS VARCHAR)'} AS ${ident('lowest')}`,
        `${hasRange(c) ? `hi${i}` : 'CAST(NULL AS VARCHAR)'} AS ${ident('highest')}`,
        `${c.kind === 'numeric' ? `av${i}` : 'CAST(NULL AS DOUBLE)'} AS ${ident('average')}`,
        `${best ? `struct_extract(${best}, 'c')` : 'CAST(NULL AS VARCHAR)'} AS ${ident('most related to')}`,
        `${best ? `struct_extract(${best}, 'r')` : 'CAST(NULL AS DOUBLE)'} AS ${ident('r')}`,
      ]
    })
    const one = `WITH a AS MATERIALIZED (SELECT ${aggs.join(', ')} FROM ${from(profile)}${whereSql(profile, plan.filters)})`
    return `${one} ${rows.map((r) => `SELECT ${r.join(', ')} FROM a`).join(' UNION ALL ')}`
  },
  restate(_plan, ctx) {
    return say(ctx.lang, 'overview.restate')
  },
  findings(_plan, r, ctx) {
    const first = r.rows[0]
    if (!first) return say(ctx.lang, 'reply.noRows')
    const total = Number(first.values) + Number(first.missing)
    const num = (v: Cell | undefined) =>
      typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v
    const lines = [`${bold(ctx, total)} ${say(ctx.lang, 'word.rows')}.`]
    for (const row of r.rows) {
      const name = `**${String(row.column)}**`
      const range =
        row.lowest !== null && row.highest !== null
          ? say(ctx.lang, 'word.between', {
              a: fmt(ctx, num(row.lowest)),
              b: fmt(ctx, num(row.highest)),
            })
          : ''
      const line =
        row.average !== null
          ? `${say(ctx.lang, 'word.average', { x: name })} ${fmt(ctx, row.average)}, ${range}`
          : range
            ? `${name}: ${range}`
            : `${say(ctx.lang, 'word.distinct', { x: name })}: ${fmt(ctx, row.distinct)}`
      const missing =
        Number(row.missing) > 0
          ? `; ${say(ctx.lang, 'word.missing', { x: String(row.column) })}: ${fmt(ctx, row.missing)}`
          : ''
      lines.push(`- ${line}${missing}`)
    }
    const strongest = r.rows
      .filter((row) => typeof row.r === 'number')
      .sort((a, b) => Math.abs(b.r as number) - Math.abs(a.r as number))[0]
    if (strongest)
      lines.push(
        `${say(ctx.lang, 'word.correlation', { x: String(strongest.column), y: String(strongest['most related to']) })}: r = ${bold(ctx, strongest.r)}.`,
      )
    return lines.join('\n')
  },
  chart() {
    return null
  },
  followUps() {
    return []
  },
}
