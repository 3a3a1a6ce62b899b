import { writeCsv } from '../csv'
import { renderPng } from '../render'
import { say } from '../say'
import { newGroup, type EngineSink } from '../sink'
import type { EngineLanguage } from '../text/language'
import type { ChartChoice } from './answer-schema'
import type { EngineModelConfig } from './config'
import { DeferredSink } from './deferred-sink'
import { checkNarration, resultNumbers } from './numbers'
import type { NamedProfile } from './plan-answer'
import { readAs, respond } from './respond'
import { resultChart } from './result-chart'
import { resultFindings } from './result-findings'
import { MAX_ROWS, Sandbox, type SandboxRun } from './sandbox'

/**
 * The SQL answer: validated and run in the sandbox first, and only then shown — the plan line,
 * the SQL as CODE, the result as TABLE, a chart — and answered with findings written from the
 * result. Returns 'empty' when the result has no rows and the rules should answer instead.
 */

interface SqlAnswerInput {
  cfg: EngineModelConfig
  lang: EngineLanguage
  question: string
  sql: string
  restatement: string
  chart?: ChartChoice
  narration?: string
  tables: NamedProfile[]
  /** The rules have an answer of their own: an empty result falls back to them. */
  rulesAnswer: boolean
}

const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``

/** The SQL checked and run in a sandbox of its own, closed whatever happens. */
async function runInSandbox(input: SqlAnswerInput, signal: AbortSignal): Promise<SandboxRun> {
  const sandbox = await Sandbox.open(input.tables, { signal })
  try {
    // One time limit for checking and running: binding folds constants, which can take as long.
    return await sandbox.checkAndRun(input.sql, { signal, timeoutMs: input.cfg.sqlTimeoutMs })
  } finally {
    sandbox.close()
  }
}

/** The tables the SQL names (the first table when it names none), as the answer's sources. */
function tablesRead(input: SqlAnswerInput): NamedProfile['profile'][] {
  const read = input.tables.filter((t) =>
    new RegExp(`(^|[^A-Za-z0-9_])"?${t.name}"?($|[^A-Za-z0-9_])`, 'i').test(input.sql),
  )
  return (read.length ? read : input.tables.slice(0, 1)).map((t) => t.profile)
}

/** The file name the result's CSV and chart are written under, from the restatement. */
function fileSlug(restatement: string): string {
  return (
    restatement
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'answer'
  )
}

/** The query step: the plan line, the SQL as CODE and the result as TABLE. */
async function showQuery(
  sink: DeferredSink,
  input: SqlAnswerInput,
  used: NamedProfile['profile'][],
  slug: string,
  result: SandboxRun['result'],
): Promise<void> {
  const { lang, cfg } = input
  const files = { files: used.map((p) => p.source.fileName).join(', ') }
  const q = newGroup(say(lang, 'step.query'), 'Analyze')
  await sink.task(q, 'running', files)
  await sink.message(
    q,
    say(lang, 'planner.sqlPlan', {
      model: cfg.label,
      restatement: input.restatement.replace(/[.。]\s*$/u, '') || input.question,
      rows: MAX_ROWS.toLocaleString('en-US'),
    }),
  )
  await sink.code(q, fence('sql', input.sql))
  await sink.table(q, `${slug}.csv`, await writeCsv(result.columns, result.rows))
  await sink.task(q, 'done', files)
}

/** The chart step, when the result can be drawn: returns the image's name, or null. */
async function showChart(
  sink: DeferredSink,
  lang: EngineLanguage,
  result: SandboxRun['result'],
  choice: ChartChoice | undefined,
  slug: string,
): Promise<string | null> {
  const chart = resultChart(result, choice)
  // A chart that cannot be drawn is left out; the answer stands without it.
  const png = chart ? await renderPng(chart.spec).catch(() => null) : null
  let image: string | null = null
  if (chart && png) {
    const g = newGroup(say(lang, 'step.chart'), 'Analyze')
    image = `${slug}.png`
    await sink.task(g, 'running')
    await sink.message(
      g,
      say(lang, 'planner.chart', {
        chart: say(lang, `chart.${chart.kind}`),
        x: chart.x,
        y: chart.y,
      }),
    )
    await sink.code(
      g,
      fence('json', JSON.stringify({ ...chart.spec, data: { url: `${slug}.csv` } }, null, 2)),
    )
    await sink.image(g, image, png)
    await sink.task(g, 'done')
  }
  return image
}

export async function sqlAnswer(
  input: SqlAnswerInput,
  target: EngineSink,
): Promise<'done' | 'empty'> {
  // Held until the whole answer is written, so a failure half-way leaves no trace of it.
  const sink = new DeferredSink(target)
  const { lang } = input
  const { result, truncated } = await runInSandbox(input, sink.signal)
  const empty = !result.rows.length || result.rows.every((r) => r.every((v) => v === null))
  if (empty && input.rulesAnswer) return 'empty'

  const used = tablesRead(input)
  const slug = fileSlug(input.restatement)
  const allowed = resultNumbers(result)
  await showQuery(sink, input, used, slug, result)
  const image = await showChart(sink, lang, result, input.chart, slug)

  const narration = input.narration ? checkNarration(input.narration, allowed).kept : ''
  const text = [
    readAs(lang, input.restatement, input.question, allowed),
    resultFindings(lang, result, truncated),
    narration,
  ]
    .filter(Boolean)
    .join('\n\n')
  const [first] = used
  if (first)
    await respond(sink, lang, input.question, {
      text,
      image,
      profile: first,
      used: used.map((p) => p.source),
    })
  await sink.commit()
  return 'done'
}
