import type { Block } from '@contract/jobs'
import type { StoredPlan as Plan } from '../../engine/types'
import type { JobEventRecord, JobRecord, StoredJob, StoredJobStatus } from '../records'
import type { Queryable } from '../driver'

/**
 * How a job is kept: its row (status, plan and the rest as JSON in `data`) and its events, one
 * row each, merged into blocks when read.
 */

export type JobRow = {
  job_id: string
  status: StoredJobStatus
  worker_id: string
  finished_at: string | null
  plan: string | null
  data: string
}

/** The job columns a history page reads (the plan only for follow-ups). */
export const JOB_COLUMNS = 'job_id, status, worker_id, finished_at, plan, data'

/** Reads the events of the given jobs in one query (the job layer merges them into blocks). */
export async function withEvents(db: Queryable, rows: JobRow[]): Promise<StoredJob[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.job_id)
  const events = await db.all<{ job_id: string; event: string }>(
    `SELECT job_id, event FROM job_events WHERE job_id IN (${ids.map(() => '?').join(', ')})
     ORDER BY job_id, seq`,
    ids,
  )
  const byJob = new Map<string, JobEventRecord[]>()
  for (const e of events) {
    const list = byJob.get(e.job_id) ?? []
    list.push(JSON.parse(e.event) as JobEventRecord)
    byJob.set(e.job_id, list)
  }
  return rows.map((r) => ({
    ...(JSON.parse(r.data) as Omit<StoredJob, 'status' | 'finished_at' | 'events' | 'plan'>),
    status: r.status,
    worker_id: r.worker_id,
    finished_at: r.finished_at,
    plan: r.plan ? (JSON.parse(r.plan) as Plan) : null,
    events: byJob.get(r.job_id) ?? [],
  }))
}

/** A merged block as the event that merges back into it (for imported jobs). */
export function blockToEvent(b: Block): JobEventRecord {
  // A null group_name goes through as it came (the merge copies the name as it is).
  const name = ('group_name' in b ? b.group_name : '') as string
  const group = { id: b.group_id, name, stage: b.stage }
  return { type: b.type, group, content: b.content }
}

/** What of a job lives in its `data` column (status, plan and blocks have their own homes). */
export function jobData(j: JobRecord) {
  return {
    job_id: j.job_id,
    session_id: j.session_id,
    user_id: j.user_id,
    key_hash: j.key_hash,
    question: j.question,
    dataset_id: j.dataset_id,
    datasource_ids: j.datasource_ids,
    output_language: j.output_language,
    job_mode: j.job_mode,
    created_at: j.created_at,
    worker_id: j.worker_id,
    trace_id: j.trace_id,
    external_trace_id: j.external_trace_id,
  }
}
