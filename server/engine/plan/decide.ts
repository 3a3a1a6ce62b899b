import { DETECT_ORDER, KINDS } from '../kinds'
import { derivedPlan } from '../kinds/derived'
import type { TableProfile } from '../types'
import { parse } from '../understand/terms'
import { understandParsed, type Understanding } from '../understand/understand'
import { planSchema, type Plan } from './schema'
import { inherit, isElliptical } from './follow-up'
import { halfAnswered } from './half-answered'
import { halfUnderstood } from './half-understood'
import { leftOut, ungraded } from './left-out'

/**
 * From a question to a plan, a refusal, or "not mine" (the caller then falls back). Pure apart
 * from the cached NLP models. Each table is understood; the one that explains most words wins.
 */

/** Why a question gets no number: each has its sentence (plan/answer.ts). */
export type Refusal = 'measure' | 'condition' | 'noTime' | 'noPeriod' | 'why'

type Decision =
  | { type: 'plan'; plan: Plan; u: Understanding; followedUp: boolean; honest?: 'forecast' }
  | {
      type: 'refuse'
      reason: Refusal
      words: string[]
      u: Understanding
      /** What the sentence says besides the words (the period the data covers). */
      params?: Record<string, string>
    }
  | { type: 'abstain'; u: Understanding | null }

function explained(u: Understanding): number {
  return (
    u.ledger.filter((l) => /^(column|value|rows|values hint|condition|year|date)/.test(l.role))
      .length - u.unknownMeasures.length
  )
}

const ASKS_NUMBER: string[] = [
  'count',
  'average',
  'total',
  'median',
  'max',
  'min',
  'share',
  'ratio',
  'distinct',
  'difference',
  'change',
  'compare',
]

/** The table whose understanding explains most words; on a tie, the one the previous plan read. */
function bestUnderstanding(
  parsed: ReturnType<typeof parse>,
  profiles: TableProfile[],
  datasetName: string,
  previous: Plan | null,
): Understanding | null {
  let best: Understanding | null = null
  for (const p of profiles) {
    const u = understandParsed(parsed, p, datasetName)
    if (
      !best ||
      explained(u) > explained(best) ||
      (previous?.datasourceId === p.source.datasourceId && explained(u) === explained(best))
    )
      best = u
  }
  return best
}

/**
 * A refusal owed before any kind is tried: a measure, state, time or period the data lacks, or a
 * cause ("why"); null when none is.
 */
function refusal(u: Understanding, question: string): Decision | null {
  const asksNumber =
    ASKS_NUMBER.some((c) => u.cues.has(c as never)) ||
    /\b(what|which|how)\b|多少|哪|几|cuál|quel|wie/i.test(question)

  // Something to compute that nothing in the data measures: say so, never answer another question.
  const hardUnit = u.ledger.some((l) => l.role === 'unknown unit')
  // Counting the table's own rows ("how many airports … in which countries") needs no measure.
  const countsRows = u.rowNoun && (u.cues.has('count') || u.cues.has('distinct'))
  if (asksNumber && u.unknownMeasures.length && (hardUnit || (!u.measures.length && !countsRows)))
    return { type: 'refuse', reason: 'measure', words: u.unknownMeasures, u }
  // Rows said to be in a state the data does not record: counting them all would be a wrong number.
  // "How many orders were shipped late": counted orders are rows too.
  const countsIds = u.cues.has('count') && u.named.some((c) => c.kind === 'id')
  if (
    asksNumber &&
    (countsRows || countsIds) &&
    u.unknownConditions.length &&
    !u.values.length &&
    !u.conditions.length
  )
    return { type: 'refuse', reason: 'condition', words: u.unknownConditions, u }
  // "Grow from day 0 to day 21": a change between two points of a numbered level, no date needed.
  const levelOf = (c: TableProfile['columns'][number]) => c.kind === 'numeric'
  const points = u.values.filter((v) => levelOf(v.column))
  const betweenPoints = points.some((v) => points.filter((w) => w.column === v.column).length >= 2)
  if (
    (u.cues.has('change') || u.cues.has('forecast')) &&
    !(betweenPoints && !u.cues.has('forecast')) &&
    !u.time &&
    (u.yearRange ||
      u.years.length ||
      u.cues.has('forecast') ||
      /\bchange|grow|evolve/i.test(question))
  )
    return { type: 'refuse', reason: 'noTime', words: [], u }

  // "Why …": the data records what happened, not its causes; a number would answer another question.
  if (u.cues.has('why')) return { type: 'refuse', reason: 'why', words: [], u }
  // "In 2016" of a series that ends in 2015: no rows, so no number (and no forecast).
  const outside = yearsOutside(u)
  if (outside) return { type: 'refuse', reason: 'noPeriod', words: [], u, params: outside }
  return null
}

