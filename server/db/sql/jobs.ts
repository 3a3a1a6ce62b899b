import type { StoredPlan as Plan } from '../../engine/types'
import type { JobEventRecord, JobRecord, StoredJobStatus } from '../records'
import type { Param } from '../driver'
import type { Repository } from '../repo'
import { JOB_COLUMNS, jobData, withEvents, type JobRow } from './job-rows'
import { nextOrd, num, type Db } from './shared'

/**
 * Jobs: started against the quota in one transaction, events appended as they stream, history
 * paged in SQL. Starting, appending and finishing go through the driver's job lane.
 */

class QuotaRefused extends Error {}

export function jobQueries(
  q: Db,
): Pick<
  Repository,
  | 'startJob'
  | 'appendEvents'
  | 'finishJob'
  | 'getJob'
  | 'jobStatus'
  | 'eventsSince'
  | 'listJobs'
  | 'recentPlan'
  | 'jobsUsed'
  | 'deleteJobsBefore'
> {
  return {
    async startJob(job, quota) {
      return (await q()).jobWrites
        .tx(async (t) => {
          // The increment is conditional, so two processes racing for the last job cannot both win.
          const counted = await t.all<{ jobs: number }>(
            `INSERT INTO usage (key_hash, jobs) VALUES (?, 1)
             ON CONFLICT (key_hash) DO UPDATE SET jobs = usage.jobs + 1
             WHERE ? < 0 OR usage.jobs < ?
             RETURNING jobs`,
            [job.key_hash, quota ?? -1, quota ?? 0],
          )
          if (!counted.length || (quota !== null && num(counted[0]?.jobs) > quota)) {
            // Over the quota: nothing of this job may remain (a quota of 0 inserts, then rolls back).
            throw new QuotaRefused()
          }
          const record: JobRecord = {
            ...job,
            status: 'running',
            finished_at: null,
            blocks: [],
            plan: null,
          }
          await t.run(
            `INSERT INTO jobs (job_id, session_id, user_id, key_hash, status, worker_id, created_at,
             finished_at, ord, plan, data)
             VALUES (?, ?, ?, ?, 'running', ?, ?, NULL, ?, NULL, ?)`,
            [
              job.job_id,
              job.session_id,
              job.user_id,
              job.key_hash,
              job.worker_id,
              job.created_at,
              nextOrd(),
              JSON.stringify(jobData(record)),
            ],
          )
          return true
        })
        .catch((error: unknown) => {
          if (error instanceof QuotaRefused) return false
          throw error
        })
    },

    async appendEvents(jobId, seq, events) {
      if (!events.length) return
      const values = events.map(() => '(?, ?, ?)').join(', ')
      const params: Param[] = events.flatMap((e, i) => [jobId, seq + i, JSON.stringify(e)])
      await (
        await q()
      ).jobWrites.run(`INSERT INTO job_events (job_id, seq, event) VALUES ${values}`, params)
    },

    async finishJob(jobId, status, plan) {
      const lane = (await q()).jobWrites
      const changed = await lane.run(
        'UPDATE jobs SET status = ?, finished_at = ?, plan = ? WHERE job_id = ?',
        [status, new Date().toISOString(), plan ? JSON.stringify(plan) : null, jobId],
      )
      if (changed) return true
      // Deleted with its session while it ran: what it appended since has nothing to belong to.
      await lane.run('DELETE FROM job_events WHERE job_id = ?', [jobId])
      return false
    },

    async getJob(id) {
      const db = await q()
      const rows = await db.all<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE job_id = ?`, [id])
      return (await withEvents(db, rows))[0]
    },

    async jobStatus(id) {
      const [row] = await (
        await q()
      ).all<{ status: StoredJobStatus }>('SELECT status FROM jobs WHERE job_id = ?', [id])
      return row?.status
    },

    async eventsSince(jobId, afterSeq) {
      const rows = await (
        await q()
      ).all<{ seq: number; event: string }>(
        'SELECT seq, event FROM job_events WHERE job_id = ? AND seq > ? ORDER BY seq',
        [jobId, afterSeq],
      )
      return rows.map((r) => ({ seq: num(r.seq), event: JSON.parse(r.event) as JobEventRecord }))
    },

    async listJobs(sessionId, p) {
      const db = await q()
      const [count] = await db.all<{ n: number }>(
        'SELECT count(*) AS n FROM jobs WHERE session_id = ?',
        [sessionId],
      )
      const rows = await db.all<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs WHERE session_id = ?
         ORDER BY created_at DESC, ord DESC LIMIT ? OFFSET ?`,
        [sessionId, p.limit, p.offset],
      )
      return { total: num(count?.n), records: await withEvents(db, rows) }
    },

    async recentPlan(sessionId, n) {
      if (n <= 0) return null
      const rows = await (
        await q()
      ).all<{ plan: string | null }>(
        `SELECT plan FROM jobs WHERE session_id = ? ORDER BY created_at DESC, ord DESC LIMIT ?`,
        [sessionId, n],
      )
      const found = rows.find((r) => r.plan)
      return found?.plan ? (JSON.parse(found.plan) as Plan) : null
    },

    async jobsUsed(keyHash) {
      const [row] = await (
        await q()
      ).all<{ jobs: number }>('SELECT jobs FROM usage WHERE key_hash = ?', [keyHash])
      return num(row?.jobs)
    },

    async deleteJobsBefore(cutoff, limit) {
      return (await q()).tx(async (t) => {
        const rows = await t.all<{ job_id: string }>(
          `SELECT job_id FROM jobs WHERE created_at < ? AND status <> 'running'
           ORDER BY created_at LIMIT ?`,
          [cutoff, limit],
        )
        const ids = rows.map((r) => r.job_id)
        if (!ids.length) return ids
        const marks = ids.map(() => '?').join(', ')
        await t.run(`DELETE FROM job_events WHERE job_id IN (${marks})`, ids)
        await t.run(`DELETE FROM jobs WHERE job_id IN (${marks})`, ids)
        return ids
      })
    },
  }
}
