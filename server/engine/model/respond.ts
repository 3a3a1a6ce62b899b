import { newGroup, type EngineSink, type Group } from '../sink'
import { sourceItems } from '../source-items'
import { suggestFor } from '../plan/suggest'
import { say } from '../say'
import type { EngineLanguage } from '../text/language'
import type { SourceInfo, TableProfile } from '../types'
import { checkNarration, numbersIn } from './numbers'

/** The steps every model answer ends with: the Respond group and the SOURCES block. */

export interface Reply {
  text: string
  image: string | null
  profile: TableProfile
  used: SourceInfo[]
}

export async function respond(
  sink: EngineSink,
  lang: EngineLanguage,
  question: string,
  reply: Reply,
): Promise<void> {
  const g = newGroup(say(lang, 'step.respond'), 'Respond')
  await sink.task(g, 'running')
  await sink.message(g, reply.text)
  if (reply.image) await sink.repeat(g, 'IMAGE', reply.image)
  const asked = question.trim().toLowerCase()
  const questions = (await suggestFor(reply.profile, lang)).filter(
    (q) => q.trim().toLowerCase() !== asked,
  )
  if (questions.length) await sink.questions(g, questions)
  await sink.task(g, 'done')
  await sink.sources(sourceItems(reply.used))
}

/** One Analyze step with one line: which planner answered, or why the model's answer was not used. */
export async function noteStep(
  sink: EngineSink,
  lang: EngineLanguage,
  text: string,
): Promise<void> {
  const g: Group = newGroup(say(lang, 'step.plan'), 'Analyze')
  await sink.task(g, 'running')
  await sink.message(g, text)
  await sink.task(g, 'done')
}

/**
 * "I read this as: …" from the model's restatement. A number in it must be in the question or
 * the result; otherwise the question itself is quoted back.
 */
export function readAs(
  lang: EngineLanguage,
  restatement: string,
  question: string,
  allowed: readonly number[],
): string {
  const own = [...allowed, ...numbersIn(question).map((n) => n.value)]
  const clean = restatement.replace(/[.。]\s*$/u, '').trim()
  const checked = clean ? checkNarration(clean, own) : { kept: '', removed: [] }
  const text = checked.removed.length || !checked.kept ? `“${question.trim()}”` : checked.kept
  return say(lang, 'reply.readAs', { plan: text.replace(/[.。]\s*$/u, '') })
}
