import type { Understanding } from '../understand/understand'
import { HOW_MUCH } from '../understand/words'
import { at, words } from './half-understood'
import { mixesSeries } from './mixed-series'
import type { Measure, Plan } from './schema'

/**
 * Rules that need the plan the rest of the question made (the others are in half-understood.ts):
 * each returns the words to name (maybe none beyond those already not understood) when the plan
 * would answer another question.
 */
type PlanRule = (u: Understanding, plan: Plan) => string[] | null

/** The plan answers with a count of rows and nothing else. */
const countsRowsOnly = (plan: Plan) =>
  plan.kind === 'aggregate' && plan.measures.every((m) => m.agg === 'count' && m.column === null)

/**
 * "The number of female doctors" where no job is called doctor: a filter left out, unless the
 * plan groups or filters by the column the word hints at. Only columns of a few hundred names: in
 * 1,850 product names most nouns occur somewhere.
 */
const hintLeftOut: PlanRule = (u, plan) => {
  const hinted = u.hinted.filter((c) => c.distinct <= 300)
  const hints = hinted.length
    ? at(
        u,
        (role, k) => role === 'values hint' && /^(NOUN|PROPN)$/.test(u.parsed.terms[k]?.pos ?? ''),
      )
    : []
  const used = JSON.stringify(plan)
  return hints.length && !hinted.some((c) => used.includes(`"column":${JSON.stringify(c.name)}`))
    ? words(u, hints)
    : null
}

/** Rows counted where nothing asked for a count ("哪个产地的汽车最省油" with 省油 unknown). */
const countWithoutReason: PlanRule = (u, plan) => {
  const countsOnly = countsRowsOnly(plan)
  const reason = (
    ['count', 'max', 'min', 'share', 'distribution', 'overview', 'missing', 'known'] as const
  ).some((c) => u.cues.has(c))
  return countsOnly &&
    !reason &&
    !u.rowNoun &&
    !u.values.length &&
    !u.conditions.length &&
    !u.hinted.length &&
    u.notUnderstood.length
    ? []
    : null
}

/** The words a reply names when nothing else was left out: those not placed, then generic ones. */
function vagueWords(u: Understanding): string[] {
  const loose = at(u, (role) => role === 'not understood')
  return words(u, loose.length ? loose : at(u, (role) => role === 'generic'))
}

/** "What share of flights were on time", with nothing to take a share of: not a count of all rows. */
const shareOfNothing: PlanRule = (u, plan) =>
  u.cues.has('share') &&
  plan.kind === 'aggregate' &&
  !plan.dims.length &&
  !plan.filters.length &&
  !plan.measures.some((m) => m.derived)
    ? vagueWords(u)
    : null

/** "How much electricity …" answered with a count of rows: an amount of what is not said. */
const amountAsCount: PlanRule = (u, plan) => {
  if (!HOW_MUCH.test(u.parsed.text) || !countsRowsOnly(plan)) return null
  const rows = at(u, (role) => role === 'rows')
  return rows.length ? words(u, rows) : vagueWords(u)
}

/**
 * "The average depth of all quakes" answered with a count of rows: an average or a median is of
 * a quantity, and a count of rows is no quantity's average (averages of counts per period are
 * the period_average plan's).
 */
const statisticOfRows: PlanRule = (u, plan) =>
  (u.cues.has('average') || u.cues.has('median')) && countsRowsOnly(plan) ? vagueWords(u) : null

/**
 * "Cars that weigh between 3,000 and 4,000 lb" on a weight stored in thousands of pounds: a bound
 * a hundred times beyond every value of its column is a unit the data is not in. The reply names
 * the numbers, so the analyst can say the unit (a data dictionary) instead of reading "0 rows".
 */
const boundOutOfRange: PlanRule = (u) => {
  const far = u.conditions.filter((c) => {
    const col = u.profile.columns.find((x) => x.name === c.column)
    if (!col || typeof col.max !== 'number' || typeof col.min !== 'number') return false
    const span = Math.max(Math.abs(col.max), Math.abs(col.min), 1e-9)
    const low = c.op === 'between' ? Math.min(c.value, c.high ?? c.value) : c.value
    return c.op !== '<' && c.op !== '<=' && low > span * 100
  })
  if (!far.length) return null
  const numbers = at(u, (role) => role === 'condition')
  return words(u, numbers)
}

