import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Envelope, HistoryRecord, JobState, Paged } from '@contract/jobs'
import { readFrames, startServer, type ChildServer } from './testing/child-server'
import { freshDatabase, STORES } from './testing/stores'

/**
 * Two server processes on one PostgreSQL database and one shared data dir: a job started on A
 * is streamed to its end, listed and downloaded through B; the quota and the rate limit counted
 * on one hold on the other.
 */

const KEY = 'sk-two-process'
const RATE_KEYS = ['sk-rate-1', 'sk-rate-2', 'sk-rate-3', 'sk-rate-4', 'sk-rate-5']
const USER = 'two-process-user'
const pgCase = STORES.find((s) => s.name === 'postgres')!
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A request with KEY; the main flow waits out the (low) rate limit when it meets it. */
async function send(server: ChildServer, method: string, p: string, body?: unknown) {
  for (;;) {
    const res = await fetch(`${server.url}${p}`, {
      method,
      headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (res.status !== 429) return res
    await pause(1000)
  }
}

async function call<T>(
  server: ChildServer,
  method: string,
  p: string,
  body?: unknown,
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await send(server, method, p, body)
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}

describe('two processes on one PostgreSQL', () => {
  it.skipIf(pgCase.skip)(
    'stream, list and download on B a job started on A; quota and rate limit hold across both',
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'parley-two-'))
      const env = {
        PARLEY_DATABASE_URL: await freshDatabase(),
        PARLEY_DATA_DIR: dir,
        PARLEY_API_KEYS: [KEY, ...RATE_KEYS].join(','),
        JOB_QUOTA: '2',
        PARLEY_RATE_LIMIT: '2',
        PARLEY_PACE: '1',
      }
      let a: ChildServer | null = null
      let b: ChildServer | null = null
      try {
        ;[a, b] = await Promise.all([startServer(env), startServer(env)])
        const session = (
          await call<{ id: string }>(a, 'POST', '/v2/team/sessions', {
            name: 'shared',
            user_id: USER,
          })
        ).body.data.id
        // Start on A; read only its JOB_ID, then follow it through B while A runs it.
        const started = await send(a, 'POST', '/v2/team/jobs', {
          session_id: session,
          user_id: USER,
          stream: true,
          question: 'average horsepower by origin',
          dataset_id: 'dset-sample-cars',
        })
        let announced: (id: string) => void = () => undefined
        const idOnA = new Promise<string>((resolve) => (announced = resolve))
        const onA = readFrames(started, (f) => {
          if (f.event === 'JOB_ID') announced(f.data)
          return false
        })
        const jobId = await idOnA
        const first = await readFrames(
          await send(b, 'GET', `/v2/team/jobs/${jobId}/stream?user_id=${USER}`),
        )
        const aFrames = await onA
        expect(first[0]).toEqual({ event: 'JOB_ID', data: jobId })
        expect(first.at(-1)).toEqual({ event: 'END_MARK', data: '[DONE]' })
        // B streamed every block A sent (TASK frames are progress, not kept).
        const kinds = (frames: { event: string | undefined }[]) =>
          frames.map((f) => f.event).filter((e) => e !== 'TASK' && e !== 'JOB_ID')
        const aKinds = kinds(aFrames).filter((e) => e !== 'MESSAGE')
        expect(kinds(first).filter((e) => e !== 'MESSAGE')).toEqual(aKinds)

        const history = await call<Paged<HistoryRecord>>(
          b,
          'GET',
          `/v2/team/sessions/${session}/history?user_id=${USER}`,
        )
        expect(history.body.data.records.map((r) => [r.job_id, r.status])).toEqual([
          [jobId, 'done'],
        ])
        const table = history.body.data.records[0]!.answer.blocks.find((x) => x.type === 'TABLE')
        if (table?.type !== 'TABLE') throw new Error('no TABLE block')
        expect(new URL(table.content.url).origin).toBe(b.url)
        const csv = await fetch(table.content.url)
        expect(csv.status).toBe(200)
        expect(await csv.text()).toMatch(/Origin/)
        const state = await call<JobState>(b, 'GET', `/v2/team/jobs/${jobId}?user_id=${USER}`)
        expect(state.body.data.status).toBe('done')

        // Quota 2: one used on A; one more on B; the third is refused on either.
        const ask = (s: ChildServer) =>
          call(s, 'POST', '/v2/team/jobs', {
            session_id: session,
            user_id: USER,
            question: 'hello',
            dataset_id: 'dset-sample-cars',
          })
        expect((await ask(b)).body.code).toBe(0)
        expect((await ask(a)).body.code).toBe(210021)
        expect((await ask(b)).body.code).toBe(210021)

        // Rate limit 2/s per key: two on A, then B refuses the third in the same second. Each
        // try starts at the top of a second with a fresh key; a try the machine made too slow
        // to fit in one second proves nothing and is repeated, up to five keys.
        let proven = 0
        for (const key of RATE_KEYS) {
          await pause(1000 - (Date.now() % 1000) + 20)
          const second = Math.floor(Date.now() / 1000)
          const statuses: number[] = []
          for (const s of [a, a, b]) {
            const res = await fetch(`${s.url}/v2/team/datasets?user_id=${USER}`, {
              headers: { 'x-pd-api-key': key },
            })
            statuses.push(res.status)
            await res.body?.cancel()
          }
          if (Math.floor(Date.now() / 1000) !== second) continue
          expect(statuses).toEqual([200, 200, 429])
          proven++
          break
        }
        expect(proven).toBeGreaterThan(0)
      } finally {
        await a?.kill()
        await b?.kill()
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
