import { dimName } from '../plan/labels'
import { dimSql, from, measureSql, whereSql } from '../plan/sql'
import { say } from '../say'
import { ident, literal, num } from '../sql'
import { baseFilters, measureOf, planValue } from './build'
import { barOrLine } from './chart'
import { alias, bold, chartName, dname, keyText, mname, pct, whereText } from './format'
import type { ValueBinding } from '../understand/bind-values'
import type { Term } from '../understand/terms'
import type { KindModule } from './types'
import { bandDims } from './dims'
import type { PlanOf } from '../plan/schema'
import type { Understanding } from '../understand/understand'

/** "Humans … taller than droids": "than" stands between the two values compared. */
function thanBetween(terms: Term[], values: ValueBinding[]): boolean {
  const at = values.map((v) => Math.min(...v.terms)).sort((a, b) => a - b)
  return terms.some((t) => t.lemma === 'than' && t.i > at[0]! && t.i < at.at(-1)!)
}

/**
 * Named groups or periods side by side ("Texas vs California", "2006 or 2010"); differences,
 * ratios and percentages against the first one are computed in SQL from unrounded values.
 */
export const compare: KindModule<'compare'> = {
  kind: 'compare',
  detect(u) {
    const byColumn = new Map<string, typeof u.values>()
    for (const v of u.values)
      byColumn.set(v.column.name, [...(byColumn.get(v.column.name) ?? []), v])
    const group = [...byColumn].find(([, vs]) => vs.length >= 2)
    const asks =
      u.cues.has('compare') ||
      u.cues.has('ratio') ||
      u.cues.has('difference') ||
      /\b(or|vs\.?|versus)\b|与|和/.test(u.parsed.text) ||
      (!!group && thanBetween(u.parsed.terms, group[1])) ||
      // "Grow from day 0 to day 21": a change between two points of a numbered level.
      (!!group && u.cues.has('change') && group[1][0]!.column.kind === 'numeric')
    const id = u.profile.source.datasourceId
    const banded = bandedCompare(u)
    if (banded) return banded
    if (group && asks) {
      const [column, vs] = group
      const inOrder = [...vs].sort((a, b) => Math.min(...a.terms) - Math.min(...b.terms))
      // "How much more do men earn than women": the value after "than" is what the other is
      // measured against, so it is the base of the difference and the percentage.
      const than = u.parsed.terms.find((t) => t.lemma === 'than')
      const ordered =
        than && thanBetween(u.parsed.terms, vs)
          ? [
              ...inOrder.filter((v) => Math.min(...v.terms) > than.i),
              ...inOrder.filter((v) => Math.min(...v.terms) < than.i),
            ]
          : inOrder
      return {
        kind: 'compare',
        datasourceId: id,
        filters: baseFilters(u, { exceptValues: column }),
        measure: measureOf(u),
        dim: { column },
        values: ordered.map(planValue),
      }
    }
    let years = [...new Set(u.years)]
    // "Larger in 2014 than in 1970": the year after "than" is the base, as values' are.
    const terms = u.parsed.terms
    const than = terms.find((t) => t.lemma === 'than')
    const at = (y: number) => terms.find((t) => t.num === y && t.role === 'year')?.i ?? -1
    if (than && years.length === 2 && at(years[0]!) < than.i && at(years[1]!) > than.i)
      years = [years[1]!, years[0]!]
    if (u.time && years.length === 2 && !u.yearRange && !u.cues.has('decade')) {
      const dim = { column: u.time.name, grain: 'year' as const }
      return {
        kind: 'compare',
        datasourceId: id,
        filters: baseFilters(u, { skipYears: true }),
        measure: measureOf(u),
        dim,
        values: years,
      }
    }
    return null
  },
  compile(plan, profile) {
    const k = dimSql(profile, plan.dim)
    const lits = plan.values.map((v) => (typeof v === 'number' ? num(v) : literal(v)))
    const list = `[${lits.join(', ')}]`
    const m = ident(alias(plan.measure))
    const d = ident(dimName(plan.dim))
    const inner = `SELECT ${k} AS ${d}, ${measureSql(profile, plan.measure)} AS ${m} FROM ${from(profile)}${whereSql(profile, [...plan.filters])}${plan.filters.length ? ' AND' : ' WHERE'} ${k} IN (${lits.join(', ')}) GROUP BY 1`
    const base = `(SELECT ${m} FROM g WHERE ${d} = ${lits[0]})`
    return `WITH g AS (${inner}) SELECT ${d}, ${m}, ${m} - ${base} AS ${ident('difference')}, ${m} / nullif(${base}, 0) AS ${ident('ratio')}, 100.0 * (${m} - ${base}) / nullif(${base}, 0) AS ${ident('change %')} FROM g ORDER BY list_position(${list}, ${d})`
  },
  restate(plan, ctx) {
    return `${mname(plan.measure, ctx)}: ${plan.values.join(say(ctx.lang, 'word.vs'))} (${dname(plan.dim, ctx)})${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    if (!r.rows.length) return say(ctx.lang, 'reply.noRows')
    const key = dimName(plan.dim)
    const m = alias(plan.measure)
    const lines = r.rows.map((row) => `- **${keyText(ctx, row[key])}**: ${bold(ctx, row[m])}`)
    const first = r.rows[0]!
    const rest = r.rows.slice(1).map((row) => {
      const diff = row.difference as number | null
      const sign = typeof diff === 'number' && diff >= 0 ? '+' : ''
      return say(ctx.lang, 'compare.line', {
        a: keyText(ctx, row[key]),
        b: keyText(ctx, first[key]),
        difference: say(ctx.lang, 'word.difference'),
        diff: `${sign}${bold(ctx, diff)}`,
        pct: `${sign}${pct(ctx, row['change %'])}`,
        ratio: bold(ctx, row.ratio),
      })
    })
    // Two groups: which is higher, and by how much, said as a positive gap ("by how many more").
    if (r.rows.length === 2 && typeof r.rows[1]!.difference === 'number') {
      const diff = r.rows[1]!.difference
      const [hi, lo] = diff >= 0 ? [r.rows[1]!, first] : [first, r.rows[1]!]
      rest.push(
        say(ctx.lang, 'compare.higherBy', {
          higher: `**${keyText(ctx, hi[key])}**`,
          lower: `**${keyText(ctx, lo[key])}**`,
          gap: bold(ctx, Math.abs(diff)),
        }),
      )
    }
    const missing = plan.values.filter((v) => !r.rows.some((row) => String(row[key]) === String(v)))
    const none = missing.length
      ? `\n${say(ctx.lang, 'compare.noRowsFor', { values: missing.join(', ') })}`
      : ''
    return `${lines.join('\n')}\n${rest.join('\n')}${none}`
  },
  chart(plan, r, ctx) {
    return barOrLine(
      { column: plan.dim.column },
      {
        columns: r.columns,
        rows: r.rows.map((row) => ({ ...row, [plan.dim.column]: row[dimName(plan.dim)] ?? null })),
      },
      [{ field: alias(plan.measure), title: chartName(plan.measure, ctx) }],
      ctx,
    )
  },
  followUps() {
    return []
  },
}

/**
 * "How much more do people aged 50 to 59 earn than those aged 20 to 29": two bands of one column
 * compared, the one after "than" the base; null when no two bands are compared.
 */
function bandedCompare(u: Understanding): PlanOf<'compare'> | null {
  const [dim] = bandDims(u)
  const than = u.parsed.terms.find((t) => t.lemma === 'than')
  const asks = u.cues.has('compare') || u.cues.has('ratio') || u.cues.has('difference') || !!than
  if (!dim?.bands || !asks) return null
  const at = (label: string) => {
    const c = u.conditions.find((x) => x.band === label)
    return u.parsed.terms.find((t) => t.num === c?.value && t.role === 'condition')?.i ?? 0
  }
  const labels = dim.bands.map((b) => b.label)
  const base = than ? labels.filter((l) => at(l) > than.i) : []
  return {
    kind: 'compare',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    measure: measureOf(u),
    dim,
    values: [...base, ...labels.filter((l) => !base.includes(l))],
  }
}
