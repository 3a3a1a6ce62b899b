/**
 * npm run eval:documents: uploads the documents of server/engine/documents/eval/ (manuals,
 * reports, policies, meeting notes, slides and web pages in five languages: questions.ts lists
 * them) into one dataset through the job API (in process, as scripts/eval.ts does), asks every
 * question of questions.ts in AUTO mode and judges the reply. An answered question passes when a
 * cited passage (a SOURCES item) is of the expected file and page and holds the expected words,
 * and the answer's text quotes them; an unanswered one passes when the reply says the documents
 * do not say (in the question's language or English) and cites nothing. Prints each with PASS or
 * FAIL, the shares by kind and language; exits non-zero when under 90% of the answerable or of
 * all the questions pass. ENGINE_MODEL_* is ignored: the answers are the extractive ones.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Block, DataSource, Envelope, SourceItem } from '@contract/jobs'
import { createApp } from '../server/app'
import { loadConfig } from '../server/config'
import { say } from '../server/engine/say'
import type { EngineLanguage } from '../server/engine/text/language'
import {
  ANSWERED,
  EVAL_DOCUMENTS,
  UNANSWERED,
  type AnsweredCase,
  type UnansweredCase,
} from '../server/engine/documents/eval/questions'

const PASS_SHARE = 0.9
const KEY = 'sk-eval-documents'
const USER = 'tmm-eval-documents'
const ORIGIN = 'http://127.0.0.1:8787'
const DOCS_DIR = path.join(import.meta.dirname, '..', 'server', 'engine', 'documents', 'eval')

const dir = mkdtempSync(path.join(tmpdir(), 'parley-eval-documents-'))
const app = createApp({
  ...loadConfig({
    PARLEY_API_KEYS: KEY,
    PARLEY_DATA_DIR: dir,
    PARLEY_PACE: '0',
    PARLEY_RATE_LIMIT: '0',
  }),
  staticDir: null,
  engineModel: null,
})

async function call<T>(method: string, p: string, body?: unknown): Promise<Envelope<T>> {
  const res = await app.request(`${ORIGIN}${p}`, {
    method,
    headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const env = (await res.json()) as Envelope<T>
  if (env.code !== 0) throw new Error(`${method} ${p}: ${env.code} ${env.msg}`)
  return env
}

async function upload(name: string): Promise<string> {
  const form = new FormData()
  form.set('user_id', USER)
  form.set('file', new File([readFileSync(path.join(DOCS_DIR, name))], name))
  const res = await app.request(`${ORIGIN}/v2/team/file/upload-datasource`, {
    method: 'POST',
    headers: { 'x-pd-api-key': KEY },
    body: form,
  })
  const env = (await res.json()) as Envelope<{ file_object_key: string }>
  if (env.code !== 0) throw new Error(`upload ${name}: ${env.msg}`)
  return env.data.file_object_key
}

/** One dataset holding all the documents, each synched (indexed). */
async function makeDataset(): Promise<string> {
  let datasetId = ''
  for (const name of EVAL_DOCUMENTS) {
    const body = { name, type: 'FILE', file_object_key: await upload(name), user_id: USER }
    const made = await call<{ id: string; dataset_id: string }>(
      'POST',
      datasetId ? `/v2/team/datasets/${datasetId}/datasources` : '/v2/team/datasources',
      body,
    )
    datasetId ||= made.data.dataset_id
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    const list = await call<{ records: DataSource[] }>(
      'GET',
      `/v2/team/datasets/${datasetId}/datasources?user_id=${USER}&page_size=100`,
    )
    const sources = list.data.records
    const bad = sources.find((s) => s.status === 'invalid')
    if (bad) throw new Error(`${bad.name} could not be indexed: ${bad.reason ?? '?'}`)
    if (sources.length === EVAL_DOCUMENTS.length && sources.every((s) => s.status === 'synched'))
      return datasetId
    if (Date.now() > deadline) throw new Error('The documents were not indexed within 60 s.')
    await new Promise((r) => setTimeout(r, 50))
  }
}

const respondText = (blocks: Block[]) =>
  blocks
    .filter((b) => b.type === 'MESSAGE' && b.stage === 'Respond')
    .map((b) => b.content as string)
    .join('')
const sourcesOf = (blocks: Block[]): SourceItem[] =>
  blocks.flatMap((b) => (b.type === 'SOURCES' ? b.content : []))
const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase())