/** The measures a plan computes, whatever its kind (none for a row lookup or a statistic). */
function measuresOf(plan: Plan): Measure[] {
  if ('measures' in plan) return plan.measures
  if ('measure' in plan) return [plan.measure]
  if (plan.kind === 'ratio') return [plan.numerator.measure, plan.denominator.measure]
  return []
}

/** "Averaging at least 12 years", "at most 5": a cue word that is a bound's, read as a condition. */
const boundsNext = (u: Understanding, i: number, reach: number) =>
  u.parsed.terms
    .slice(i + 1, i + 1 + reach)
    .some((x) => x.role === 'condition' && x.num !== undefined)

/**
 * "The median number of breaks of wool A and B" read as a comparison of row counts: an average
 * or median asked that no measure of the plan computes (statisticOfRows covers aggregates; this
 * any kind but the statistics and per-period averages, which are averages themselves).
 */
const statisticDropped: PlanRule = (u, plan) => {
  if (plan.kind === 'stats' || plan.kind === 'period_average') return null
  const asked = u.parsed.terms.some(
    (t) => /^cue:(average|median)$/.test(t.role ?? '') && !boundsNext(u, t.i, 4),
  )
  const measures = measuresOf(plan)
  return asked && measures.length && measures.every((m) => m.agg === 'count' && m.column === null)
    ? []
    : null
}

/**
 * "Which president served the shortest term" read as an aggregate without order: a count of rows,
 * or a total or average of all rows when the superlative grades the rows themselves, ranks nothing.
 */
const rankDropped: PlanRule = (u, plan) => {
  if (plan.kind !== 'aggregate' || plan.order) return null
  const terms = u.parsed.terms
  const ranks = terms.filter(
    (t) =>
      /^cue:(max|min)$/.test(t.role ?? '') &&
      ![terms[t.i + 1], terms[t.i + 2]].some((x) => x?.role === 'condition'),
  )
  if (!ranks.length) return null
  if (countsRowsOnly(plan)) return []
  const gradesRows = terms.some(
    (t) =>
      /^cue:(max|min)$/.test(t.role ?? '') &&
      (terms[t.i - 1]?.role === 'rows' || terms[t.i + 1]?.role === 'rows'),
  )
  return gradesRows && !plan.dims.length && !plan.measures.some((m) => /^(max|min)$/.test(m.agg))
    ? []
    : null
}

/** A long-format table's series added or ranked together (mixed-series.ts). */
const seriesMixed: PlanRule = (u, plan) =>
  u.profile.series && mixesSeries(plan, u.profile.series) ? [] : null

/**
 * "When did the average chick weight first exceed 200 grams": the bound is on the average (of
 * each day), its verb's subject, not on the rows averaged; filtering rows above 200 and averaging
 * them answers another question. A bound said by a verb whose subject is an average, median or
 * total of the bounded column is named instead.
 */
const boundOnAggregate: PlanRule = (u) => {
  const terms = u.parsed.terms
  const bounded = new Set(u.conditions.map((c) => c.column))
  const found = terms.filter((t) => {
    if (!/^cue:(above|below)$/.test(t.role ?? '')) return false
    const verb = t.pos === 'VERB' || /^(go|rise|fall|drop|climb)$/.test(terms[t.i - 1]?.lemma ?? '')
    if (!verb) return false
    const subject = [...terms.slice(0, t.i)].reverse().find((x) => x.role?.startsWith('column:'))
    const column = subject?.role?.slice('column:'.length)
    if (!subject || !column || !bounded.has(column)) return false
    return terms
      .slice(Math.max(0, subject.i - 3), subject.i)
      .some((x) => /^cue:(average|median|total)$/.test(x.role ?? ''))
  })
  return found.length
    ? words(
        u,
        found.map((t) => t.i),
      )
    : null
}

const PLAN_RULES: PlanRule[] = [
  boundOutOfRange,
  boundOnAggregate,
  hintLeftOut,
  countWithoutReason,
  shareOfNothing,
  amountAsCount,
  statisticOfRows,
  statisticDropped,
  rankDropped,
  seriesMixed,
]

export function halfAnswered(u: Understanding, plan: Plan): string[] | null {
  for (const rule of PLAN_RULES) {
    const found = rule(u, plan)
    if (found) return found
  }
  return null
}
