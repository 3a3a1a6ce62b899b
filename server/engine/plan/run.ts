import type { TopLevelSpec } from 'vega-lite'
import { toCsv } from '../csv'
import { runQuery, type QueryResult } from '../db'
import { KINDS } from '../kinds'
import type { KindCtx, KindModule, NamedResult } from '../kinds/types'
import { renderPng } from '../render'
import { formatNumber, LOCALES, say } from '../say'
import { newGroup, type EngineSink, type Group } from '../sink'
import type { EngineLanguage } from '../text/language'
import type { TableProfile } from '../types'
import { honestNotes } from './notes'
import { planSchema, type Plan, type PlanKind } from './schema'
import { notNumbersSql, strictly } from './sql'

/**
 * The one entry point that runs a plan, whoever made it (the rule-based planner or, later, a
 * language model proposing JSON): validate, compile, run as an Analyze step (restatement, SQL,
 * TABLE), chart as a vega-lite CODE block plus a PNG, and return the findings for the reply.
 */

interface RunOutput {
  plan: Plan
  restatement: string
  findings: string
  notes: string[]
  result: NamedResult
  chartName: string | null
  tableName: string
}

const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``

function named(r: QueryResult): NamedResult {
  return {
    columns: r.columns,
    rows: r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i] ?? null]))),
  }
}

/**
 * Runs the query, first with strict casts of text-held numbers. When that fails and a lenient
 * version differs (TRY_CAST), the step shows the failure (TASK error, why), runs the lenient SQL
 * as a second CODE block and counts the values it ignored, so the answer can say so.
 */
async function queryStep(
  sink: EngineSink,
  g: Group,
  files: Record<string, string>,
  lang: EngineLanguage,
  profile: TableProfile,
  plan: Plan,
  lenient: string,
): Promise<{ raw: QueryResult; ignored: number }> {
  const strict = compilePlan(plan, strictly(profile)).sql
  const run = (sql: string) =>
    runQuery(sql, { signal: sink.signal, onWait: () => sink.keepAlive() })
  const failed = async (error: unknown) => {
    if (!sink.signal.aborted) await sink.task(g, 'error', files)
    return error
  }
  await sink.code(g, fence('sql', strict))
  let firstError: unknown
  try {
    return { raw: await run(strict), ignored: 0 }
  } catch (error) {
    if (sink.signal.aborted || strict === lenient) throw await failed(error)
    firstError = await failed(error)
  }
  const why = String(firstError instanceof Error ? firstError.message : firstError)
    .split('\n')[0]!
    .slice(0, 160)
  await sink.message(g, `\n\n${say(lang, 'reply.retry', { error: why })}`)
  await sink.task(g, 'running', files)
  await sink.code(g, fence('sql', lenient))
  const count = notNumbersSql(profile, lenient)
  try {
    const [raw, bad] = await Promise.all([run(lenient), count ? run(count) : null])
    return { raw, ignored: Number(bad?.rows[0]?.[0] ?? 0) }
  } catch (error) {
    throw await failed(error)
  }
}

function slugOf(plan: Plan): string {
  const parts = [
    plan.kind,
    'measure' in plan ? (plan.measure.column ?? 'rows') : 'column' in plan ? plan.column : '',
  ]
  return (
    parts
      .join('_')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'result'
  )
}

/** Compiles a plan without running it (used to check suggestions and by tests). */
export function compilePlan(input: unknown, profile: TableProfile): { plan: Plan; sql: string } {
  const plan = planSchema.parse(input)
  const mod = KINDS[plan.kind] as KindModule<PlanKind>
  return { plan, sql: mod.compile(plan, profile) }
}

export async function runPlan(
  input: unknown,
  profile: TableProfile,
  lang: EngineLanguage,
  sink: EngineSink,
): Promise<RunOutput> {
  const { plan, sql } = compilePlan(input, profile)
  const mod = KINDS[plan.kind] as KindModule<PlanKind>
  const ctx: KindCtx = { profile, lang }
  const restatement = mod.restate(plan, ctx)
  const slug = slugOf(plan)
  const files = { files: profile.source.fileName }

  const g = newGroup(say(lang, 'step.query'), 'Analyze')
  await sink.task(g, 'running', files)
  await sink.message(g, say(lang, 'reply.readAs', { plan: restatement }))
  const { raw, ignored } = await queryStep(sink, g, files, lang, profile, plan, sql)
  const tableName = `${slug}.csv`
  // Columns named __x (group sizes) inform the notes but are not part of the answer's table.
  const shown = raw.columns.map((c, i) => (c.startsWith('__') ? -1 : i)).filter((i) => i >= 0)
  const visible: QueryResult = {
    columns: shown.map((i) => raw.columns[i]!),
    types: shown.map((i) => raw.types[i]!),
    rows: raw.rows.map((row) => shown.map((i) => row[i] ?? null)),
  }
  const result = named(visible)
  // The chart is drawn on a worker from here on, while the table, findings and notes are written.
  const spec = mod.chart(plan, result, ctx)
  const png = spec ? renderPng(spec as TopLevelSpec) : null
  png?.catch(() => undefined) // handled by whoever awaits it; never an unhandled rejection
  await sink.table(g, tableName, toCsv(visible.columns, visible.rows))
  await sink.task(g, 'done', files)
  const findings = mod.findings(plan, result, ctx)
  const notes = await honestNotes(plan, profile, named(raw), ctx, sink.signal)
  // Intl picks the plural form of the language's locale.
  if (ignored)
    notes.unshift(
      say(
        lang,
        new Intl.PluralRules(LOCALES[lang]).select(ignored) === 'one'
          ? 'note.ignoredOne'
          : 'note.ignoredOther',
        {
          n: formatNumber(lang, ignored),
        },
      ),
    )

  let chartName: string | null = null
  if (spec && png) {
    const cg = newGroup(say(lang, 'step.chart'), 'Analyze')
    await sink.task(cg, 'running')
    // The browser renders this spec interactively; the PNG serves exports and other clients.
    await sink.code(cg, fence('vega-lite', JSON.stringify(spec, null, 2)))
    chartName = `${slug}.png`
    // A sink that can sends the IMAGE now and writes the file when drawn (with the spec kept).
    await sink.image(cg, chartName, png, spec)
    await sink.task(cg, 'done')
  }
  return { plan, restatement, findings, notes, result, chartName, tableName }
}
