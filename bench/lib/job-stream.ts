/**
 * Asks a question through POST /v2/team/jobs with stream: true and reads the SSE stream through
 * END_MARK, timing its events; optionally downloads the chart's PNG (drawn on a worker, it may be
 * written after END_MARK; its URL waits for it). Shared by bench/flights-job.ts and
 * bench/first-job.ts.
 */
import { createParser } from 'eventsource-parser'
import type { JobStreamChunk } from '@contract/jobs'

export interface JobTiming {
  total: number
  firstByte: number
  table: number
  image: number
  /** When the chart's PNG had downloaded (0 unless asked for). */
  png: number
  imageUrl: string
  sql: string
  events: number
}

export interface JobTarget {
  origin: string
  key: string
  session: string
  userId: string
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? NaN
}

/** A new analysis session for `userId`; its id. */
export async function createSession(origin: string, key: string, userId: string): Promise<string> {
  const s = await fetch(`${origin}/v2/team/sessions`, {
    method: 'POST',
    headers: { 'x-pd-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', user_id: userId }),
  })
  if (!s.ok) throw new Error(`creating a session: HTTP ${s.status}`)
  return ((await s.json()) as { data: { id: string } }).data.id
}

/**
 * One job, timed from the request to END_MARK ([DONE], else it throws). `png`: the answer must
 * have an IMAGE, and its PNG is downloaded and checked too.
 */
export async function askJob(
  to: JobTarget,
  question: string,
  dataset: string,
  opts: { png?: boolean } = {},
): Promise<JobTiming> {
  const started = performance.now()
  const res = await fetch(`${to.origin}/v2/team/jobs`, {
    method: 'POST',
    headers: { 'x-pd-api-key': to.key, 'content-type': 'application/json' },
    body: JSON.stringify({
      session_id: to.session,
      user_id: to.userId,
      question,
      dataset_id: dataset,
      stream: true,
    }),
  })
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
  const t: JobTiming = {
    total: 0,
    firstByte: 0,
    table: 0,
    image: 0,
    png: 0,
    imageUrl: '',
    sql: '',
    events: 0,
  }
  let end = ''
  const parser = createParser({
    onEvent: (e) => {
      t.events++
      const at = performance.now() - started
      if (e.event === 'JOB_ID') t.firstByte = at
      if (e.event === 'TABLE' && !t.table) t.table = at
      if (e.event === 'IMAGE' && !t.image) {
        t.image = at
        t.imageUrl = (
          JSON.parse(e.data) as JobStreamChunk<{ url: string }>
        ).choices[0]!.delta.content.url
      }
      if (e.event === 'CODE' && !t.sql) {
        const code = String(
          (JSON.parse(e.data) as JobStreamChunk<string>).choices[0]?.delta.content,
        )
        t.sql = code.replace(/^```sql\n|\n```$/g, '')
      }
      if (e.event === 'END_MARK') end = e.data
    },
  })
  const decoder = new TextDecoder()
  for await (const chunk of res.body) parser.feed(decoder.decode(chunk, { stream: true }))
  t.total = performance.now() - started
  if (end !== '[DONE]') throw new Error(`stream ended with ${end || 'no END_MARK'}`)
  if (!opts.png) return t
  if (!t.imageUrl) throw new Error('the answer has no IMAGE')
  const png = await fetch(t.imageUrl)
  const bytes = new Uint8Array(await png.arrayBuffer())
  if (!png.ok || String.fromCharCode(...bytes.subarray(1, 4)) !== 'PNG')
    throw new Error(`the chart did not download as a PNG (HTTP ${png.status})`)
  t.png = performance.now() - started
  return t
}
