import { DETECT_ORDER, KINDS } from '../kinds'
import type { TableProfile } from '../types'
import { parse } from '../understand/terms'
import { understandParsed, type Understanding } from '../understand/understand'
import { PACKS } from '../lang'
import { isUnitNoun } from '../semantic/model'
import { baseForm } from '../semantic/wordnet'
import { planSchema, type Plan } from './schema'
import { inherit, isElliptical } from './follow-up'
import { halfAnswered } from './half-answered'
import { halfUnderstood } from './half-understood'

/**
 * From a question to a plan, a refusal, or "not mine" (the caller then falls back). Pure apart
 * from the cached NLP models. Each table is understood; the one that explains most words wins.
 */

export type Decision =
  | { type: 'plan'; plan: Plan; u: Understanding; followedUp: boolean; honest?: 'forecast' | 'why' }
  | {
      type: 'refuse'
      reason: 'measure' | 'condition' | 'noTime'
      words: string[]
      u: Understanding
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

export function decide(
  question: string,
  profiles: TableProfile[],
  datasetName: string,
  previous: Plan | null,
): Decision {
  const parsed = parse(question)
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
  if (!best) return { type: 'abstain', u: null }
  const u = best
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
  if (
    (u.cues.has('change') || u.cues.has('forecast')) &&
    !u.time &&
    (u.yearRange ||
      u.years.length ||
      u.cues.has('forecast') ||
      /\bchange|grow|evolve/i.test(question))
  )
    return { type: 'refuse', reason: 'noTime', words: [], u }

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
  const bound =
    u.measures.length +
    u.dims.length +
    u.values.length +
    u.conditions.length +
    (u.rowNoun ? 1 : 0) +
    u.hinted.length +
    countedIds
  if (!bound && !u.cues.has('overview')) return { type: 'abstain', u }

  for (const kind of DETECT_ORDER) {
    const plan = KINDS[kind].detect(u)
    if (plan) {
      const answersOther = halfAnswered(u, plan)
      if (answersOther) return abstain(u, answersOther)
      // A number with words left unplaced answers another question: none is given (the reply
      // names the words and offers the question read without them, one click away).
      if (leftOut(u, plan.kind).length) return abstain(u, [])
      const checked = planSchema.parse(plan)
      const honest = u.cues.has('forecast') ? 'forecast' : u.cues.has('why') ? 'why' : undefined
      return { type: 'plan', plan: checked, u, followedUp: false, ...(honest ? { honest } : {}) }
    }
  }
  return { type: 'abstain', u }
}

/**
 * Words that qualify how to say the answer, not what it is ("inclusive", "strongly", "yet"): a
 * plan that leaves only these unplaced still answers the question.
 */
/** Words for what a measure column holds, when said right after the column's name. */
const HOLDS = /^(rate|score|level|value|figure|amount|count|number|total|size|index|share)$/

const QUALIFYING =
  /^(inclusive|inclusively|exclusive|exactly|roughly|approximately|about|around|yet|still|strongly|overall|actually|currently|respectively|really|total|whole|entire|altogether|exact|precisely|just|only|please|also|even|ever|so|far|roughly|give|list|show|tell|say|find|hourly|daily|weekly|monthly|yearly|annual|thousand|million|billion|complete|full)$/i

/**
 * The words left unplaced that change the answer: nouns, adjectives and numbers. Verbs that only
 * link the rows to what was placed ("leave from ATL", "brought in") are judged by the
 * half-understood rules; a unit after a number read as a condition ("more than 60 minutes") is
 * that condition's; a percentile is the statistics plan's own word.
 */
function leftOut(u: Understanding, kind: Plan['kind']): string[] {
  const terms = u.parsed.terms
  const listed = new Set(u.notUnderstood.flatMap((w) => w.split(/\s+/)))
  return u.ledger.flatMap((l, k) => {
    const t = terms[k]
    if (l.role !== 'not understood' || !t || l.word.length < 2 || !listed.has(l.word)) return []
    if (!/^(NOUN|PROPN|ADJ|NUM|X)$/.test(t.pos) || QUALIFYING.test(t.lemma)) return []
    // A participle ("strikes that involved", "the state involved") links like its verb.
    if (t.pos === 'ADJ' && /[a-z](ed|ing)$/i.test(t.text)) return []
    if (kind === 'stats' && /^(percentile|quartile|quantile)/i.test(t.lemma)) return []
    const before = terms[k - 1]
    if (before?.role === 'condition' && isUnitNoun(t.lemma)) return []
    // "the murder arrest rate", "the prestige score": a word for what a column holds, after it.
    // ("the assault arrest rate": the column may stand two words before.)
    const named = [before, terms[k - 2]].some((x) => x?.role?.startsWith('column:'))
    if (named && HOLDS.test(t.lemma)) return []
    // "countries or regions": an alternative name for what the word before "or" placed.
    if (OR.test(before?.lemma ?? '') && terms[k - 2]?.role?.startsWith('column:')) return []
    // "the population lives in": a verb the tagger read as a plural noun, before its preposition.
    const next = terms[k + 1]
    if (t.pos === 'NOUN' && /s$/.test(t.text) && PREPOSITION.test(next?.lemma ?? ''))
      if (baseForm(t.text.toLowerCase(), 'v')) return []
    // "最高值", "平均数": a word the segmenter kept whole around a cue the question already has.
    if (/[\u4e00-\u9fff]/.test(t.text) && CJK_CUES().some((c) => t.text.includes(c))) return []
    return [l.word]
  })
}

const OR = /^(or|或|或者|o|ou|oder|или|또는)$/
const PREPOSITION = /^(in|at|on|from|with|near|outside|inside)$/
let cjkCues: string[] | null = null
/** The Chinese and Japanese packs' cue phrases, for words the segmenter kept whole around one. */
const CJK_CUES = () =>
  (cjkCues ??= [PACKS.zh, PACKS.ja].flatMap((p) =>
    Object.values(p.cues)
      .flat()
      .filter((c) => c.length >= 2),
  ))

/** No plan: the reply names the words that were not placed, phrases first ("below freezing" says "freezing"). */
function abstain(u: Understanding, words: string[]): Decision {
  const inPhrase = (w: string) => words.some((p) => p !== w && p.split(' ').includes(w))
  u.notUnderstood = [...new Set([...words, ...u.notUnderstood.filter((w) => !inPhrase(w))])]
  return { type: 'abstain', u }
}
