import type {
  Block,
  DataSource,
  Dataset,
  JobMode,
  JobStatus,
  OutputLanguage,
  Session,
  UploadExtension,
} from '@contract/jobs'
import type { Plan } from '../../engine/types'

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
  created_at: string
}

export interface UploadRecord {
  file_object_key: string
  user_id: string
  file_name: string
  size: number
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
  status: JobStatus
  created_at: string
  trace_id: string
  external_trace_id: string | null
  /** Merged blocks; TABLE/IMAGE urls are artifact paths, signed when read. */
  blocks: Block[]
  /** The engine's plan, for follow-up questions. */
  plan: Plan | null
}
