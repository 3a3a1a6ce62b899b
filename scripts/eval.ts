/**
 * npm run eval: asks the engine every question of server/engine/eval/questions.ts through the
 * job API (in process, non-stream), reads the first TABLE file it returns, and compares it with
 * the hand-written SQL run directly on the raw sample files. Prints each question with PASS or
 * FAIL and the share answered correctly; exits non-zero below 95%.
 *
 * `npm run eval -- --planner model` asks every question twice, once planned by the built-in rules
 * and once by the model ENGINE_MODEL_* configures (docs/model-planner.md), and prints both
 * verdicts side by side with the accuracy of each planner; it exits non-zero when the model's
 * share is below the pass mark.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Papa from 'papaparse'
import type { Block, Envelope } from '@contract/jobs'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { engineModelFromEnv, type EngineModelConfig } from '../server/engine/model/config'
import { FALLBACK_OPENINGS } from '../server/engine/model/messages'
import { runQuery, type Cell } from '../server/engine/db'
import { EVAL_CASES, type EvalCase } from '../server/engine/eval/questions'
import { sampleDatasets } from '../server/jobs/samples'

const PASS_SHARE = 0.95
const KEY = 'sk-eval'
const USER = 'tmm-eval'

const samples = sampleDatasets()
const fileOf = (name: string) => {
  const s = samples.find((d) => d.name === name)
  if (!s) throw new Error(`No sample named ${name}`)
  return s.file.replace(/'/g, "''")
}
/** The raw files, read directly (not through the engine's tables). */
const READERS: Record<string, string> = {
  seattle: `read_csv_auto('${fileOf('Seattle weather')}')`,
  cars: `read_json_auto('${fileOf('Cars')}')`,
  gapminder: `read_json_auto('${fileOf('Gapminder')}')`,
  stocks: `read_csv_auto('${fileOf('Stocks')}')`,
  superstore: `read_csv_auto('${fileOf('Superstore')}')`,
  flights: `read_parquet('${fileOf('Flights 3M')}')`,
}
const DATASET_IDS = Object.fromEntries(samples.map((s) => [s.name, s.id]))

type Planner = 'rules' | 'model'
const plannerArg = process.argv.indexOf('--planner')
const PLANNER = (plannerArg >= 0 ? process.argv[plannerArg + 1] : 'rules') as Planner
if (PLANNER !== 'rules' && PLANNER !== 'model') {
  console.error('--planner takes "rules" or "model".')
  process.exit(2)
}
const MODEL = PLANNER === 'model' ? engineModelFromEnv(process.env) : null
if (PLANNER === 'model' && !MODEL) {
  console.error('--planner model needs ENGINE_MODEL (and ENGINE_MODEL_URL, or chat-upstream) set.')
  process.exit(2)
}

const dir = mkdtempSync(path.join(tmpdir(), 'parley-eval-'))
function appFor(engineModel: EngineModelConfig | null) {
  const config = {
    ...loadConfig({
      PARLEY_API_KEYS: KEY,
      // Each app its own state directory: two stores never share files.
      PARLEY_DATA_DIR: mkdtempSync(path.join(dir, 'app-')),
      PARLEY_PACE: '0',
      PARLEY_RATE_LIMIT: '0',
    }),
    staticDir: null,
    engineModel,
  }
  return createApp(config)
}
let app = appFor(null)

