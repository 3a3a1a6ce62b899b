import { dimName } from '../plan/labels'
import { dimSql, from, groupedSql, inBandsSql, measureSql, whereSql } from '../plan/sql'
import type { Dim, Filter, PlanOf } from '../plan/schema'
import { say } from '../say'
import { plainName } from '../semantic/plain-name'
import { ident } from '../sql'
import type { ColumnProfile } from '../types'
import { baseFilters, measureOf } from './build'
import { dimsOf } from './dims'
import { aggregateFindings } from './aggregate-findings'
import { barOrLine } from './chart'
import { alias, chartName, dname, mname, whereText } from './format'
import type { KindModule } from './types'
import type { Understanding } from '../understand/understand'
import { wordsOf } from '../understand/words'
import { missingValuesPlan, saidMissing } from './missing-values'

type P = PlanOf<'aggregate'>

/** Quantities that exist at a moment (people, stock): summed over periods, each is counted again. */
const STOCK = /^(pop|population|inhabitants|residents|headcount|stock|inventory|balance)$/

/**
 * "Which 5 countries have the most people": a population summed over every year of a yearly table
 * counts each person once a year. Without a period in the question, a stock is taken in the
 * data's last one, and the restatement says which.
 */
function latestPeriod(u: Understanding, plan: P): Filter | null {
  const t = u.time
  if (!t || t.max === null || t.distinct < 2 || t.distinct >= u.profile.rows * 0.95) return null
  if (
    !plan.measures.some(
      (m) => m.agg === 'sum' && m.column && wordsOf(m.column).some((w) => STOCK.test(w)),
    )
  )
    return null
  if (
    plan.dims.some((d) => d.column === t.name) ||
    plan.filters.some((f) => 'column' in f && f.column === t.name)
  )
    return null
  const year = Number(String(t.max).slice(0, 4))
  if (!Number.isInteger(year)) return null
  return t.kind === 'temporal'
    ? { op: 'in', column: t.name, values: [year], part: 'year' }
    : { op: 'in', column: t.name, values: [year] }
}

/** One measure per measured column the question names (or the one measure it asks for). */
function measuresAsked(u: Understanding): P['measures'] {
  return u.measures.length > 1
    ? u.measures.map((c) => ({ ...measureOf({ ...u, measures: [c] }) }))
    : [measureOf(u)]
}

/**
 * The group or identifier column named right after a count cue, the one "how many" counts
 * (countedDim for a group column, countedId for an identifier).
 */
function countedAfterCue(u: Understanding): {
  countedDim: ColumnProfile | undefined
  countedId: ColumnProfile | undefined
} {
  const many = u.parsed.terms.findIndex((t) => t.role === 'cue:count')
  // "How many orders": an identifier column named right after the count counts its distinct ids,
  // as a group column does ("how many regions"). The first named is counted: in "how many orders
  // shipped to Texas" it is the orders, not the ship modes.
  const countable = [...u.dims, ...u.named.filter((c) => c.kind === 'id')]
  // A verb is not what is counted: "how many flights departed" names the origin, counts flights.
  // Chinese and Japanese put the counted noun first ("国家有多少个"): nearest before the cue, then after.
  const terms = u.parsed.terms
  const window = /^(zh|ja)$/.test(u.parsed.lang)
    ? [...terms.slice(Math.max(0, many - 3), many).reverse(), ...terms.slice(many, many + 4)]
    : terms.slice(many, many + 4)
  const first =
    many >= 0
      ? window.find((t) => t.pos !== 'VERB' && countable.some((c) => t.role === `column:${c.name}`))
      : undefined
  const firstCounted = countable.find((c) => first?.role === `column:${c.name}`)
  const countedDim = firstCounted?.kind === 'id' ? undefined : firstCounted
  const countedId = firstCounted?.kind === 'id' ? firstCounted : undefined
  return { countedDim, countedId }
}

/**
 * "Which origin has the most distinct cylinder counts": what follows "distinct" is counted,
 * even a number column, and the rest groups it.
 */
function namedAfterDistinct(u: Understanding): ColumnProfile | undefined {
  const distinctAt = u.parsed.cueAt.get('distinct')?.[0]
  const afterDistinct =
    distinctAt === undefined
      ? undefined
      : u.parsed.terms
          .slice(distinctAt + 1, distinctAt + 3)
          .find((t) => t.role?.startsWith('column:'))
  return u.named.find((c) => afterDistinct?.role === `column:${c.name}`)
}

/** A count of distinct values ("how many regions", "the most distinct …"); null when none is asked. */
function countDistinctPlan(u: Understanding, dims: Dim[]): P | null {
  const { countedDim, countedId } = countedAfterCue(u)
  const namedDistinct = namedAfterDistinct(u)
  if (!(
    u.cues.has('distinct') ||
    ((countedDim ?? countedId) && u.cues.has('count') && !u.cues.has('each') && !saidMissing(u))
  ))
    return null
  const target =
    namedDistinct ??
    countedDim ??
    countedId ??
    u.dims[0] ??
    u.named.find((c) => c.kind === 'categorical') ??
    u.hinted[0]
  if (!target) return null
  const rest = dims.filter((d) => d.column !== target.name)
  const plan: P = {
    kind: 'aggregate',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    measures: [{ agg: 'count_distinct', column: target.name }],
    dims: rest,
  }
  // "Which origin has the most distinct …": groups ranked, ties kept.
  if (rest.length && (u.cues.has('max') !== u.cues.has('min') || u.topN)) {
    plan.order = u.cues.has('min') && !u.cues.has('max') ? 'asc' : 'desc'
    plan.limit = u.topN ?? 1
  }
  return plan
}