/** The reply says the documents do not say: one of the three refusals, up to its first {word}. */
const refuses = (text: string, lang: EngineLanguage) =>
  [lang, 'EN' as const].some((l) =>
    (['docs.notSaid', 'docs.notTogether', 'docs.noWords'] as const).some((key) =>
      text.startsWith(say(l, key, { words: '\u0000' }).split('\u0000')[0]!),
    ),
  )

function judgeAnswered(c: AnsweredCase, blocks: Block[]): string | null {
  const text = respondText(blocks)
  if (refuses(text, c.lang ?? 'EN')) return `said: ${text.slice(0, 160)}`
  const cited = sourcesOf(blocks)
  const where = (s: SourceItem) => `${s.source}${s.page_no ? ` p.${s.page_no}` : ''}`
  const right = cited.find(
    (s) =>
      s.source === c.file &&
      (c.page === undefined || s.page_no === String(c.page)) &&
      c.words.every((w) => has(s.content ?? '', w)),
  )
  if (!right)
    return `the answering passage (${c.file}${c.page ? ` p.${c.page}` : ''}: ${c.words.join(', ')}) is not cited; cited: ${cited.map(where).join('; ') || 'nothing'}`
  const missing = c.words.filter((w) => !has(text, w))
  if (missing.length)
    return `the answer does not quote ${missing.join(', ')}: ${text.slice(0, 200)}`
  return null
}

function judgeUnanswered(c: UnansweredCase, blocks: Block[]): string | null {
  const text = respondText(blocks)
  if (!refuses(text, c.lang)) return `answered: ${text.slice(0, 200)}`
  if (sourcesOf(blocks).length || /\[\d+\]/.test(text)) return 'cites a passage'
  return null
}

async function main() {
  const started = Date.now()
  const datasetId = await makeDataset()
  const indexed = Date.now() - started
  const session = (
    await call<{ id: string }>('POST', '/v2/team/sessions', {
      name: 'eval:documents',
      user_id: USER,
    })
  ).data.id
  const ask = async (question: string) =>
    (
      await call<{ blocks: Block[] }>('POST', '/v2/team/jobs', {
        session_id: session,
        user_id: USER,
        question,
        dataset_id: datasetId,
        job_mode: 'AUTO',
      })
    ).data.blocks
  const cases = [
    ...ANSWERED.map((c) => ({
      question: c.question,
      lang: c.lang ?? 'EN',
      answerable: true,
      judge: (b: Block[]) => judgeAnswered(c, b),
    })),
    ...UNANSWERED.map((c) => ({
      question: c.question,
      lang: c.lang,
      answerable: false,
      judge: (b: Block[]) => judgeUnanswered(c, b),
    })),
  ]
  let passed = 0
  const tally = new Map<string, [number, number]>()
  const count = (key: string, ok: boolean) => {
    const [p, n] = tally.get(key) ?? [0, 0]
    tally.set(key, [p + (ok ? 1 : 0), n + 1])
  }
  const failures: string[] = []
  for (const [i, c] of cases.entries()) {
    const t = Date.now()
    let problem: string | null
    try {
      problem = c.judge(await ask(c.question))
    } catch (error) {
      problem = `error: ${error instanceof Error ? error.message : String(error)}`
    }
    const label = `${String(i + 1).padStart(2)}. ${i < ANSWERED.length ? '' : '(not answered) '}${c.question}`
    if (problem) failures.push(`${label}\n      ${problem}`)
    else passed++
    count(c.answerable ? 'answerable' : 'not answerable', !problem)
    count(c.lang, !problem)
    console.log(
      `${problem ? 'FAIL' : 'PASS'} ${label}  (${Date.now() - t} ms)${problem ? `\n      ${problem}` : ''}`,
    )
  }
  const share = passed / cases.length
  const [okAnswerable = 0, answerable = 1] = tally.get('answerable') ?? []
  const shares = [...tally].map(([k, [p, n]]) => `${k} ${p}/${n}`).join(', ')
  console.log(
    `\nDocuments eval: ${passed}/${cases.length} (${(share * 100).toFixed(1)}%) in ${((Date.now() - started) / 1000).toFixed(1)} s (indexing ${(indexed / 1000).toFixed(1)} s); pass mark ${PASS_SHARE * 100}% of the answerable and of all.\n${shares}`,
  )
  if (failures.length) console.log(`Failures:\n${failures.map((f) => `  ${f}`).join('\n')}`)
  rmSync(dir, { recursive: true, force: true })
  process.exit(share >= PASS_SHARE && okAnswerable / answerable >= PASS_SHARE ? 0 : 1)
}

await main()
