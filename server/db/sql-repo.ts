import type { Block } from '@contract/jobs'
import type { Plan } from '../engine/types'
import { mergeBlocks } from '../jobs/job/merge'
import type {
  DataSourceRecord,
  DatasetRecord,
  JobEventRecord,
  JobRecord,
  MultipartRecord,
  SessionRecord,
  StoredJobStatus,
  UploadRecord,
} from '../jobs/store/records'
import type { Driver, Param, Queryable } from './driver'
import type { JobStart, Page, PageQuery, Repository } from './repo'
import { MIGRATIONS } from './schema'

/**
 * The repository in SQL, shared by SQLite and PostgreSQL. Records are kept as JSON beside the
 * columns queries use; lists page with LIMIT/OFFSET over an index in the order they are shown.
 */

/** Ties within one millisecond keep their insertion order (newest-first reverses it). */
let lastOrd = 0
function nextOrd(): number {
  lastOrd = Math.max(lastOrd + 1, Date.now() * 1000)
  return lastOrd
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
const parse = <T>(row: { data: string }): T => JSON.parse(row.data) as T
const num = (v: unknown) => Number(v ?? 0)

type JobRow = {
  job_id: string
  status: StoredJobStatus
  worker_id: string
  finished_at: string | null
  plan: string | null
  data: string
}

/** The job columns a history page reads (the plan only for follow-ups). */
const JOB_COLUMNS = 'job_id, status, worker_id, finished_at, plan, data'

export class SqlRepository implements Repository {
  readonly kind: 'sqlite' | 'postgres'
  private readonly opened: Promise<void>

  constructor(private readonly db: Driver) {
    this.kind = db.kind
    this.opened = db.migrate(MIGRATIONS)
    // A failed open is reported by every call (and by /healthz), never as an unhandled rejection.
    this.opened.catch(() => undefined)
  }

  ready(): Promise<void> {
    return this.opened
  }

  private async q(): Promise<Driver> {
    await this.opened
    return this.db
  }

  async ping(): Promise<void> {
    await (await this.q()).all('SELECT 1 AS one')
  }

  close(): Promise<void> {
    return this.db.close()
  }

  // ---- sessions ----

  async putSession(s: SessionRecord): Promise<void> {
    await (
      await this.q()
    ).run(
      `INSERT INTO sessions (id, user_id, name_lc, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name_lc = excluded.name_lc, data = excluded.data`,
      [s.id, s.user_id, s.name.toLowerCase(), s.created_at, nextOrd(), JSON.stringify(s)],
    )
  }

  async getSession(id: string): Promise<SessionRecord | undefined> {
    const [row] = await (
      await this.q()
    ).all<{ data: string }>('SELECT data FROM sessions WHERE id = ?', [id])
    return row ? parse<SessionRecord>(row) : undefined
  }

  async countSessions(user: string): Promise<number> {
    const [row] = await (
      await this.q()
    ).all<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE user_id = ?', [user])
    return num(row?.n)
  }

  listSessions(user: string, p: PageQuery): Promise<Page<SessionRecord>> {
    return this.page<SessionRecord>('sessions', 'user_id = ?', [user], 'name_lc', p)
  }

  async deleteSession(id: string): Promise<string[]> {
    return (await this.q()).tx(async (t) => {
      const jobs = await t.all<{ job_id: string }>('SELECT job_id FROM jobs WHERE session_id = ?', [
        id,
      ])
      await t.run(
        'DELETE FROM job_events WHERE job_id IN (SELECT job_id FROM jobs WHERE session_id = ?)',
        [id],
      )
      await t.run('DELETE FROM jobs WHERE session_id = ?', [id])
      await t.run('DELETE FROM sessions WHERE id = ?', [id])
      return jobs.map((j) => j.job_id)
    })
  }

  // ---- datasets ----

  async putDataset(d: DatasetRecord): Promise<void> {
    await (
      await this.q()
    ).run(
      `INSERT INTO datasets (id, user_id, search_lc, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET search_lc = excluded.search_lc, data = excluded.data`,
      [
        d.id,
        d.user_id,
        `${d.name}\n${d.description}`.toLowerCase(),
        d.created_at,
        nextOrd(),
        JSON.stringify(d),
      ],
    )
  }

  async getDataset(id: string): Promise<DatasetRecord | undefined> {
    const [row] = await (
      await this.q()
    ).all<{ data: string }>('SELECT data FROM datasets WHERE id = ?', [id])
    return row ? parse<DatasetRecord>(row) : undefined
  }

  listDatasets(user: string, p: PageQuery): Promise<Page<DatasetRecord>> {
    return this.page<DatasetRecord>('datasets', 'user_id = ?', [user], 'search_lc', p)
  }

  async allDatasets(user: string): Promise<DatasetRecord[]> {
    const rows = await (
      await this.q()
    ).all<{ data: string }>(
      'SELECT data FROM datasets WHERE user_id = ? ORDER BY created_at DESC, ord DESC',
      [user],
    )
    return rows.map((r) => parse<DatasetRecord>(r))
  }

  async deleteDataset(id: string): Promise<void> {
    await (await this.q()).run('DELETE FROM datasets WHERE id = ?', [id])
  }

  // ---- data sources ----

  async putSource(s: DataSourceRecord): Promise<void> {
    await (
      await this.q()
    ).run(
      `INSERT INTO datasources (id, dataset_id, status, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, data = excluded.data`,
      [s.id, s.dataset_id, s.status, s.created_at, nextOrd(), JSON.stringify(s)],
    )
  }

  async getSource(id: string): Promise<DataSourceRecord | undefined> {
    const [row] = await (
      await this.q()
    ).all<{ data: string }>('SELECT data FROM datasources WHERE id = ?', [id])
    return row ? parse<DataSourceRecord>(row) : undefined
  }

  async sourcesOf(datasetId: string): Promise<DataSourceRecord[]> {
    const rows = await (
      await this.q()
    ).all<{ data: string }>(
      'SELECT data FROM datasources WHERE dataset_id = ? ORDER BY created_at, ord',
      [datasetId],
    )
    return rows.map((r) => parse<DataSourceRecord>(r))
  }

  async synchingSources(): Promise<DataSourceRecord[]> {
    const rows = await (
      await this.q()
    ).all<{ data: string }>(`SELECT data FROM datasources WHERE status = 'synching'`)
    return rows.map((r) => parse<DataSourceRecord>(r))
  }

  async updateSource(id: string, change: Partial<DataSourceRecord>): Promise<void> {
    // Read and write in one transaction, so two updates never lose each other's fields.
    await (
      await this.q()
    ).tx(async (t) => {
      const [row] = await t.all<{ data: string }>('SELECT data FROM datasources WHERE id = ?', [id])
      if (!row) return
      const next = { ...parse<DataSourceRecord>(row), ...change }
      await t.run('UPDATE datasources SET status = ?, data = ? WHERE id = ?', [
        next.status,
        JSON.stringify(next),
        id,
      ])
    })
  }

  async deleteSource(id: string): Promise<void> {
    await (await this.q()).run('DELETE FROM datasources WHERE id = ?', [id])
  }

  // ---- uploads ----

  async putUpload(u: UploadRecord): Promise<void> {
    await (
      await this.q()
    ).run(
      `INSERT INTO uploads (file_object_key, data) VALUES (?, ?)
       ON CONFLICT (file_object_key) DO UPDATE SET data = excluded.data`,
      [u.file_object_key, JSON.stringify(u)],
    )
  }

  async getUpload(key: string): Promise<UploadRecord | undefined> {
    const [row] = await (
      await this.q()
    ).all<{ data: string }>('SELECT data FROM uploads WHERE file_object_key = ?', [key])
    return row ? parse<UploadRecord>(row) : undefined
  }

  async putMultipart(m: MultipartRecord): Promise<void> {
    await (
      await this.q()
    ).run(
      `INSERT INTO multiparts (upload_id, data) VALUES (?, ?)
       ON CONFLICT (upload_id) DO UPDATE SET data = excluded.data`,
      [m.upload_id, JSON.stringify(m)],
    )
  }

  async getMultipart(id: string): Promise<MultipartRecord | undefined> {
    const [row] = await (
      await this.q()
    ).all<{ data: string }>('SELECT data FROM multiparts WHERE upload_id = ?', [id])
    return row ? parse<MultipartRecord>(row) : undefined
  }

  async completeMultipart(id: string, upload: UploadRecord): Promise<void> {
    await (
      await this.q()
    ).tx(async (t) => {
      await t.run('DELETE FROM multiparts WHERE upload_id = ?', [id])
      await t.run(
        `INSERT INTO uploads (file_object_key, data) VALUES (?, ?)
         ON CONFLICT (file_object_key) DO UPDATE SET data = excluded.data`,
        [upload.file_object_key, JSON.stringify(upload)],
      )
    })
  }

  // ---- jobs ----

  async startJob(job: JobStart, quota: number | null): Promise<boolean> {
    return (await this.q()).jobWrites
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
  }

  async appendEvents(jobId: string, seq: number, events: JobEventRecord[]): Promise<void> {
    if (!events.length) return
    const values = events.map(() => '(?, ?, ?)').join(', ')
    const params: Param[] = events.flatMap((e, i) => [jobId, seq + i, JSON.stringify(e)])
    await (
      await this.q()
    ).jobWrites.run(`INSERT INTO job_events (job_id, seq, event) VALUES ${values}`, params)
  }

  async finishJob(jobId: string, status: StoredJobStatus, plan: Plan | null): Promise<void> {
    await (
      await this.q()
    ).jobWrites.run('UPDATE jobs SET status = ?, finished_at = ?, plan = ? WHERE job_id = ?', [
      status,
      new Date().toISOString(),
      plan ? JSON.stringify(plan) : null,
      jobId,
    ])
  }

  async getJob(id: string): Promise<JobRecord | undefined> {
    const db = await this.q()
    const rows = await db.all<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE job_id = ?`, [id])
    return (await this.withBlocks(db, rows))[0]
  }

  async jobStatus(id: string): Promise<StoredJobStatus | undefined> {
    const [row] = await (
      await this.q()
    ).all<{ status: StoredJobStatus }>('SELECT status FROM jobs WHERE job_id = ?', [id])
    return row?.status
  }

  async eventsSince(
    jobId: string,
    afterSeq: number,
  ): Promise<{ seq: number; event: JobEventRecord }[]> {
    const rows = await (
      await this.q()
    ).all<{ seq: number; event: string }>(
      'SELECT seq, event FROM job_events WHERE job_id = ? AND seq > ? ORDER BY seq',
      [jobId, afterSeq],
    )
    return rows.map((r) => ({ seq: num(r.seq), event: JSON.parse(r.event) as JobEventRecord }))
  }

  async listJobs(sessionId: string, p: PageQuery): Promise<Page<JobRecord>> {
    const db = await this.q()
    const [count] = await db.all<{ n: number }>(
      'SELECT count(*) AS n FROM jobs WHERE session_id = ?',
      [sessionId],
    )
    const rows = await db.all<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM jobs WHERE session_id = ?
       ORDER BY created_at DESC, ord DESC LIMIT ? OFFSET ?`,
      [sessionId, p.limit, p.offset],
    )
    return { total: num(count?.n), records: await this.withBlocks(db, rows) }
  }

  async recentPlan(sessionId: string, n: number): Promise<Plan | null> {
    if (n <= 0) return null
    const rows = await (
      await this.q()
    ).all<{ plan: string | null }>(
      `SELECT plan FROM jobs WHERE session_id = ? ORDER BY created_at DESC, ord DESC LIMIT ?`,
      [sessionId, n],
    )
    const found = rows.find((r) => r.plan)
    return found?.plan ? (JSON.parse(found.plan) as Plan) : null
  }

  async jobsUsed(keyHash: string): Promise<number> {
    const [row] = await (
      await this.q()
    ).all<{ jobs: number }>('SELECT jobs FROM usage WHERE key_hash = ?', [keyHash])
    return num(row?.jobs)
  }

  async deleteJobsBefore(cutoff: string, limit: number): Promise<string[]> {
    return (await this.q()).tx(async (t) => {
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
  }

  async importJobs(jobs: JobRecord[], usage: Record<string, number>): Promise<void> {
    await (
      await this.q()
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
  }

  // ---- liveness ----

  async heartbeat(workerId: string): Promise<void> {
    const now = Date.now()
    const db = await this.q()
    await db.run(
      `INSERT INTO workers (id, heartbeat_at) VALUES (?, ?)
       ON CONFLICT (id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at`,
      [workerId, now],
    )
    // Rate windows older than the previous second are never read again.
    await db.run('DELETE FROM rate_hits WHERE win < ?', [Math.floor(now / 1000) - 2])
  }

  async workers(): Promise<{ id: string; heartbeat_at: number }[]> {
    const rows = await (
      await this.q()
    ).all<{ id: string; heartbeat_at: number }>('SELECT id, heartbeat_at FROM workers')
    return rows.map((r) => ({ id: r.id, heartbeat_at: num(r.heartbeat_at) }))
  }

  async interruptWorker(workerId: string): Promise<number> {
    return (await this.q()).tx(async (t) => {
      const n = await t.run(
        `UPDATE jobs SET status = 'interrupted', finished_at = ? WHERE status = 'running' AND worker_id = ?`,
        [new Date().toISOString(), workerId],
      )
      await t.run('DELETE FROM workers WHERE id = ?', [workerId])
      return n
    })
  }

  // ---- rate limit ----

  async rateHit(key: string, limit: number, nowMs: number): Promise<boolean> {
    const win = Math.floor(nowMs / 1000)
    const db = await this.q()
    const [cur] = await db.all<{ hits: number }>(
      `INSERT INTO rate_hits (key, win, hits) VALUES (?, ?, 1)
       ON CONFLICT (key, win) DO UPDATE SET hits = rate_hits.hits + 1
       RETURNING hits`,
      [key, win],
    )
    const [prev] = await db.all<{ hits: number }>(
      'SELECT hits FROM rate_hits WHERE key = ? AND win = ?',
      [key, win - 1],
    )
    // A sliding one-second window, estimated from two fixed ones (the previous one weighted by
    // how much of it still lies within the last second).
    const elapsed = (nowMs % 1000) / 1000
    return num(prev?.hits) * (1 - elapsed) + num(cur?.hits) <= limit + 1e-9
  }

  // ---- helpers ----

  private async page<T>(
    table: string,
    where: string,
    params: Param[],
    searchColumn: string,
    p: PageQuery,
  ): Promise<Page<T>> {
    const db = await this.q()
    let filter = where
    const args = [...params]
    if (p.search) {
      filter += ` AND ${searchColumn} LIKE ? ESCAPE '\\'`
      args.push(like(p.search))
    }
    const [count] = await db.all<{ n: number }>(
      `SELECT count(*) AS n FROM ${table} WHERE ${filter}`,
      args,
    )
    const rows = await db.all<{ data: string }>(
      `SELECT data FROM ${table} WHERE ${filter} ORDER BY created_at DESC, ord DESC LIMIT ? OFFSET ?`,
      [...args, p.limit, p.offset],
    )
    return { total: num(count?.n), records: rows.map((r) => parse<T>(r)) }
  }

  /** Reads the events of the given jobs in one query and merges them into blocks. */
  private async withBlocks(db: Queryable, rows: JobRow[]): Promise<JobRecord[]> {
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
      ...(JSON.parse(r.data) as Omit<JobRecord, 'status' | 'finished_at' | 'blocks' | 'plan'>),
      status: r.status,
      worker_id: r.worker_id,
      finished_at: r.finished_at,
      plan: r.plan ? (JSON.parse(r.plan) as Plan) : null,
      blocks: mergeBlocks(byJob.get(r.job_id) ?? []),
    }))
  }
}

class QuotaRefused extends Error {}

/** A merged block as the event that merges back into it (for imported jobs). */
export function blockToEvent(b: Block): JobEventRecord {
  // A null group_name goes through as it came (the merge copies the name as it is).
  const name = ('group_name' in b ? b.group_name : '') as string
  const group = { id: b.group_id, name, stage: b.stage }
  return { type: b.type, group, content: b.content }
}

/** What of a job lives in its `data` column (status, plan and blocks have their own homes). */
function jobData(j: JobRecord) {
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
