import type { JobMode } from '@contract/jobs'
import { loadSource, type SourceFile } from './catalog'
import { choose } from './choose'
import { answerWithModel, type ModelPlannerInput } from './model/answer'
import { findings } from './findings'
import { t } from './i18n'
import { newGroup, type EngineSink, type Group } from './sink'
import { smallTalkOf } from './small-talk'
import { sourceItems } from './source-items'
import { runPlan } from './steps'
import { suggestQuestions } from './suggest'
import type { EngineLanguage } from './text/language'
import type { Plan, SourceInfo, StoredPlan, TableProfile, Unmapped } from './types'
import { answerV2 } from './plan/answer'
import { planSchema } from './plan/schema'

/**
 * The engine's entry point: question -> plan -> SQL -> result -> blocks. It writes everything
 * through the sink and returns the plan, which the job layer records for follow-up questions.
 */

export interface AnalyzeInput {
  question: string
  language: EngineLanguage
  mode: JobMode
  /** Synched data sources the job may use. */
  sources: SourceFile[]
  /** The session's latest plan, for follow-ups; null when there is none or history is off. */
  previous: StoredPlan | null
  /** Shown in small-talk replies. */
  datasetName: string
  /** The model planner, when ENGINE_MODEL_* configures one (docs/model-planner.md). */
  model?: ModelPlannerInput | null
}

export interface AnalyzeOutcome {
  plan: StoredPlan | null
  used: SourceInfo[]
}

const KEEP_ALIVE_MS = 2000

export async function analyze(input: AnalyzeInput, sink: EngineSink): Promise<AnalyzeOutcome> {
  const { language: lang } = input
  const respond = newGroup(t(lang, 'step.respond'), 'Respond')
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
      t(lang, reply[talk], { dataset: input.datasetName }),
      profile && talk !== 'bye' ? suggestQuestions(profile, lang) : [],
    )
    return { plan: null, used: [] }
  }
  if (!input.sources.length) {
    await answer(sink, respond, t(lang, 'u.noData'), [])
    return { plan: null, used: [] }
  }

  const profiles = await withKeepAlive(sink, () => Promise.all(input.sources.map(loadSource)))
  const v2Previous = planSchema.safeParse(input.previous)
  const legacyPrevious = v2Previous.success ? null : (input.previous as Plan | null)
  if (!talk) {
    // A configured model planner answers first; it falls back to the rules on its own.
    const viaModel = await answerWithModel(
      { ...input, previous: v2Previous.success ? v2Previous.data : null },
      profiles,
      sink,
    )
    if (viaModel) return viaModel
    const done = await answerV2(
      { ...input, previous: v2Previous.success ? v2Previous.data : null },
      profiles,
      sink,
      respond,
    )
    if (done) return done
  }
  let plan: Plan
  let profile: TableProfile
  let intro = ''
  if (talk) {
    // DATA_ANALYTICS always analyses: with no question, an overview of the data.
    profile =
      profiles.find((p) => p.source.datasourceId === legacyPrevious?.datasourceId) ??
      (profiles[0] as TableProfile)
    plan = { kind: 'describe', datasourceId: profile.source.datasourceId, dims: [], filters: [] }
    intro = `${t(lang, 'talk.analytics', { file: profile.source.fileName })}\n\n`
  } else {
    const choice = choose(input.question, profiles, legacyPrevious)
    if (!choice) throw new Error('No data source to analyse.')
    profile = choice.profile
    if (!choice.result.ok) {
      await unmappedAnswer(sink, respond, lang, choice.result.unmapped, profiles)
      return { plan: null, used: [] }
    }
    plan = choice.result.plan
    if (choice.followedUp) intro = `${t(lang, 'plan.followup')}\n\n`
  }

  const { results, chartName } = await runPlan(plan, profile, lang, sink, intro)
  const text = findings(lang, plan, profile, results)
  await sink.task(respond, 'running')
  await sink.message(respond, text)
  if (chartName) await sink.repeat(respond, 'IMAGE', chartName)
  await sink.questions(
    respond,
    suggestQuestions(profile, lang, 4, (Date.now() / 1000) | 0, input.question),
  )
  await sink.task(respond, 'done')
  await sink.sources(sourceItems([profile.source]))
  return { plan, used: [profile.source] }
}

async function answer(sink: EngineSink, g: Group, text: string, questions: string[]) {
  await sink.task(g, 'running')
  await sink.message(g, text)
  if (questions.length) await sink.questions(g, questions)
  await sink.task(g, 'done')
}

async function unmappedAnswer(
  sink: EngineSink,
  g: Group,
  lang: EngineLanguage,
  u: Unmapped,
  profiles: TableProfile[],
) {
  const files = profiles.map((p) => p.source.fileName).join(', ')
  const columns = profiles.flatMap((p) =>
    p.columns.filter((c) => c.kind !== 'other').map((c) => c.name),
  )
  const words = u.words.join(' ')
  const key = u.reason === 'nothing' && words ? 'u.nothingWords' : (`u.${u.reason}` as const)
  const lines = [
    t(lang, key, { files, words }),
    t(lang, 'u.columns', { columns: columns.slice(0, 40).join(', ') }),
  ]
  const questions = profiles
    .flatMap((p) => suggestQuestions(p, lang, profiles.length > 1 ? 2 : 4))
    .slice(0, 5)
  if (questions.length) lines.push(t(lang, 'u.try'))
  await answer(sink, g, lines.join('\n\n'), questions)
}

async function firstProfile(sources: SourceFile[], sink: EngineSink): Promise<TableProfile | null> {
  const [first] = sources
  return first ? withKeepAlive(sink, () => loadSource(first)) : null
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
