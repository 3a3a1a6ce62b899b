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
import { openings } from '../server/engine/say'
import { runQuery } from '../server/engine/db'
import { EVAL_CASES, type EvalCase } from '../server/engine/eval/questions'
import { sampleDatasets } from '../server/jobs/samples/samples'
import { compare } from './eval-compare'

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

/** The fallback line's opening words in every language: the eval counts fallbacks by them. */
const FALLBACK_OPENINGS = openings('planner.fallback')

/** Which planner wrote the last job's answer, from its Analyze steps. */
let answeredBy: 'model' | 'fallback' | 'rules' = 'rules'
function plannerOf(blocks: Block[]): typeof answeredBy {
  const text = blocks.flatMap((b) => (b.type === 'MESSAGE' ? [b.content] : [])).join('\n')
  if (FALLBACK_OPENINGS.some((o) => text.includes(o))) return 'fallback'
  return MODEL && text.includes(MODEL.label) ? 'model' : 'rules'
}

async function evaluate(c: EvalCase): Promise<string | null> {
  const created = await call<{ id: string }>('POST', '/v2/team/sessions', {
    name: c.question.slice(0, 60),
    user_id: USER,
  })
  if (created.code !== 0) throw new Error(`session not created: ${created.code} ${created.msg}`)
  const session = created.data.id
  try {
    return await judge(c, session)
  } finally {
    // Sessions count against the user's quota, and the set is larger than it.
    await call('DELETE', `/v2/team/sessions/${session}`, { user_id: USER })
  }
}

async function judge(c: EvalCase, session: string): Promise<string | null> {
  for (const turn of c.turns ?? []) await ask(c, session, turn)
  const blocks = await ask(c, session, c.question)
  answeredBy = plannerOf(blocks)
  const table = blocks.find((b) => b.type === 'TABLE')
  if (c.compare === 'unmapped') {
    const text = blocks.flatMap((b) => (b.type === 'MESSAGE' ? [b.content] : [])).join('')
    if (table) return 'answered with a TABLE instead of saying it cannot'
    // File names (flights-3m.parquet) may hold digits, and so may the question's own words quoted
    // back ("Words I could not place: before 6 am"); figures may not.
    const quoted = c.question.match(/\d[\d,.]*/g) ?? []
    const rest = quoted.reduce(
      (t, q) => t.split(q).join(''),
      text.replace(/\S+\.(csv|tsv|json|parquet)\b/g, ''),
    )
    return /\d/.test(rest) ? 'the refusal quotes numbers' : null
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
