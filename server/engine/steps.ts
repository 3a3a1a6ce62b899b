import { chartFor, type Chart } from './chart-spec'
import { columnOf } from './columns'
import { binsSql, binWidth, compile, type Query } from './compile'
import { measureLabel } from './sql-parts'
import { writeCsv } from './csv'
import { runQuery, type QueryResult } from './db'
import type { Results } from './findings'
import { t } from './i18n'
import { planText } from './narrate-plan'
import { renderPng } from './render'
import { newGroup, type EngineSink, type Group } from './sink'
import { ident } from './sql'
import type { EngineLanguage } from './text/language'
import type { Plan, TableProfile } from './types'

/**
 * Runs a plan as Analyze steps: each query is a group (TASK running, the plan as MESSAGE, the SQL
 * as CODE, the result as TABLE, TASK done), then the chart is its own group with an IMAGE.
 * A query over text-held numbers that fails on a bad value is retried leniently:
 * TASK error, a MESSAGE saying why, TASK running, the corrected CODE, TABLE, TASK done.
 */

export interface StepOutput {
  results: Results
  chartName: string | null
}

interface Ctx {
  plan: Plan
  profile: TableProfile
  lang: EngineLanguage
  sink: EngineSink
  slug: string
}

export function slugOf(plan: Plan): string {
  const parts = [
    plan.kind,
    plan.measure ? measureLabel(plan.measure) : (plan.column ?? plan.x ?? ''),
    ...plan.dims.map((d) => d.grain ?? d.column),
  ]
  return (
    parts
      .join('_')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'result'
  )
}

const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body}\n\`\`\``

async function queryStep(
  ctx: Ctx,
  name: string,
  text: string,
  strict: string,
  lenient: string,
  file: string,
): Promise<{ result: QueryResult; retried: boolean }> {
  const { sink } = ctx
  const g = newGroup(name, 'Analyze')
  const files = { files: ctx.profile.source.fileName }
  await sink.task(g, 'running', files)
  await sink.message(g, text)
  await sink.code(g, fence('sql', strict))
  let result: QueryResult
  let retried = false
  try {
    result = await runQuery(strict, { signal: sink.signal, onWait: () => sink.keepAlive() })
  } catch (error) {
    if (sink.signal.aborted || strict === lenient) {
      if (!sink.signal.aborted) await sink.task(g, 'error', files)
      throw error
    }
    await sink.task(g, 'error', files)
    await sink.message(g, `\n\n${t(ctx.lang, 'retry', { error: shortError(error) })}`)
    await sink.task(g, 'running', files)
    await sink.code(g, fence('sql', lenient))
    result = await runQuery(lenient, { signal: sink.signal, onWait: () => sink.keepAlive() })
    retried = true
  }
  await sink.table(g, file, await writeCsv(result.columns, result.rows))
  await sink.task(g, 'done', files)
  return { result, retried }
}

function shortError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (text.split('\n')[0] ?? text).slice(0, 160)
}

function pair(strict: Query[], lenient: Query[], purpose: Query['purpose']) {
  const s = strict.find((q) => q.purpose === purpose)
  const l = lenient.find((q) => q.purpose === purpose)
  return s ? { strict: s.sql, lenient: l?.sql ?? s.sql } : null
}

/** How many values a lenient retry skipped: text in numeric columns that is not a number. */
async function ignoredCount(ctx: Ctx): Promise<number> {
  const cols = [
    ctx.plan.measure?.column,
    ctx.plan.column,
    ctx.plan.x,
    ctx.plan.y,
    ...ctx.plan.filters.map((f) => f.column),
  ].filter((c): c is string => !!c && !!columnOf(ctx.profile, c)?.numericText)
  if (!cols.length) return 0
  const checks = [...new Set(cols)]
    .map((c) => `(${ident(c)} IS NOT NULL AND TRY_CAST(${ident(c)} AS DOUBLE) IS NULL)`)
    .join(' OR ')
  const r = await runQuery(`SELECT count(*) FROM ${ident(ctx.profile.table)} WHERE ${checks}`, {
    signal: ctx.sink.signal,
  })
  return Number(r.rows[0]?.[0] ?? 0)
}

