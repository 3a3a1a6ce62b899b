import { say, type SayKey } from '../say'
import type { EngineSink, Group } from '../sink'
import { sourceItems } from '../source-items'
import type { EngineLanguage } from '../text/language'
import type { AnalyzeInput, AnalyzeOutcome, TableProfile } from '../types'
import { decide, type Refusal } from './decide'
import { runPlan } from './run'
import type { Plan } from './schema'
import { offersFor } from './offers'
import { suggestFor } from './suggest'

/**
 * The answer: decide, then either run the plan (Respond opens with the restatement) or say
 * exactly what could not be computed — or that nothing in the question could be placed — and
 * offer questions that can be answered. Every question gets one of these; no number is given
 * for a question the planner did not understand.
 */
export async function answerQuestion(
  input: Omit<AnalyzeInput, 'previous'> & { previous: Plan | null },
  profiles: TableProfile[],
  sink: EngineSink,
  respond: Group,
): Promise<AnalyzeOutcome> {
  const lang = input.language
  const d = decide(input.question, profiles, input.datasetName, input.previous)
  const profile = d.u?.profile ?? profiles[0]
  if (!profile) throw new Error('No data source to analyse.')

  if (d.type === 'plan')
    return answerPlan(d.plan, profile, { lang, question: input.question }, sink, respond, {
      followedUp: d.followedUp,
      ...(d.honest ? { honest: d.honest } : {}),
      notUnderstood: d.u.notUnderstood,
    })

  const file = profile.source.fileName
  const lines =
    d.type === 'refuse'
      ? [say(lang, REFUSALS[d.reason], { file, words: d.words.join(', '), ...d.params })]
      : [say(lang, 'reply.notPlanned', { file }), ...unplacedLine(lang, d.u?.notUnderstood ?? [])]
  lines.push(say(lang, 'reply.columns', { columns: profile.columns.map((c) => c.name).join(', ') }))
  // The one-click way on: the question read without the words that could not be placed.
  const without = withoutWords(
    input.question,
    d.type === 'abstain' ? (d.u?.notUnderstood ?? []) : [],
  )
  // Readings of the unplaced words first (each a click that answers), then the question without
  // them, then what the table can answer.
  const readable = d.type === 'abstain' || (d.type === 'refuse' && d.reason !== 'noTime')
  const offers = readable && d.u ? offersFor(input.question, d.u, input.datasetName) : []
  const suggestions = [
    ...new Set([...offers, ...(without ? [without] : []), ...(await suggestFor(profile, lang))]),
  ]
  if (suggestions.length) lines.push(say(lang, 'reply.tryInstead'))
  await sink.task(respond, 'running')
  await sink.message(respond, lines.join('\n\n'))
  if (suggestions.length) await sink.questions(respond, suggestions)
  await sink.task(respond, 'done')
  return { plan: null, used: [] }
}

/** The sentence of each reason to decline (decide.ts). */
const REFUSALS: Record<Refusal, SayKey> = {
  measure: 'reply.cannotCompute',
  condition: 'reply.cannotSelect',
  noTime: 'reply.noTime',
  noPeriod: 'reply.noPeriod',
  why: 'reply.cannotWhy',
}

interface PlanAnswerOptions {
  /** Paragraphs before the restatement (a DATA_ANALYTICS overview says why it was chosen). */
  intro?: string[]
  followedUp?: boolean
  honest?: 'forecast'
  notUnderstood?: string[]
}

/** Runs a plan and writes the Respond group and the SOURCES block. */
export async function answerPlan(
  plan: Plan,
  profile: TableProfile,
  ask: { lang: EngineLanguage; question: string },
  sink: EngineSink,
  respond: Group,
  opts: PlanAnswerOptions = {},
): Promise<AnalyzeOutcome> {
  const { lang } = ask
  const out = await runPlan(plan, profile, lang, sink)
  const parts = [...(opts.intro ?? [])]
  if (opts.followedUp) parts.push(say(lang, 'reply.followUp'))
  parts.push(say(lang, 'reply.readAs', { plan: out.restatement }))
  if (opts.honest) parts.push(say(lang, 'reply.forecast', { plan: out.restatement }))
  parts.push(out.findings)
  if (out.notes.length) parts.push(out.notes.join('\n'))
  // A number is given only when the words left unplaced do not change it (decide.ts, left-out.ts):
  // they are named as such, never as words not understood beside a figure.
  const aside = (opts.notUnderstood ?? []).filter((w) => w.length > 1)
  if (aside.length) parts.push(say(lang, 'reply.setAside', { words: aside.join(', ') }))
  const suggestions = await suggestFor(profile, lang)
  await sink.task(respond, 'running')
  await sink.message(respond, parts.join('\n\n'))
  if (out.chartName) await sink.repeat(respond, 'IMAGE', out.chartName)
  const others = suggestions.filter((q) => q !== ask.question)
  if (others.length) await sink.questions(respond, others)
  await sink.task(respond, 'done')
  await sink.sources(sourceItems([profile.source]))
  return { plan: out.plan, used: [profile.source] }
}

function unplacedLine(lang: EngineLanguage, words: string[]): string[] {
  const unplaced = words.filter((w) => w.length > 1)
  return unplaced.length ? [say(lang, 'reply.notUnderstood', { words: unplaced.join(', ') })] : []
}

/**
 * The question without the words named as not placed, when what remains still asks something
 * ("How many cars do better than 20 mpg" without "while having more than 100 horsepower" is the
 * analyst's to choose). Null when nothing would be left out or nothing would remain.
 */
export function withoutWords(question: string, words: string[]): string | null {
  let out = question
  for (const w of words.filter((x) => x.trim().length > 1)) {
    const esc = w
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+')
    const cjk = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(w)
    out = out.replace(
      new RegExp(cjk ? esc : `(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'giu'),
      ' ',
    )
  }
  out = out
    .replace(/\s+([?？.,，])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
  if (out === question.trim() || out.replace(/[^\p{L}]/gu, '').length < 6) return null
  return out
}
