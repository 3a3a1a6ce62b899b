import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Envelope, HistoryRecord, Paged } from '@contract/jobs'
import { readFrames, startServer, type ChildServer } from '../../db/testing/child-server'
import { STORES } from '../../db/testing/stores'

/**
 * A server killed (SIGKILL) mid-job and started again on the same data dir and database: the
 * job is in the session's history as interrupted (wire status `error`, reason `interrupted`)
 * with every block it had sent, and the quota has counted exactly the jobs that are listed.
 */

const KEY = 'sk-crash-test'
const USER = 'crash-user'

async function call<T>(server: ChildServer, method: string, p: string, body?: unknown) {
  const res = await fetch(`${server.url}${p}`, {
    method,
    headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await res.json()) as Envelope<T>
}

// The two stores run side by side: most of each case is waiting for servers and a paced stream.
describe.concurrent.each(STORES)('a crash mid-job, on $name', (store) => {
  it.skipIf(store.skip)(
    'lists the job as interrupted with its partial blocks after a restart; the quota equals the listed jobs',
    { timeout: 180_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'parley-crash-'))
      const env = {
        ...(await store.env()),
        PARLEY_DATA_DIR: dir,
        PARLEY_API_KEYS: KEY,
        JOB_QUOTA: '3',
        // Paced like a real stream, so the job is still running when it is killed.
        PARLEY_PACE: '1',
      }
      let a: ChildServer | null = null
      let b: ChildServer | null = null
      try {
        a = await startServer(env)
        const session = (
          await call<{ id: string }>(a, 'POST', '/v2/team/sessions', {
            name: 'crash',
            user_id: USER,
          })
        ).data.id
        const res = await fetch(`${a.url}/v2/team/jobs`, {
          method: 'POST',
          headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
          body: JSON.stringify({
            session_id: session,
            user_id: USER,
            stream: true,
            question: 'average horsepower by origin',
            dataset_id: 'dset-sample-cars',
          }),
        })
        // The client stays connected: a disconnect would let the server record `cancelled` first.
        const seen = await readFrames(res, (f) => f.event === 'TABLE', false)
        expect(seen.at(-1)?.event).toBe('TABLE')
        const jobId = seen[0]!.data
        await a.kill('SIGKILL')
        a = null

        b = await startServer(env)
        const history = await call<Paged<HistoryRecord>>(
          b,
          'GET',
          `/v2/team/sessions/${session}/history?user_id=${USER}`,
        )
        expect(history.data.total_items).toBe(1)
        const record = history.data.records[0]!
        expect(record.job_id).toBe(jobId)
        expect(record.status).toBe('error')
        expect(record.error).toMatchObject({ code: 210020, reason: 'interrupted' })
        // Every block the client saw before the kill was saved before it was sent.
        const types = record.answer.blocks.map((x) => x.type)
        const sent = seen.filter((f) => f.event !== 'TASK' && f.event !== 'JOB_ID')
        expect(types).toContain('TABLE')
        expect(types).toContain('CODE')
        for (const t of new Set(sent.map((f) => f.event))) expect(types).toContain(t)
        const table = record.answer.blocks.find((x) => x.type === 'TABLE')
        if (table?.type !== 'TABLE') throw new Error('no TABLE')
        expect((await fetch(table.content.url)).status).toBe(200)

        // The quota (3) counted the interrupted job and nothing else: two more run, the next is refused.
        const ask = () =>
          call(b!, 'POST', '/v2/team/jobs', {
            session_id: session,
            user_id: USER,
            question: 'hello',
            dataset_id: 'dset-sample-cars',
          })
        expect((await ask()).code).toBe(0)
        expect((await ask()).code).toBe(0)
        expect((await ask()).code).toBe(210021)
        const after = await call<Paged<HistoryRecord>>(
          b,
          'GET',
          `/v2/team/sessions/${session}/history?user_id=${USER}`,
        )
        expect(after.data.total_items).toBe(3)
      } finally {
        await a?.kill('SIGKILL')
        await b?.kill()
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
