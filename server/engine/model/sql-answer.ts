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

export interface SqlAnswerInput {
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

export async function sqlAnswer(
  input: SqlAnswerInput,
  target: EngineSink,
): Promise<'done' | 'empty'> {
  // Held until the whole answer is written, so a failure half-way leaves no trace of it.
  const sink = new DeferredSink(target)
  const { lang, cfg } = input
  const sandbox = await Sandbox.open(input.tables, { signal: sink.signal })
  let run: SandboxRun
  try {
    // One time limit for checking and running: binding folds constants, which can take as long.
    run = await sandbox.checkAndRun(input.sql, { signal: sink.signal, timeoutMs: cfg.sqlTimeoutMs })
  } finally {
    sandbox.close()
  }
  const { result, truncated } = run
  const empty = !result.rows.length || result.rows.every((r) => r.every((v) => v === null))
  if (empty && input.rulesAnswer) return 'empty'

  const read = input.tables.filter((t) =>
    new RegExp(`(^|[^A-Za-z0-9_])"?${t.name}"?($|[^A-Za-z0-9_])`, 'i').test(input.sql),
  )
  const used = (read.length ? read : input.tables.slice(0, 1)).map((t) => t.profile)
  const files = { files: used.map((p) => p.source.fileName).join(', ') }
  const slug =
    input.restatement
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'answer'
  const allowed = resultNumbers(result)

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

  const chart = resultChart(result, input.chart)
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