/** How many things the question bound to the table (columns, values, conditions, rows, counted ids). */
function boundCount(u: Understanding, countedIds: number): number {
  return (
    u.measures.length +
    u.dims.length +
    u.values.length +
    u.conditions.length +
    (u.rowNoun ? 1 : 0) +
    u.hinted.length +
    countedIds
  )
}

/** A detected plan given, or withheld when it would answer another question than the one asked. */
function planOrAbstain(u: Understanding, plan: Plan): Decision {
  const answersOther = halfAnswered(u, plan)
  if (answersOther) return abstain(u, answersOther)
  // A number with words left unplaced answers another question: none is given (the reply
  // names the words and offers the question read without them, one click away).
  if (leftOut(u, plan.kind).length) return abstain(u, [])
  const grades = plan.kind === 'extreme_row' || plan.kind === 'aggregate' ? ungraded(u) : []
  if (grades.length) return abstain(u, grades)
  const checked = planSchema.parse(plan)
  const honest = u.cues.has('forecast') ? ('forecast' as const) : undefined
  return { type: 'plan', plan: checked, u, followedUp: false, ...(honest ? { honest } : {}) }
}

export function decide(
  question: string,
  profiles: TableProfile[],
  datasetName: string,
  previous: Plan | null,
): Decision {
  const u = bestUnderstanding(parse(question), profiles, datasetName, previous)
  if (!u) return { type: 'abstain', u: null }
  const refused = refusal(u, question)
  if (refused) return refused

  // Follow-ups inherit only when the question has no measure or dimension of its own.
  if (previous && previous.datasourceId === u.profile.source.datasourceId && isElliptical(u)) {
    const plan = inherit(previous, u)
    if (plan) return { type: 'plan', plan, u, followedUp: true }
  }

  // An identifier counted ("how many customers" over Customer ID) is bound too.
  const countedIds = u.cues.has('count') ? u.named.filter((c) => c.kind === 'id').length : 0

  // Half understood: some words that change the answer were not placed (half-understood.ts).
  const unplaced = halfUnderstood(u, countedIds)
  if (unplaced) return abstain(u, unplaced)
  if (!boundCount(u, countedIds) && !u.cues.has('overview') && !u.derived)
    return { type: 'abstain', u }
  // A formula written out is planned as written, or not answered (kinds/derived.ts).
  if (u.derived) {
    const derived = derivedPlan(u)
    return derived ? planOrAbstain(u, derived) : abstain(u, u.derived.unread)
  }

  for (const kind of DETECT_ORDER) {
    const plan = KINDS[kind].detect(u)
    if (plan) return planOrAbstain(u, plan)
  }
  return { type: 'abstain', u }
}

/** The years asked for that the time column does not reach, with the years it covers. */
function yearsOutside(u: Understanding): Record<string, string> | null {
  const t = u.time
  if (!t || !u.years.length || t.min === null || t.max === null) return null
  const year = (v: number | string) => (typeof v === 'number' ? v : Number(String(v).slice(0, 4)))
  const [from, to] = [year(t.min), year(t.max)]
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null
  const out = u.years.filter((y) => y < from || y > to)
  return out.length ? { period: out.join(', '), from: String(from), to: String(to) } : null
}

/** No plan: the reply names the words that were not placed, phrases first ("below freezing" says "freezing"). */
function abstain(u: Understanding, words: string[]): Decision {
  const inPhrase = (w: string) => words.some((p) => p !== w && p.split(' ').includes(w))
  u.notUnderstood = [...new Set([...words, ...u.notUnderstood.filter((w) => !inPhrase(w))])]
  return { type: 'abstain', u }
}
