import type { Repository } from '../repo'
import { blockToEvent, jobData } from './job-rows'
import { nextOrd, type Db } from './shared'

/** The import of an older JSON data dir (server/db/import-json.ts): finished jobs and usage. */
export function importQueries(q: Db): Pick<Repository, 'importJobs'> {
  return {
    async importJobs(jobs, usage) {
      await (
        await q()
      ).tx(async (t) => {
        for (const j of jobs) {
          await t.run(
            `INSERT INTO jobs (job_id, session_id, user_id, key_hash, status, worker_id, created_at,
               finished_at, ord, plan, data)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (job_id) DO NOTHING`,
            [
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
            ],
          )
          const events = j.blocks.map(blockToEvent)
          for (let i = 0; i < events.length; i++)
            await t.run(
              'INSERT INTO job_events (job_id, seq, event) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
              [j.job_id, i, JSON.stringify(events[i])],
            )
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
