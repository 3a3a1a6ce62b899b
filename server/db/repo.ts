import type { SemanticOverrides } from '@contract/semantic'
import type { StoredPlan as Plan } from '../engine/types'
import type {
  DataSourceRecord,
  DatasetRecord,
  JobEventRecord,
  JobRecord,
  MultipartClaim,
  MultipartRecord,
  SessionRecord,
  StoredJob,
  StoredJobStatus,
  UploadRecord,
} from './records'

/**
 * Everything the job service remembers, behind one interface. Routes and the job runner use this
 * and nothing else; two implementations share the SQL (server/db/sql-repo.ts and sql/): SQLite in the data
 * dir by default, PostgreSQL when PARLEY_DATABASE_URL is set (docs/job-store.md).
 */

export interface Page<T> {
  total: number
  records: T[]
}

export interface PageQuery {
  offset: number
  limit: number
  /** Lower-case text to find in the name (and description, for datasets). */
  search?: string | null
}

type JobStart = Omit<JobRecord, 'blocks' | 'plan' | 'status' | 'finished_at'>

export interface Repository {
  readonly kind: 'sqlite' | 'postgres'
  /**
   * The same repository over the connections that start and run jobs. A burst of starting jobs
   * reads sessions, datasets and plans through it, so it never queues ahead of other requests.
   */
  readonly forJobs: Repository
  /** Resolves once the database is open and migrated; every method waits for it too. */
  ready(): Promise<void>
  /** A trivial query: the database answers. */
  ping(): Promise<void>
  close(): Promise<void>

  // Sessions
  putSession(s: SessionRecord): Promise<void>
  getSession(id: string): Promise<SessionRecord | undefined>
  countSessions(user: string): Promise<number>
  listSessions(user: string, q: PageQuery): Promise<Page<SessionRecord>>
  /** Deletes the session with its jobs in one transaction; answers the deleted job ids. */
  deleteSession(id: string): Promise<string[]>

  // Datasets (own ones; the samples live in memory)
  putDataset(d: DatasetRecord): Promise<void>
  getDataset(id: string): Promise<DatasetRecord | undefined>
  listDatasets(user: string, q: PageQuery): Promise<Page<DatasetRecord>>
  allDatasets(user: string): Promise<DatasetRecord[]>
  /** Deletes the dataset with every user's semantic overrides of it, in one transaction. */
  deleteDataset(id: string): Promise<void>

  // Semantic overrides: what a user said of a dataset's columns (contract/semantic.ts)
  getOverrides(datasetId: string, user: string): Promise<SemanticOverrides | undefined>
  /** Every dataset's overrides of one user, by dataset id (a job without a dataset reads all). */
  overridesOf(user: string): Promise<Map<string, SemanticOverrides>>
  putOverrides(datasetId: string, user: string, overrides: SemanticOverrides): Promise<void>
  /**
   * Reads, changes and writes the overrides in one transaction, with the row locked, so two
   * concurrent changes (two words taught at once) never lose each other; answers what was saved.
   */
  changeOverrides(
    datasetId: string,
    user: string,
    change: (old: SemanticOverrides) => SemanticOverrides,
  ): Promise<SemanticOverrides>

  // Data sources
  putSource(s: DataSourceRecord): Promise<void>
  getSource(id: string): Promise<DataSourceRecord | undefined>
  /** Oldest first. */
  sourcesOf(datasetId: string): Promise<DataSourceRecord[]>
  /** Sources left `synching` (picked up again at start). */
  synchingSources(): Promise<DataSourceRecord[]>
  updateSource(id: string, change: Partial<DataSourceRecord>): Promise<void>
  deleteSource(id: string): Promise<void>

  // Uploads and multipart uploads
  putUpload(u: UploadRecord): Promise<void>
  getUpload(key: string): Promise<UploadRecord | undefined>
  putMultipart(m: MultipartRecord): Promise<void>
  getMultipart(id: string): Promise<MultipartRecord | undefined>
  /**
   * Marks the multipart upload as being completed by `claim`, unless a process that still
   * heart-beats since `aliveSince` (ms) holds it. Answers the record as it now stands (its
   * `completing` is `claim` when this call won), or undefined when the upload is gone.
   */
  claimMultipart(
    id: string,
    claim: MultipartClaim,
    aliveSince: number,
  ): Promise<MultipartRecord | undefined>
  /** Lets go of a claim (the completion failed), if `token` still holds it. */
  releaseMultipart(id: string, token: string): Promise<void>
  /**
   * Removes the multipart record and records the upload, in one transaction, if `token` still
   * holds the claim; false (nothing written) otherwise.
   */
  completeMultipart(id: string, token: string, upload: UploadRecord): Promise<boolean>

  // Jobs
  /**
   * Records a job as `running` and counts it against its key's quota, in one transaction; false
   * (nothing written) when the key has used `quota` jobs already. A null quota never refuses.
   */
  startJob(job: JobStart, quota: number | null): Promise<boolean>
  /** Appends engine events from `seq` on (blocks are merged from them when read). */
  appendEvents(jobId: string, seq: number, events: JobEventRecord[]): Promise<void>
  /**
   * Records how a job ended; false when its row is gone (its session was deleted while it ran),
   * and then removes the events it appended meanwhile.
   */
  finishJob(jobId: string, status: StoredJobStatus, plan: Plan | null): Promise<boolean>
  /** A job with its events as stored; the job layer merges them into blocks. */
  getJob(id: string): Promise<StoredJob | undefined>
  /** Just the status (cheap, for following a job). */
  jobStatus(id: string): Promise<StoredJobStatus | undefined>
  /** Events after `afterSeq`, in order, for following a job another process runs. */
  eventsSince(jobId: string, afterSeq: number): Promise<{ seq: number; event: JobEventRecord }[]>
  /** A session's jobs, newest first, paged in SQL. */
  listJobs(sessionId: string, q: PageQuery): Promise<Page<StoredJob>>
  /** The newest plan among a session's last `n` jobs. */
  recentPlan(sessionId: string, n: number): Promise<Plan | null>
  jobsUsed(keyHash: string): Promise<number>
  /** Deletes up to `limit` jobs created before `cutoff` (ISO); answers their ids. */
  deleteJobsBefore(cutoff: string, limit: number): Promise<string[]>

  // Process liveness, so a job whose process died reads `interrupted`
  /** Records that this process is alive now. */
  heartbeat(workerId: string): Promise<void>
  /** The processes that have heart-beaten, with when they last did (ms since the epoch). */
  workers(): Promise<{ id: string; heartbeat_at: number }[]>
  /** Marks a dead process's `running` jobs `interrupted` and forgets it; answers how many. */
  interruptWorker(workerId: string): Promise<number>

  // Import of an older data dir (server/db/import-json.ts)
  /** Writes finished jobs with their blocks, and the usage counts, in one transaction. */
  importJobs(jobs: JobRecord[], usage: Record<string, number>): Promise<void>

  // Rate limit
  /** Counts a request of `key` in the current one-second window; false when over `limit`. */
  rateHit(key: string, limit: number, nowMs: number): Promise<boolean>
}
