import type {
  Block,
  BlockType,
  DataSource,
  Dataset,
  JobMode,
  JobStatus,
  OutputLanguage,
  Session,
  UploadExtension,
} from '@contract/jobs'
import type { Group } from '../engine/sink'
import type { StoredPlan as Plan } from '../engine/types'

/** What the local service keeps on disk under PARLEY_DATA_DIR/state. */

export interface SessionRecord extends Session {
  user_id: string
  created_at: string
}

export interface DatasetRecord extends Dataset {
  user_id: string
  created_at: string
}

export interface DataSourceRecord extends DataSource {
  user_id: string
  file_type: UploadExtension
  /** Relative to the data dir (uploads) or absolute (samples, never persisted). */
  file_path: string
  url?: string
  /** An Excel sheet's source: the workbook it came from (what a download serves). */
  workbook_path?: string
  /** The uploaded file's SHA-256, checked before the sync reads it (docs/limits.md, "Uploads"). */
  sha256?: string
  created_at: string
}

export interface UploadRecord {
  file_object_key: string
  user_id: string
  file_name: string
  size: number
  /** Of the stored bytes, as written (older records have none). */
  sha256?: string
  /** The multipart upload it was completed from, if any. */
  upload_id?: string
  created_at: string
}

export interface MultipartRecord {
  upload_id: string
  file_object_key: string
  user_id: string
  file_name: string
  file_size: number
  parts: { number: number; size: number }[]
  created_at: string
  /** Set while one request completes the upload; any other is refused meanwhile. */
  completing?: MultipartClaim
}

/** Who is completing a multipart upload: a request (token) of a server process (worker). */
export interface MultipartClaim {
  token: string
  worker: string
  at: string
}

export interface JobRecord {
  job_id: string
  session_id: string
  user_id: string
  /** sha256 of the API key, for the per-key quota; the key itself is never stored. */
  key_hash: string
  question: string
  dataset_id: string | null
  datasource_ids: string[] | null
  output_language: OutputLanguage
  job_mode: JobMode
  status: StoredJobStatus
  created_at: string
  /** When the job ended (null while running). */
  finished_at: string | null
  /** The process running it; a job whose process stops heart-beating reads `interrupted`. */
  worker_id: string
  trace_id: string
  external_trace_id: string | null
  /** Merged from the stored events; TABLE/IMAGE urls are artifact paths, signed when read. */
  blocks: Block[]
  /** The engine's plan, for follow-up questions. */
  plan: Plan | null
}

/**
 * How a stored job stands: the wire statuses, plus `running` (saved when it starts) and
 * `interrupted` (its process died mid-job; shown as an error with what it had, docs/job-store.md).
 */
export type StoredJobStatus = JobStatus | 'running' | 'interrupted'

/** A block as the engine emitted it, before the non-stream merge (server/jobs/job/merge.ts). */
export interface JobEventRecord {
  type: BlockType
  group: Group
  content: unknown
}

/** A job as the store keeps it: its events, in order; the job layer merges them into blocks. */
export type StoredJob = Omit<JobRecord, 'blocks'> & { events: JobEventRecord[] }