async function call<T>(method: string, p: string, body: unknown): Promise<Envelope<T>> {
  const res = await app.request(`http://127.0.0.1:8787${p}`, {
    method,
    headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await res.json()) as Envelope<T>
}

async function ask(c: EvalCase, session: string, question: string): Promise<Block[]> {
  const r = await call<{ blocks: Block[] }>('POST', '/v2/team/jobs', {
    session_id: session,
    user_id: USER,
    question,
    ...(c.noDataset ? {} : { dataset_id: DATASET_IDS[c.dataset] }),
  })
  if (r.code !== 0) throw new Error(`job failed: ${r.code} ${r.msg}`)
  return r.data.blocks
}

function sameCell(actual: string, expected: Cell): boolean {
  if (expected === null) return actual === ''
  if (typeof expected === 'number') {
    const n = Number(actual)
    // The engine rounds averages and sums to 2 decimals, correlations to 4.
    return (
      actual !== '' &&
      Number.isFinite(n) &&
      Math.abs(n - expected) <= Math.max(0.006, Math.abs(expected) * 1e-6)
    )
  }
  return actual === String(expected)
}

/**
 * Which answer column holds each expected column: the answer may carry extra context columns
 * ("2007-10-01, 707" for "the highest price of GOOG" is better than "707") and may order its
 * columns differently, but every expected column must match one answer column of its own, on
 * every row. Returns the mapping (answer index per expected column) or null.
 */
function columnMaps(actual: string[][], expected: Cell[][], aligned: boolean): number[][] {
  const width = expected[0]?.length ?? 0
  const actualWidth = actual[0]?.length ?? 0
  // With rows in the same order, a column matches when it matches on every row; in any order,
  // when its values match as a multiset (the rows are then matched whole below).
  const fits = (j: number, k: number) => {
    if (aligned) return expected.every((e, i) => sameCell(actual[i]?.[k] ?? '', e[j] ?? null))
    const left = actual.map((a) => a[k] ?? '')
    return expected.every((e) => {
      const at = left.findIndex((a) => sameCell(a, e[j] ?? null))
      if (at < 0) return false
      left.splice(at, 1)
      return true
    })
  }
  const options = Array.from({ length: width }, (_, j) =>
    Array.from({ length: actualWidth }, (_, k) => k).filter((k) => fits(j, k)),
  )
  const out: number[][] = []
  const walk = (j: number, used: number[]) => {
    if (out.length >= 50) return
    if (j === width) return void out.push([...used])
    for (const k of options[j] ?? []) if (!used.includes(k)) walk(j + 1, [...used, k])
  }
  walk(0, [])
  return out
}

const sameRow = (a: string[], e: Cell[], map: number[]) =>
  e.every((cell, j) => sameCell(a[map[j] ?? -1] ?? '', cell))

/** Expected rows that tie on every number (the ordered value) may come in any order. */
function tieBlocks(expected: Cell[][]): number[][] {
  const key = (r: Cell[]) => JSON.stringify(r.filter((c) => typeof c === 'number'))
  const blocks: number[][] = []
  for (const [i, r] of expected.entries()) {
    const last = blocks.at(-1)
    if (last && key(expected[last[0]!]!) === key(r) && r.some((c) => typeof c === 'number')) last.push(i)
    else blocks.push([i])
  }
  return blocks
}

function matchesAsSet(actual: string[][], expected: Cell[][], map: number[]): Cell[] | null {
  const left = [...actual]
  for (const e of expected) {
    const k = left.findIndex((a) => sameRow(a, e, map))
    if (k < 0) return e
    left.splice(k, 1)
  }
  return null
}

function compare(mode: EvalCase['compare'], actual: string[][], expected: Cell[][]): string | null {
  if (mode === 'rowcount') {
    const want = Number(expected[0]?.[0])
    return actual.length === want ? null : `${actual.length} rows, expected ${want}`
  }
  if (actual.length !== expected.length) return `${actual.length} rows, expected ${expected.length}`
  if (!expected.length) return null
  const identity = expected[0]!.map((_, j) => j)
  if (mode === 'rows') {
    // Rows in order, except that rows tied on the ordered value may come in any order.
    const blocks = tieBlocks(expected)
    const inOrder = (map: number[]) =>
      blocks.every((b) => !matchesAsSet(b.map((i) => actual[i]!), b.map((i) => expected[i]!), map))
    if (columnMaps(actual, expected, false).some(inOrder)) return null
    const i = expected.findIndex((e, k) => !sameRow(actual[k] ?? [], e, identity))
    return `row ${i + 1}: got ${JSON.stringify(actual[i])}, expected ${JSON.stringify(expected[i])}`
  }
  const maps = columnMaps(actual, expected, false)
  if (maps.some((m) => !matchesAsSet(actual, expected, m))) return null
  return `no row matches ${JSON.stringify(matchesAsSet(actual, expected, maps[0] ?? identity))}`
}

/** Which planner wrote the last job's answer, from its Analyze steps. */
let answeredBy: 'model' | 'fallback' | 'rules' = 'rules'
function plannerOf(blocks: Block[]): typeof answeredBy {
  const text = blocks.flatMap((b) => (b.type === 'MESSAGE' ? [b.content] : [])).join('\n')
  if (FALLBACK_OPENINGS.some((o) => text.includes(o))) return 'fallback'
  return MODEL && text.includes(MODEL.label) ? 'model' : 'rules'
}

async function evaluate(c: EvalCase): Promise<string | null> {
  const session = (
    await call<{ id: string }>('POST', '/v2/team/sessions', {
      name: c.question.slice(0, 60),
      user_id: USER,
    })
  ).data.id
  for (const turn of c.turns ?? []) await ask(c, session, turn)
  const blocks = await ask(c, session, c.question)
  answeredBy = plannerOf(blocks)
  const table = blocks.find((b) => b.type === 'TABLE')
  if (c.compare === 'unmapped') {
    const text = blocks.flatMap((b) => (b.type === 'MESSAGE' ? [b.content] : [])).join('')
    if (table) return 'answered with a TABLE instead of saying it cannot'
    // File names (flights-3m.parquet) may hold digits; figures may not.
    return /\d/.test(text.replace(/\S+\.(csv|tsv|json|parquet)\b/g, ''))
      ? 'the refusal quotes numbers'
      : null
  }
  if (!table || table.type !== 'TABLE')
    return `no TABLE; the reply says: ${blocks
      .map((b) => (b.type === 'MESSAGE' ? b.content : ''))
      .join('')
      .slice(0, 160)}`
  const csv = await (await app.request(table.content.url)).text()
  const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true })
  const actual = parsed.data.slice(1)
  const sql = (c.sql ?? '').replace(/\{(\w+)\}/g, (_, k: string) => READERS[k] ?? `{${k}}`)
  const expected = (await runQuery(sql)).rows
  return compare(c.compare, actual, expected)
}

