import type { Param } from '../driver'
import type { Repository } from '../repo'
import { blockToEvent, jobData } from './job-rows'
import { nextOrd, type Db } from './shared'

/**
 * The import of an older JSON data dir (server/db/import-json.ts): finished jobs with their
 * blocks, and usage, in one transaction. Rows go in many to a statement (one round trip each on
 * PostgreSQL), and the event loop gets a turn between chunks: on SQLite every statement runs
 * synchronously, and a 20,000-job import in one piece held it for seconds.
 */

const JOBS_PER_STATEMENT = 200
const EVENTS_PER_STATEMENT = 1000

const values = (rows: number, columns: number) =>
  Array.from({ length: rows }, () => `(${Array(columns).fill('?').join(', ')})`).join(', ')

const turn = () => new Promise((resolve) => setImmediate(resolve))

export function importQueries(q: Db): Pick<Repository, 'importJobs'> {
  return {
    async importJobs(jobs, usage) {
      await (
        await q()
      ).tx(async (t) => {
        for (let i = 0; i < jobs.length; i += JOBS_PER_STATEMENT) {
          const part = jobs.slice(i, i + JOBS_PER_STATEMENT)
          await t.run(
            `INSERT INTO jobs (job_id, session_id, user_id, key_hash, status, worker_id, created_at,
               finished_at, ord, plan, data)
             VALUES ${values(part.length, 11)} ON CONFLICT (job_id) DO NOTHING`,
            part.flatMap((j): Param[] => [
              j.job_id,
              j.session_id,
              j.user_id,
              j.key_hash,
              j.status,
              j.worker_id,
              j.created_at,
              j.finished_at,
              nextOrd(),
              j.plan ? JSON.stringify(j.plan) : null,
              JSON.stringify(jobData(j)),
            ]),
          )
          const events = part.flatMap((j) =>
            j.blocks.map((b, seq): Param[] => [j.job_id, seq, JSON.stringify(blockToEvent(b))]),
          )
          for (let k = 0; k < events.length; k += EVENTS_PER_STATEMENT) {
            const rows = events.slice(k, k + EVENTS_PER_STATEMENT)
            await t.run(
              `INSERT INTO job_events (job_id, seq, event) VALUES ${values(rows.length, 3)}
               ON CONFLICT DO NOTHING`,
              rows.flat(),
            )
          }
          await turn()
        }
        for (const [key, n] of Object.entries(usage))
          await t.run(
            `INSERT INTO usage (key_hash, jobs) VALUES (?, ?)
             ON CONFLICT (key_hash) DO UPDATE SET jobs = excluded.jobs`,
            [key, n],
          )
      })
    },
  }
}
