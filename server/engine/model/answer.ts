import { decide } from '../plan/decide'
import { runPlan } from '../plan/run'
import type { Plan } from '../plan/schema'
import { say } from '../say'
import type { EngineSink } from '../sink'
import { LANGUAGES, type EngineLanguage } from '../text/language'
import { otherLanguage, proseOf } from './prose-language'
import type { AnalyzeInput, AnalyzeOutcome, TableProfile } from '../types'
import { AnswerFormatError, parseAnswer, type ModelAnswer } from './answer-schema'
import { askModel, ModelCallError } from './client'
import type { EngineModelConfig } from './config'
import { DeferredSink } from './deferred-sink'
import { checkNarration, numbersIn, resultNumbers } from './numbers'
import { PlanAnswerError, toEnginePlan, type NamedProfile } from './plan-answer'
import { buildMessages, nameTables } from './prompt'
import { noteStep, respond } from './respond'
import { warmSandbox } from './sandbox'
import { snapshotOf } from './snapshot'
import { sqlAnswer } from './sql-answer'
import { SqlRejected } from './validate-sql'

/**
 * The model planner's entry point, called by analyze() for a question when ENGINE_MODEL_* is set.
 * It answers the whole job (steps, Respond, SOURCES) and returns the outcome, or writes one
 * Analyze line saying why the model's answer was not used and returns null: the built-in rules
 * then answer as if the model were not there. Only a cancelled job escapes as an error.
 */

export interface ModelPlannerInput {
  config: EngineModelConfig
  /** The session's previous question, for follow-ups; null when there is none. */
  previousQuestion: string | null
}

const KEEP_ALIVE_MS = 2000

class EmptyResult extends Error {}

const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError'

/** The job's input, with the previous plan only when the rules can follow it up. */
type ModelInput = Omit<AnalyzeInput, 'previous'> & { previous: Plan | null }

export async function answerWithModel(
  input: ModelInput,
  profiles: TableProfile[],
  sink: EngineSink,
): Promise<AnalyzeOutcome | null> {
  const cfg = input.model?.config
  if (!cfg) return null
  const lang = input.language
  const tables = nameTables(profiles)
  // Whether the rules would answer with a plan of their own (an empty model result then falls back).
  const rulesAnswer =
    decide(input.question, profiles, input.datasetName, input.previous).type === 'plan'
  try {
    // The sandbox's snapshots (once per loaded source) and process start while the model thinks.
    for (const t of tables) snapshotOf(t.profile).catch(() => undefined)
    warmSandbox()
    const messages = buildMessages(
      input.question,
      input.model?.previousQuestion ?? null,
      tables,
      lang,
    )
    const reply = await withKeepAlive(sink, () => askModel(cfg, messages, sink.signal))
    const answer = parseAnswer(reply)
    // Prose in another language than the answer's is not shown: the rules answer instead.
    const wrote = otherLanguage(proseOf(answer), lang, namesOf(tables))
    if (wrote) throw new WrongLanguage(wrote)
    return await withKeepAlive(sink, () =>
      follow(answer, { input, cfg, lang, tables, rulesAnswer }, sink),
    )
  } catch (error) {
    if (isAbort(error) || sink.signal.aborted) throw error
    await noteStep(
      sink,
      lang,
      say(lang, 'planner.fallback', { model: cfg.label, reason: reasonOf(error, cfg, lang) }),
    )
    return null
  }
}

interface Ctx {
  input: ModelInput
  cfg: EngineModelConfig
  lang: EngineLanguage
  tables: NamedProfile[]
  rulesAnswer: boolean
}