async function verdict(c: EvalCase): Promise<string | null> {
  try {
    return await evaluate(c)
  } catch (error) {
    return `error: ${error instanceof Error ? error.message : String(error)}`
  }
}

const labelOf = (c: EvalCase, i: number) =>
  `${String(i + 1).padStart(2)}. [${c.dataset}] ${c.turns?.length ? `${c.turns.join(' → ')} → ` : ''}${c.question}`

async function main() {
  let passed = 0
  const failures: string[] = []
  const started = Date.now()
  for (const [i, c] of EVAL_CASES.entries()) {
    const t = Date.now()
    const problem = await verdict(c)
    const label = labelOf(c, i)
    if (problem) failures.push(`${label}\n      ${problem}`)
    else passed++
    console.log(
      `${problem ? 'FAIL' : 'PASS'} ${label}  (${Date.now() - t} ms)${problem ? `\n      ${problem}` : ''}`,
    )
  }
  const share = passed / EVAL_CASES.length
  console.log(
    `\nAnswered correctly: ${passed}/${EVAL_CASES.length} (${(share * 100).toFixed(1)}%) in ${((Date.now() - started) / 1000).toFixed(1)} s; pass mark ${PASS_SHARE * 100}%.`,
  )
  if (failures.length) console.log(`Failures:\n${failures.map((f) => `  ${f}`).join('\n')}`)
  rmSync(dir, { recursive: true, force: true })
  process.exit(share >= PASS_SHARE ? 0 : 1)
}

/** --planner model: each case through the rules, then through the model, side by side. */
async function sideBySide(model: EngineModelConfig) {
  const rulesApp = appFor(null)
  const modelApp = appFor(model)
  const score = { rules: 0, model: 0 }
  const by = { model: 0, fallback: 0, rules: 0 }
  const started = Date.now()
  console.log(`rules | ${model.label}`)
  for (const [i, c] of EVAL_CASES.entries()) {
    app = rulesApp
    const rules = await verdict(c)
    app = modelApp
    const t = Date.now()
    const viaModel = await verdict(c)
    by[answeredBy]++
    if (!rules) score.rules++
    if (!viaModel) score.model++
    const mark = (p: string | null) => (p ? 'FAIL' : 'PASS')
    console.log(
      `${mark(rules)} | ${mark(viaModel)} (${answeredBy}, ${Date.now() - t} ms) ${labelOf(c, i)}${viaModel ? `\n      model: ${viaModel}` : ''}`,
    )
  }
  const n = EVAL_CASES.length
  const pct = (k: number) => `${k}/${n} (${((k / n) * 100).toFixed(1)}%)`
  console.log(
    `\nAnswered correctly, per planner: built-in rules ${pct(score.rules)} | ${model.label} ${pct(score.model)}` +
      ` in ${((Date.now() - started) / 1000).toFixed(1)} s; pass mark ${PASS_SHARE * 100}%.` +
      `\nThe model planned ${by.model} answers; ${by.fallback} fell back to the rules.`,
  )
  rmSync(dir, { recursive: true, force: true })
  process.exit(score.model / n >= PASS_SHARE ? 0 : 1)
}

void (MODEL ? sideBySide(MODEL) : main())
