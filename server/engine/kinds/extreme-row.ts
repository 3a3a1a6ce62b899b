import { say } from '../say'
import { labelColumn } from '../columns'
import { col, from, TIES_SHOWN, whereSql } from '../plan/sql'
import { exprSql } from '../plan/expr'
import { ident } from '../sql'
import { rankedName } from './derived-names'
import { baseFilters } from './build'
import { dimsOf } from './dims'
import {
  asksRow,
  firstRowMeeting,
  rankedColumn,
  rankedRowAsked,
  rowLabelDim,
  rowsLookedUp,
  shownColumns,
  whichRowAsked,
} from './extreme-row-detect'
import { simpleBar } from './chart'
import { bold, cname, fmt, places, tiedText, whereText } from './format'
import type { KindModule } from './types'

/**
 * The row with the highest or lowest value and its attributes ("which airport is furthest north",
 * "when did the reading first go above 400"): rows themselves, not groups.
 */
export const extremeRow: KindModule<'extreme_row'> = {
  kind: 'extreme_row',
  detect(u) {
    const label = labelColumn(u.profile)
    const first = firstRowMeeting(u)
    if (first) return first
    const lookedUp = rowsLookedUp(u, label)
    if (lookedUp) return lookedUp
    const column = rankedColumn(u)
    if (!column) return null
    const dims = dimsOf(u).filter((d) => d.column !== column.name)
    const rowLabel = rowLabelDim(u, dims, label)
    // Beside other groups, one row is asked only by a row label, "which <rows>" or a superlative.
    if (dims.length && !rowLabel && !whichRowAsked(u, dims, label) && !rankedRowAsked(u, column))
      return null
    if (!asksRow(u)) return null
    // What names the row: a label among the groups, the table's label column, or its date.
    const own = rowLabel?.column ?? label?.name ?? u.time?.name
    const show = shownColumns(u, own, column)
    return {
      kind: 'extreme_row',
      datasourceId: u.profile.source.datasourceId,
      filters: baseFilters(u),
      column: column.name,
      order: u.cues.has('min') ? 'asc' : 'desc',
      show,
      limit: u.topN ?? 1,
    }
  },
  compile(plan, profile) {
    const o = plan.derived
      ? exprSql(plan.derived, (c) => col(profile, c))
      : col(profile, plan.column)
    const show = plan.show.map((c) => {
      if (plan.derived && c === plan.column) return `${o} AS ${ident(c)}`
      const x = col(profile, c)
      return profile.columns.find((p) => p.name === c)?.kind === 'temporal'
        ? `strftime(${x}, '%Y-%m-%d') AS ${ident(c)}`
        : `${x} AS ${ident(c)}`
    })
    const where = whereSql(profile, plan.filters)
    return `SELECT ${show.join(', ')} FROM ${from(profile)}${where}${where ? ' AND' : ' WHERE'} ${o} IS NOT NULL QUALIFY rank() OVER (ORDER BY ${o} ${plan.order.toUpperCase()}) <= ${plan.limit} ORDER BY ${o} ${plan.order.toUpperCase()} LIMIT ${plan.limit + TIES_SHOWN}`
  },
  restate(plan, ctx) {
    const high = plan.order === 'desc'
    const key =
      plan.limit > 1
        ? high
          ? 'word.rowsHighest'
          : 'word.rowsLowest'
        : high
          ? 'word.rowHighest'
          : 'word.rowLowest'
    return `${say(ctx.lang, key, { n: plan.limit, x: rankedName(plan, ctx) })}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    const place = places(r.rows, plan.column)
    const lines = r.rows.map((row, k) => {
      const attrs = plan.show
        .filter((c) => c !== plan.column)
        .map((c) => `${cname(c, ctx)}: **${fmt(ctx, row[c])}**`)
      const value = plan.show.includes(plan.column)
        ? `${rankedName(plan, ctx)}: ${bold(ctx, row[plan.column])}`
        : ''
      return `${r.rows.length > 1 ? `${place[k]}. ` : ''}${[...attrs, value].filter(Boolean).join(', ')}`
    })
    const tied = tiedText(r.rows.length, plan.limit, ctx)
    const shown = lines.slice(0, Math.max(12, plan.limit))
    if (lines.length > shown.length)
      shown.push(`… ${lines.length - shown.length} more in the table.`)
    if (tied) shown.push(tied)
    return shown.join('\n')
  },
  chart(plan, r, ctx) {
    if (r.rows.length < 2) return null
    const label = plan.show.find((c) => c !== plan.column) ?? plan.column
    return simpleBar(
      rankedName(plan, ctx),
      r.rows.map((row) => ({ label: String(row[label]), value: Number(row[plan.column]) })),
      rankedName(plan, ctx),
    )
  },
  followUps() {
    return []
  },
}