export async function runPlan(
  plan: Plan,
  profile: TableProfile,
  lang: EngineLanguage,
  sink: EngineSink,
  intro: string,
): Promise<StepOutput> {
  const ctx: Ctx = { plan, profile, lang, sink, slug: slugOf(plan) }
  const strict = compile(plan, profile, { lenient: false })
  const lenient = compile(plan, profile, { lenient: true })
  const text = `${intro}${planText(lang, plan, profile)}`
  const main =
    pair(strict, lenient, 'main') ??
    pair(strict, lenient, 'stats') ??
    pair(strict, lenient, 'profile')
  if (!main) throw new Error(`No query for plan ${plan.kind}`)
  const stepName =
    plan.kind === 'describe'
      ? t(lang, 'step.profile')
      : plan.kind === 'distribution'
        ? t(lang, 'step.stats')
        : t(lang, 'step.query')
  const first = await queryStep(ctx, stepName, text, main.strict, main.lenient, `${ctx.slug}.csv`)
  let retried = first.retried
  const results: Results = { main: first.result }
  const extra: { bins?: { result: QueryResult; width: number }; sample?: QueryResult } = {}

  if (plan.kind === 'distribution') {
    const [, min, max] = first.result.rows[0] ?? []
    if (typeof min === 'number' && typeof max === 'number') {
      const width = binWidth(min, max)
      const s = binsSql(plan, profile, width, { lenient: retried })
      const bins = await queryStep(
        ctx,
        t(lang, 'step.bins'),
        t(lang, 'plan.bins', { width, column: plan.column ?? '' }),
        s,
        binsSql(plan, profile, width, { lenient: true }),
        `${ctx.slug}_bins.csv`,
      )
      retried ||= bins.retried
      results.bins = { result: bins.result, width }
      extra.bins = results.bins
    }
  }
  const sample = pair(retried ? lenient : strict, lenient, 'sample')
  if (sample) {
    const s = await queryStep(
      ctx,
      t(lang, 'step.sample'),
      t(lang, 'plan.sample', { x: plan.x ?? '', y: plan.y ?? '' }),
      sample.strict,
      sample.lenient,
      `${ctx.slug}_sample.csv`,
    )
    extra.sample = s.result
  }
  const rows = pair(retried ? lenient : strict, lenient, 'rows')
  if (rows) {
    const r = await queryStep(
      ctx,
      t(lang, 'step.rows'),
      t(lang, 'plan.rows', { n: plan.limit ?? 1000 }),
      rows.strict,
      rows.lenient,
      `${ctx.slug}_rows.csv`,
    )
    results.rows = r.result
  }
  if (retried) results.ignored = await ignoredCount(ctx)

  const chart = chartFor(plan, first.result, extra)
  const chartName = chart ? await chartStep(ctx, chart) : null
  return { results, chartName }
}

async function chartStep(ctx: Ctx, chart: Chart): Promise<string> {
  const g: Group = newGroup(t(ctx.lang, 'step.chart'), 'Analyze')
  const name = `${ctx.slug}.png`
  await ctx.sink.task(g, 'running')
  await ctx.sink.message(
    g,
    t(ctx.lang, 'plan.chart', { chart: t(ctx.lang, `chart.${chart.kind}`) }),
  )
  // The spec with its data inline, as `vega-lite`: the browser draws it interactively.
  await ctx.sink.code(g, fence('vega-lite', JSON.stringify(chart.spec, null, 2)))
  const png = await renderPng(chart.spec)
  await ctx.sink.image(g, name, png)
  await ctx.sink.task(g, 'done')
  return name
}
