import type { Cell } from '../db'
import { dimLabel, dimName, measureName } from '../plan/labels'
import { filterSql, TIES_SHOWN } from '../plan/sql'
import type { Dim, Filter, Measure } from '../plan/schema'
import { plainName } from '../semantic/plain-name'
import { formatNumber, formatPercent, say } from '../say'
import type { KindCtx } from './types'

/** Numbers and conditions as people read them, shared by the kinds' narration. */

export function fmt(ctx: KindCtx, v: Cell | undefined): string {
  if (typeof v === 'number') {
    const digits = Math.abs(v) >= 100 ? 2 : Math.abs(v) >= 1 ? 3 : 4
    return formatNumber(ctx.lang, v, digits)
  }
  if (v === null || v === undefined) return '∅'
  return String(v)
}

/** A group's name: years, cylinders and codes that are numbers print as written (2014, not 2,014). */
/** A percentage held as 12.5 (SQL's "share %") as the language writes it: 12.5%, 12,5 %, %12,5. */
export function pct(ctx: KindCtx, v: Cell | undefined): string {
  if (typeof v !== 'number') return fmt(ctx, v)
  const digits = Math.abs(v) >= 100 ? 2 : Math.abs(v) >= 1 ? 3 : 4
  return formatPercent(ctx.lang, v / 100, digits)
}

export function keyText(ctx: KindCtx, v: Cell | undefined): string {
  return typeof v === 'number' && Number.isInteger(v) ? String(v) : fmt(ctx, v)
}

export function bold(ctx: KindCtx, v: Cell | undefined): string {
  return `**${fmt(ctx, v)}**`
}

/** A column as people read it ("miles per gallon", "max temperature"), never for SQL. */
export function cname(column: string, ctx: KindCtx): string {
  return plainName(column, ctx.profile, ctx.lang)
}

/** A measure's name for people to read: "average miles per gallon", not "average Miles_per_Gallon". */
export function mname(m: Measure, ctx: KindCtx): string {
  return measureName(m, ctx.lang, '', (c) => cname(c, ctx))
}

/** A dimension's name for people to read: "origin", "calendar month". */
export function dname(d: Dim, ctx: KindCtx): string {
  return dimLabel(d, (c) => cname(c, ctx))
}

/** A measure's name in a chart's title and axis: "total sales", not "total Sales" or "sum_Sales". */
export function chartName(m: Measure, ctx: KindCtx): string {
  return mname(m, ctx)
}

function filterText(f: Filter, ctx: KindCtx): string {
  const c = (column: string) => cname(column, ctx)
  switch (f.op) {
    case 'in':
      return `${f.part ? `${f.part} of ` : ''}${c(f.column)} ${f.values.length > 1 ? 'in' : '='} ${f.values.join(', ')}`
    case 'not_in':
      return `${c(f.column)} not ${f.values.join(', ')}`
    case 'between':
      return `${f.part ? `${f.part} of ` : ''}${c(f.column)} ${f.low}–${f.high}`
    case 'is_null':
      return `${f.columns.map(c).join(' or ')} missing`
    case 'not_null':
      return `${f.columns.map(c).join(' and ')} present`
    default:
      return `${f.part ? `${f.part} of ` : ''}${c(f.column)} ${f.op} ${f.value}`
  }
}

export function whereText(filters: Filter[], ctx: KindCtx): string {
  return filters.length
    ? `${say(ctx.lang, 'word.where')}${filters.map((f) => filterText(f, ctx)).join(say(ctx.lang, 'word.and'))}`
    : ''
}

export { filterSql }

/** The result column a measure is stored in: its English name ("total Deaths"). */
export function alias(m: Measure): string {
  return measureName(m, 'EN')
}

/** Places as a competition numbers them: rows tied on `column` share one ("1. Biscoe", "1. Dream"). */
export function places(rows: Record<string, Cell>[], column: string): number[] {
  const out: number[] = []
  rows.forEach((row, k) =>
    out.push(k > 0 && row[column] === rows[k - 1]![column] ? out[k - 1]! : k + 1),
  )
  return out
}

/** The line under a ranking that kept ties: all of them shown, or the first of at least as many. */
export function tiedText(rows: number, limit: number, ctx: KindCtx): string | null {
  if (rows <= limit) return null
  return say(ctx.lang, rows >= limit + TIES_SHOWN ? 'note.tiedMany' : 'note.tied', { n: rows })
}

/** Groups shown in a reply; the rest are in the TABLE. */
const LINES_SHOWN = 12

/**
 * One numbered line a group ("2. **1st, female**: text"), the first few, then how many more;
 * ranked rows are numbered by `rankedBy` (ties alike), others in turn.
 */
export function groupLines(
  ctx: KindCtx,
  rows: Record<string, Cell>[],
  dims: Dim[],
  text: (row: Record<string, Cell>) => string,
  rankedBy?: string,
): string {
  const place = rankedBy ? places(rows, rankedBy) : rows.map((_, k) => k + 1)
  const lines = rows.slice(0, LINES_SHOWN).map((row, k) => {
    const label = dims.map((d) => keyText(ctx, row[dimName(d)])).join(', ')
    return `${place[k]}. **${label}**: ${text(row)}`
  })
  const more =
    rows.length > LINES_SHOWN ? `\n… ${rows.length - LINES_SHOWN} more in the table.` : ''
  return `${lines.join('\n')}${more}`
}
