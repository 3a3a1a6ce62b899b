import type { TopLevelSpec } from 'vega-lite'
import { toCsv } from '../csv'
import { runQuery, type QueryResult } from '../db'
import { KINDS } from '../kinds'
import type { KindCtx, KindModule, NamedResult } from '../kinds/types'
import { fill } from './labels'
import { SENTENCES } from '../lang/output'
import { renderPng } from '../render'
import { newGroup, type EngineSink } from '../sink'
import type { EngineLanguage } from '../text/language'
import type { TableProfile } from '../types'
import { honestNotes } from './notes'
import { planSchema, type Plan, type PlanKind } from './schema'

/**
 * The one entry point that runs a plan, whoever made it (the rule-based planner or, later, a
 * language model proposing JSON): validate, compile, run as an Analyze step (restatement, SQL,
 * TABLE), chart as a vega-lite CODE block plus a PNG, and return the findings for the reply.
 */

export interface RunOutput {
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
  return { columns: r.columns, rows: r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i] ?? null]))) }
}

export function slugOf(plan: Plan): string {
  const parts = [plan.kind, 'measure' in plan ? (plan.measure.column ?? 'rows') : 'column' in plan ? plan.column : '']
  return parts.join('_').replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60) || 'result'
}

/** Compiles a plan without running it (used to check suggestions and by tests). */
export function compilePlan(input: unknown, profile: TableProfile): { plan: Plan; sql: string } {
  const plan = planSchema.parse(input)
  const mod = KINDS[plan.kind] as KindModule<PlanKind>
  return { plan, sql: mod.compile(plan, profile) }
}

export async function runPlan(input: unknown, profile: TableProfile, lang: EngineLanguage, sink: EngineSink): Promise<RunOutput> {
  const { plan, sql } = compilePlan(input, profile)
  const mod = KINDS[plan.kind] as KindModule<PlanKind>
  const s = SENTENCES[lang]
  const ctx: KindCtx = { profile, lang, s }
  const restatement = mod.restate(plan, ctx)
  const slug = slugOf(plan)
  const files = { files: profile.source.fileName }

  const g = newGroup(lang === 'ZH-CN' ? '查询数据' : lang === 'AR' ? 'استعلام البيانات' : 'Query the data', 'Analyze')
  await sink.task(g, 'running', files)
  await sink.message(g, fill(s.readAs, { plan: restatement }))
  await sink.code(g, fence('sql', sql))
  let raw: QueryResult
  try {
    raw = await runQuery(sql, { signal: sink.signal, onWait: () => sink.keepAlive() })
  } catch (error) {
    if (!sink.signal.aborted) await sink.task(g, 'error', files)
    throw error
  }
  const tableName = `${slug}.csv`
  // Columns named __x (group sizes) inform the notes but are not part of the answer's table.
  const shown = raw.columns.map((c, i) => (c.startsWith('__') ? -1 : i)).filter((i) => i >= 0)
  const visible: QueryResult = { columns: shown.map((i) => raw.columns[i]!), types: shown.map((i) => raw.types[i]!), rows: raw.rows.map((row) => shown.map((i) => row[i] ?? null)) }
  await sink.table(g, tableName, toCsv(visible.columns, visible.rows))
  await sink.task(g, 'done', files)
  const result = named(visible)
  const findings = mod.findings(plan, result, ctx)
  const notes = await honestNotes(plan, profile, named(raw), ctx, sink.signal)

  let chartName: string | null = null
  const spec = mod.chart(plan, result, ctx)
  if (spec) {
    const cg = newGroup(lang === 'ZH-CN' ? '绘制图表' : lang === 'AR' ? 'رسم المخطط' : 'Draw the chart', 'Analyze')
    await sink.task(cg, 'running')
    // The browser renders this spec interactively; the PNG serves exports and other clients.
    await sink.code(cg, fence('vega-lite', JSON.stringify(spec, null, 2)))
    chartName = `${slug}.png`
    await sink.image(cg, chartName, await renderPng(spec as TopLevelSpec))
    await sink.task(cg, 'done')
  }
  return { plan, restatement, findings, notes, result, chartName, tableName }
}