/** The measures per group (or overall), with shares and a ranking when the question asks them. */
function measuresPlan(u: Understanding, dims: Dim[], measures: P['measures']): P {
  const ranked = u.cues.has('max') || u.cues.has('min')
  const plan: P = {
    kind: 'aggregate',
    datasourceId: u.profile.source.datasourceId,
    filters: baseFilters(u),
    measures,
    dims,
  }
  const snapshot = latestPeriod(u, plan)
  if (snapshot) plan.filters.push(snapshot)
  // "What share of the stops were in each precinct": each group's part of the whole, beside it.
  const [m] = plan.measures
  if (
    u.cues.has('share') &&
    dims.length &&
    plan.measures.length === 1 &&
    /^(count|sum)$/.test(m!.agg)
  )
    plan.shares = true
  // "Which has the most and which the fewest": every group, ranked, shows both ends.
  const bothEnds = u.cues.has('max') && u.cues.has('min') && !u.topN
  if (dims.length && bothEnds) plan.order = 'desc'
  else if (dims.length && (ranked || u.topN)) {
    plan.order = u.cues.has('min') && !u.cues.has('max') ? 'asc' : 'desc'
    plan.limit = u.topN ?? 1
  }
  return plan
}

/** Measures per group or overall; ranked when the question asks for the most or the top N. */
export const aggregate: KindModule<'aggregate'> = {
  kind: 'aggregate',
  detect(u) {
    const dims = dimsOf(u)
    const measures = measuresAsked(u)
    // "How many different animals are missing a brain weight": the rows missing it, counted; a
    // count of all the animals would drop the condition. ("No discount" waits for distinct.)
    const missing = missingValuesPlan(u)
    if (missing && saidMissing(u)) return missing
    const distinct = countDistinctPlan(u, dims)
    if (distinct) return distinct
    if (missing) return missing
    return measuresPlan(u, dims, measures)
  },
  compile(plan, profile) {
    const dims = plan.dims.map((d) => `${dimSql(profile, d)} AS ${ident(dimName(d))}`)
    const ms = plan.measures.map((m) => `${measureSql(profile, m)} AS ${ident(alias(m))}`)
    // Group sizes, for flagging averages that rest on few rows (stripped from the TABLE).
    const averaged = plan.measures.some((m) => ['avg', 'median', 'min', 'max'].includes(m.agg))
    if (plan.dims.length === 1 && !plan.dims[0]!.grain && averaged) ms.push(`count(*) AS "__rows"`)
    const where = inBandsSql(profile, plan.dims, whereSql(profile, plan.filters))
    const inner = `SELECT ${[...dims, ...ms].join(', ')} FROM ${from(profile)}${where}`
    if (!plan.dims.length) return inner
    const group = ` GROUP BY ${plan.dims.map((_, i) => i + 1).join(', ')}`
    const first = ident(alias(plan.measures[0]!))
    // The share is of every group's total, taken before a ranking keeps the top ones.
    const share = plan.shares
      ? `, 100.0 * ${first} / nullif(sum(${first}) OVER (), 0) AS ${ident('share %')}`
      : ''
    return groupedSql(
      `${inner}${group}`,
      plan.dims,
      { by: first, order: plan.order, limit: plan.limit },
      share,
    )
  },
  restate(plan, ctx) {
    const ms = plan.measures.map((m) => mname(m, ctx)).join(say(ctx.lang, 'word.and'))
    const per = plan.dims.length
      ? `${say(ctx.lang, 'word.per')}${plan.dims.map((d) => dname(d, ctx)).join(', ')}`
      : ''
    const top = plan.limit
      ? ` (${say(ctx.lang, plan.order === 'asc' ? 'word.lowestN' : 'word.highestN', { n: plan.limit })})`
      : ''
    return `${ms}${per}${top}${whereText(plan.filters, ctx)}`
  },
  findings(plan, r, ctx) {
    return aggregateFindings(plan, r, ctx)
  },
  chart(plan, r, ctx) {
    if (!plan.dims.length) return null
    return barOrLine(
      plan.dims[0]!,
      r,
      plan.measures.map((m) => ({ field: alias(m), title: chartName(m, ctx) })),
      ctx,
    )
  },
  followUps(plan, profile) {
    const time = profile.columns.find((c) => c.kind === 'temporal' || c.kind === 'year')
    const m = plan.measures[0]
    const out: string[] = []
    if (m?.column && time && !plan.dims.some((d) => d.column === time.name))
      out.push(
        `How has the ${m.agg === 'sum' ? 'total' : 'average'} ${plainName(m.column, profile)} changed over the years?`,
      )
    return out
  },
}