async function follow(answer: ModelAnswer, ctx: Ctx, sink: EngineSink): Promise<AnalyzeOutcome> {
  const { input, cfg, lang } = ctx
  switch (answer.answer) {
    case 'cannot':
      return cannot(answer.reason, ctx, sink)
    case 'sql': {
      const done = await sqlAnswer(
        {
          ...answer,
          cfg,
          lang,
          question: input.question,
          tables: ctx.tables,
          rulesAnswer: ctx.rulesAnswer,
        },
        sink,
      )
      if (done === 'empty') throw new EmptyResult()
      return { plan: null, used: [] }
    }
    case 'plan': {
      const { plan, profile } = toEnginePlan(answer.plan, ctx.tables)
      // Held until the result is known: a discarded plan leaves no trace in the steps.
      const held = new DeferredSink(sink)
      await noteStep(held, lang, say(lang, 'planner.plannedBy', { model: cfg.label }))
      const out = await runPlan(plan, profile, lang, held)
      const rows = out.result.rows
      const empty = !rows.length || rows.every((r) => Object.values(r).every((v) => v === null))
      if (empty && plan.kind !== 'overview' && ctx.rulesAnswer) throw new EmptyResult()
      await held.commit()
      const allowed = resultNumbers({ rows: rows.map((r) => Object.values(r)) })
      const narration = answer.narration ? checkNarration(answer.narration, allowed).kept : ''
      // The restatement is the engine's own, of the plan it ran: it cannot claim what was not computed.
      const text = [
        say(lang, 'reply.readAs', { plan: out.restatement }),
        out.findings,
        out.notes.join('\n'),
        narration,
      ]
        .filter(Boolean)
        .join('\n\n')
      await respond(sink, lang, input.question, {
        text,
        image: out.chartName,
        profile,
        used: [profile.source],
      })
      return { plan: out.plan, used: [profile.source] }
    }
  }
}

/** An honest refusal: the model's reason (numbers only if the profile or question holds them). */
async function cannot(reason: string, ctx: Ctx, sink: EngineSink): Promise<AnalyzeOutcome> {
  const { lang, tables, input } = ctx
  await noteStep(sink, lang, say(lang, 'planner.cannotStep', { model: ctx.cfg.label }))
  const known = [
    ...numbersIn(input.question).map((n) => n.value),
    ...tables.flatMap(({ profile }) => [
      profile.rows,
      ...profile.columns.flatMap((c) =>
        c.kind === 'temporal' || c.kind === 'year'
          ? [String(c.min), String(c.max)].flatMap((v) => numbersIn(v).map((n) => n.value))
          : [],
      ),
    ]),
  ]
  const checked = checkNarration(reason, known).kept
  const files = tables.map((t) => t.profile.source.fileName).join(', ')
  const columns = tables.flatMap((t) =>
    t.profile.columns.filter((c) => c.kind !== 'other').map((c) => c.name),
  )
  const text = [
    say(lang, 'planner.cannot', { files, reason: checked || '—' }),
    say(lang, 'reply.columns', { columns: columns.slice(0, 40).join(', ') }),
  ].join('\n\n')
  const [first] = tables
  if (first)
    await respond(sink, lang, input.question, {
      text,
      image: null,
      profile: first.profile,
      used: [],
    })
  return { plan: null, used: [] }
}

function reasonOf(error: unknown, cfg: EngineModelConfig, lang: EngineLanguage): string {
  if (error instanceof ModelCallError && error.kind === 'timeout')
    return say(lang, 'planner.timeout', { s: Math.round(cfg.timeoutMs / 100) / 10 })
  if (error instanceof EmptyResult) return say(lang, 'planner.empty')
  if (error instanceof WrongLanguage)
    return say(lang, 'planner.wrongLanguage', {
      seen: LANGUAGES[error.seen].native,
      asked: LANGUAGES[lang].native,
    })
  if (error instanceof PlanAnswerError)
    return error.unknownName
      ? `its plan names an ${error.message}`
      : `its plan does not fit the data: ${error.message}`
  if (
    error instanceof ModelCallError ||
    error instanceof AnswerFormatError ||
    error instanceof SqlRejected
  )
    return error.message
  const text = error instanceof Error ? error.message : String(error)
  return `it failed: ${(text.split('\n')[0] ?? text).slice(0, 160)}`
}

async function withKeepAlive<T>(sink: EngineSink, work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => sink.keepAlive(), KEEP_ALIVE_MS)
  try {
    return await work()
  } finally {
    clearInterval(timer)
  }
}

/** The model wrote its prose in another language than the answer's. */
class WrongLanguage extends Error {
  constructor(readonly seen: EngineLanguage) {
    super(`prose in ${seen}`)
  }
}

/** The data's own words, which prose in any language may quote: tables, columns, plain names. */
function namesOf(tables: NamedProfile[]): string[] {
  return tables.flatMap(({ name, profile }) => [
    name,
    profile.source.fileName,
    ...profile.columns.flatMap((c) => [
      c.name,
      ...(c.semantics?.plain ?? []),
      ...(profile.vocabulary?.columns?.[c.name] ?? []),
    ]),
  ])
}
