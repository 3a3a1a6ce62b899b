import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { HistoryRecord, Paged, Session } from '@contract/jobs'
import { jobsContext } from '../jobs/http/context'
import { makeKit, USER } from '../jobs/testing/test-kit'
import { STORES } from './testing/stores'

/**
 * A data dir written by the JSON-file store (fixtures/json-data-dir: made by the previous
 * version through its own API: two sessions, an uploaded source, four jobs, a half-done
 * multipart upload) is imported once at start, verified, and its files kept as a backup.
 */

const FIXTURE = fileURLToPath(new URL('./testing/fixtures/json-data-dir', import.meta.url))
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown

describe.each(STORES)('importing a JSON data dir into $name', (store) => {
  it.skipIf(store.skip)(
    'imports every record once, keeps the JSON as a backup, and serves it',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'parley-import-'))
      cpSync(FIXTURE, dir, { recursive: true })
      const oldJobs = read(path.join(dir, 'state', 'jobs.json')) as {
        job_id: string
        session_id: string
        blocks: unknown[]
      }[]
      const env = await store.env()
      const kit = makeKit(env, dir)
      try {
        await jobsContext(kit.config).ready
        const sessions = await kit.json<Paged<Session>>('GET', '/v2/team/sessions', {
          query: { user_id: USER },
        })
        expect(sessions.body.data.records.map((s) => s.name).sort()).toEqual([
          'first analysis',
          'second',
        ])
        for (const s of sessions.body.data.records) {
          const h = await kit.json<Paged<HistoryRecord>>(
            'GET',
            `/v2/team/sessions/${s.id}/history`,
            {
              query: { user_id: USER },
            },
          )
          const old = oldJobs.filter((j) => j.session_id === s.id)
          expect(h.body.data.total_items).toBe(old.length)
          for (const r of h.body.data.records) {
            expect(r.status).toBe('done')
            const before = old.find((j) => j.job_id === r.job_id)!
            expect(r.answer.blocks.length).toBe(before.blocks.length)
            const table = r.answer.blocks.find((b) => b.type === 'TABLE')
            if (table?.type === 'TABLE')
              expect((await kit.app.request(table.content.url)).status).toBe(200)
          }
        }
        // The quota used before the import still counts (4 jobs by this key).
        const usage = read(path.join(FIXTURE, 'state', 'usage.json')) as Record<string, number>
        const [hash, used] = Object.entries(usage)[0]!
        expect(await jobsContext(kit.config).repo.jobsUsed(hash)).toBe(used)
        // The JSON files moved to the backup, with a note; nothing is left to import again.
        const backup = path.join(dir, 'state', 'json-backup')
        expect(readdirSync(backup).sort()).toEqual(
          [...readdirSync(path.join(FIXTURE, 'state')), 'IMPORTED.json'].sort(),
        )
        expect(existsSync(path.join(dir, 'state', 'jobs.json'))).toBe(false)
        // A restart neither imports again nor loses anything.
        const again = makeKit(env, dir)
        await jobsContext(again.config).ready
        const list = await again.json<Paged<Session>>('GET', '/v2/team/sessions', {
          query: { user_id: USER },
        })
        expect(list.body.data.total_items).toBe(2)
        expect(existsSync(path.join(dir, 'state', 'json-backup-2'))).toBe(false)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
