import { loadSource, type SourceFile } from './catalog'
import { routeDocuments } from './documents/job'
import { withSemantics } from './semantic/model'
import { answerWithModel } from './model/answer'
import { loadZhGlossary } from './nlp/zh-glossary'
import { say } from './say'
import { newGroup, type EngineSink, type Group } from './sink'
import { smallTalkOf } from './small-talk'
import { forChinesePack } from './text/detect'
import { LANGUAGES } from './text/language'
import type { AnalyzeInput, AnalyzeOutcome, TableProfile } from './types'
import { answerPlan, answerQuestion } from './plan/answer'
import { planSchema, type Plan } from './plan/schema'
import { suggestFor } from './plan/suggest'
import { nextTurn } from './turns'

/**
 * The engine's entry point: question -> plan -> SQL -> result -> blocks. It writes everything
 * through the sink and returns the plan, which the job layer records for follow-up questions.
 */

const KEEP_ALIVE_MS = 2000

export async function analyze(asked: AnalyzeInput, sink: EngineSink): Promise<AnalyzeOutcome> {
  let input = asked
  const { language: lang } = input
  // Chinese words are understood through a glossary read at start-up (nlp/zh-glossary.ts), and
  // understanding is synchronous: a question asked before it is read waits for it.
  // A language written in Han (LANGUAGES[lang].script) reads and writes Chinese words too.
  if (LANGUAGES[lang].script?.test('中') || /\p{Script=Han}/u.test(input.question))
    await loadZhGlossary()
  const respond = newGroup(say(lang, 'step.respond'), 'Respond')
  const talk = smallTalkOf(input.question)

  if (talk && input.mode === 'AUTO') {
    const profile = await firstProfile(input.sources, sink)
    const reply = {
      hello: 'talk.hello',
      thanks: 'talk.thanks',
      bye: 'talk.bye',
      help: 'talk.help',
    } as const
    await answer(
      sink,
      respond,
      say(lang, reply[talk], { dataset: input.datasetName }),
      profile && talk !== 'bye' ? await suggestFor(profile, lang) : [],
    )
    return { plan: null, used: [] }
  }
  if (!input.sources.length) {
    await answer(sink, respond, say(lang, 'talk.noData'), [])
    return { plan: null, used: [] }
  }
  // Documents are searched, not analysed (documents/job.ts); what is left is the tables.
  const retrieved = await routeDocuments(
    input,
    sink,
    (tables) => withKeepAlive(sink, () => Promise.all(tables.map(loadProfile))),
    (work) => withKeepAlive(sink, work),
  )
  if (retrieved) return retrieved
  input = { ...input, sources: input.sources.filter((s) => !s.passages) }

  const profiles = await withKeepAlive(sink, () => Promise.all(input.sources.map(loadProfile)))
  // Plans stored by an older engine do not parse: those questions are simply not followed up.
  const stored = planSchema.safeParse(input.previous)
  const previous = stored.success ? stored.data : null
  if (talk) {
    // DATA_ANALYTICS always analyses: with no question, an overview of the data.
    const profile =
      profiles.find((p) => p.source.datasourceId === previous?.datasourceId) ?? profiles[0]
    if (!profile) throw new Error('No data source to analyse.')
    const plan: Plan = { kind: 'overview', datasourceId: profile.source.datasourceId, filters: [] }
    return answerPlan(plan, profile, { lang, question: input.question }, sink, respond, {
      intro: [say(lang, 'talk.analytics', { file: profile.source.fileName })],
    })
  }
  // Understanding a question is synchronous work: each job takes its own turn of the event loop
  // (50 jobs started together held it for a quarter of a second).
  await nextTurn()
  // A configured model planner answers first; it falls back to the rules on its own.
  const viaModel = await answerWithModel({ ...input, previous }, profiles, sink)
  if (viaModel) return viaModel
  // The rules read Traditional Chinese through the Simplified pack (text/detect.ts).
  const question = forChinesePack(input.question)
  return answerQuestion({ ...input, question, previous }, profiles, sink, respond)
}

async function answer(sink: EngineSink, g: Group, text: string, questions: string[]) {
  await sink.task(g, 'running')
  await sink.message(g, text)
  if (questions.length) await sink.questions(g, questions)
  await sink.task(g, 'done')
}

async function firstProfile(sources: SourceFile[], sink: EngineSink): Promise<TableProfile | null> {
  const first = sources.find((s) => !s.passages)
  return first ? withKeepAlive(sink, () => loadProfile(first)) : null
}

/** A source's profile with its dataset's semantic model on it. */
async function loadProfile(src: SourceFile): Promise<TableProfile> {
  const profile = await loadSource(src)
  return withSemantics(profile, src.dataset ?? { name: '', description: '' })
}

/** Loading a large file can take a while; keep the stream alive meanwhile. */
async function withKeepAlive<T>(sink: EngineSink, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => sink.keepAlive(), KEEP_ALIVE_MS)
  try {
    return await work()
  } finally {
    clearInterval(timer)
  }
}
