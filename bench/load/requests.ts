/**
 * The requests the load bench sends: a chat stream, a session, an analysis job, a form upload, a
 * data source synched from the last upload, and the count of jobs each session lists done.
 */
import { statSync, createReadStream } from 'node:fs'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { KEY } from './server'

const USER = 'load-bench'
const MODEL = 'deepseek-ai/DeepSeek-V3'
const PROMPT = '/bench size=8000 chunks=400 interval=50'
const QUESTIONS: [string, string][] = [
  ['dset-sample-cars', 'What is the average Horsepower by Origin?'],
  ['dset-sample-seattle-weather', 'What is the average temp_max by weather?'],
  ['dset-sample-gapminder', 'Which country has the highest life_expect?'],
  ['dset-sample-stocks', 'What is the average price by symbol?'],
  ['dset-sample-superstore', 'What are the total Sales by Region?'],
]

/** The body of the last upload's reply (syncSource reads its file_object_key). */
let lastUpload = ''

/** null, or what went wrong: not 2xx, an error event, or no [DONE]. */
export async function chatStream(origin: string): Promise<string | null> {
  const res = await fetch(`${origin}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: MODEL,
      stream: true,
      messages: [{ role: 'user', content: PROMPT }],
    }),
  })
  if (!res.ok || !res.body) return `chat HTTP ${res.status}`
  let text = ''
  const decoder = new TextDecoder()
  let tail = ''
  for await (const chunk of res.body) {
    tail = (tail + decoder.decode(chunk, { stream: true })).slice(-200)
    if (tail.includes('"error"')) text = tail
  }
  if (text) return `chat stream error: ${text.slice(0, 120)}`
  return tail.includes('[DONE]') ? null : 'chat stream ended without [DONE]'
}

/** A new session's id. */
export async function session(origin: string, name: string): Promise<string> {
  const res = await fetch(`${origin}/v2/team/sessions`, {
    method: 'POST',
    headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ name, user_id: USER }),
  })
  return ((await res.json()) as { data: { id: string } }).data.id
}

/** Job i (stream: true, the i-th of five sample questions); null, or what went wrong. */
export async function job(origin: string, sessionId: string, i: number): Promise<string | null> {
  const [dataset, question] = QUESTIONS[i % QUESTIONS.length]!
  const res = await fetch(`${origin}/v2/team/jobs`, {
    method: 'POST',
    headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      session_id: sessionId,
      user_id: USER,
      question,
      dataset_id: dataset,
      stream: true,
    }),
  })
  if (!res.ok || !res.body) return `job HTTP ${res.status}`
  const text = await res.text()
  if (/event:\s*ERROR/.test(text) || text.includes('data:[ERROR]')) return `job ${i} ended in ERROR`
  return text.includes('event:END_MARK') ? null : `job ${i} ended without END_MARK`
}

/** A form upload of file, streamed from disk; null, or what went wrong. */
export function upload(port: number, file: string, name = 'big.csv'): Promise<string | null> {
  const boundary = 'parley-load-bench'
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="user_id"\r\n\r\n${USER}\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: text/csv\r\n\r\n`
  const tail = `\r\n--${boundary}--\r\n`
  const size = statSync(file).size
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v2/team/file/upload-datasource',
        headers: {
          'x-pd-api-key': KEY,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(head) + size + Buffer.byteLength(tail),
        },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (t: string) => (body += t))
        res.on('end', () => {
          const code = (JSON.parse(body || '{}') as { code?: number }).code
          lastUpload = body
          resolve(
            res.statusCode === 200 && code === 0
              ? null
              : `upload HTTP ${res.statusCode}: ${body.slice(0, 200)}`,
          )
        })
      },
    )
    req.on('error', (e) => resolve(`upload: ${e.message}`))
    req.write(head)
    const from = createReadStream(file, { highWaterMark: 1024 * 1024 })
    from.pipe(req, { end: false })
    from.on('end', () => req.end(tail))
  })
}

/** How many jobs the sessions' histories list `done`. */
export async function jobsDone(origin: string, sessions: string[]): Promise<number> {
  let done = 0
  for (const id of sessions) {
    const res = await fetch(
      `${origin}/v2/team/sessions/${id}/history?user_id=${USER}&page_size=100`,
      {
        headers: { 'x-pd-api-key': KEY },
      },
    )
    const body = (await res.json()) as { data: { records: { status: string }[] } }
    done += body.data.records.filter((r) => r.status === 'done').length
  }
  return done
}

/** The last upload made a FILE data source, waited for until it has synched. */
export async function syncSource(origin: string, name: string): Promise<void> {
  const key = (JSON.parse(lastUpload) as { data: { file_object_key: string } }).data.file_object_key
  const res = await fetch(`${origin}/v2/team/datasources`, {
    method: 'POST',
    headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ name, type: 'FILE', file_object_key: key, user_id: USER }),
  })
  const ds = ((await res.json()) as { data: { dataset_id: string } }).data
  for (;;) {
    await sleep(200)
    const st = (await (
      await fetch(`${origin}/v2/team/datasets/${ds.dataset_id}/status?user_id=${USER}`, {
        headers: { 'x-pd-api-key': KEY },
      })
    ).json()) as { data: { synching_count: number; invalid_count: number } }
    if (st.data.invalid_count) throw new Error(`${name} did not sync`)
    if (!st.data.synching_count) return
  }
}
