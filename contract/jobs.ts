/**
 * Wire types of the data-analysis job service (Powerdrill v2 dialect,
 * docs/wire-formats.md), shared by server/ and src/.
 * Where the service's public description leaves something open, the choice made is marked CHOICE.
 */

import type { Block } from './jobs-stream'

export const OUTPUT_LANGUAGES = [
  'AUTO',
  'EN',
  'ES',
  'AR',
  'PT',
  'ID',
  'JA',
  'RU',
  'HI',
  'FR',
  'DE',
  'VI',
  'TR',
  'PL',
  'IT',
  'KO',
  'ZH-CN',
  'ZH-TW',
] as const
export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number]

export const JOB_MODES = ['AUTO', 'DATA_ANALYTICS'] as const
export type JobMode = (typeof JOB_MODES)[number]

export const MAX_QUESTION_LENGTH = 6000
export const MAX_DATASOURCE_IDS = 1000
export const MAX_TRACE_ID_LENGTH = 128
export const MAX_SESSIONS = 150

/**
 * Request bodies: zod schemas in jobs-schemas.ts (what the server enforces), their types here.
 * Type-only, so the SPA's imports of this file do not bundle zod. import-x/no-cycle counts a
 * type-only re-export as an edge back to jobs-schemas.ts (which imports values from here); at
 * runtime there is none.
 */
// eslint-disable-next-line import-x/no-cycle
export type {
  DataSourceCreateRequest,
  JobRequest,
  MultipartCompleteRequest,
  MultipartInitRequest,
  PartEtag,
  SessionCreateRequest,
  SessionUpdateRequest,
} from './jobs-schemas'

/** Blocks, stream events and end markers; the error tables. */
export * from './jobs-stream'
export * from './jobs-errors'

/**
 * Envelope of every reply (docs/wire-formats.md). `msg` is the documented field; clients also read
 * `message`.
 */
export interface Envelope<T> {
  code: number
  msg: string | null
  data: T
}

export interface Paged<T> {
  total_items: number
  page_number: number
  page_size: number
  records: T[]
}

// ---- sessions, datasets, data sources, files (docs/wire-formats.md) ----

export interface Session {
  id: string
  name: string
  output_language: OutputLanguage
  job_mode: JobMode
  max_contextual_job_history: number
  agent_id: string
}

/** Parley extension: how a recorded job ended. */
export type JobStatus = 'done' | 'error' | 'cancelled'

export interface HistoryRecord {
  job_id: string
  question: { blocks: { type: 'MESSAGE' | 'CODE'; content: string }[] }
  answer: { blocks: Block[] }
  /** Parley extensions: when the job ran (ISO 8601) and how it ended (`running` until then). */
  created_at?: string
  status?: JobStatus | 'running'
  /**
   * Parley extension, with status `error`: why. A job whose server stopped mid-job reads
   * `{ code: 210020, message: …, reason: 'interrupted' }` and keeps the blocks it had.
   */
  error?: JobErrorDetail
}

export interface JobErrorDetail {
  code: number
  message: string
  reason?: 'interrupted' | 'failed'
}

/** Parley extension: GET /v2/team/jobs/:id. */
export interface JobState {
  job_id: string
  session_id: string
  created_at: string
  finished_at: string | null
  status: JobStatus | 'running'
  error?: JobErrorDetail
  blocks: Block[]
}

export interface Dataset {
  id: string
  name: string
  description: string
}

export interface DatasetOverview extends Dataset {
  summary: string
  exploration_questions: string[]
  keywords: string[]
  /** Parley extensions: rows over all synched sources, every column, and the first rows. */
  row_count?: number
  columns?: { name: string; type: string; source: string }[]
  preview?: { source: string; columns: string[]; rows: (string | number | boolean | null)[][] }
  /** Parley extension: the synched documents, whose passages …/datasources/{id}/passages lists. */
  documents?: DatasetDocument[]
}

export interface DatasetDocument {
  id: string
  name: string
  file_type: string
  /** PDF pages or PPTX slides; null for formats without pages. */
  pages: number | null
  passages: number
}

export interface DatasetStatus {
  synched_count: number
  invalid_count: number
  synching_count: number
}

export type DataSourceStatus = 'synching' | 'synched' | 'invalid'

export interface DataSource {
  id: string
  dataset_id: string
  name: string
  type: 'FILE'
  status: DataSourceStatus
  size: number | null
  /** Parley extension: why a source is invalid. */
  reason?: string | null
  /** Parley extension: how the file was read (once synched). */
  details?: DataSourceDetails | null
}

/** What the local service found when it read a data source's file (docs/data-sources.md). */
export interface DataSourceDetails {
  format: UploadExtension
  /** CSV and TSV: what the sniffer found. */
  encoding?: 'utf-8' | 'utf-8-bom' | 'utf-16' | 'latin-1'
  delimiter?: string
  quote?: string | null
  header?: boolean
  decimal_separator?: '.' | ','
  thousands_separator?: '.' | ',' | null
  /** Excel: the sheet this source holds, and the workbook it came from. */
  sheet?: string
  workbook?: string
  rows?: number
  columns?: number
  /** Documents: pages (PDF) or slides (PPTX), passages indexed, characters of text. */
  pages?: number
  passages?: number
  characters?: number
  /**
   * DOCX and HTML documents: the tables found with a header row and at least 2 data rows, each
   * of which `POST …/datasources/{id}/tables/{n}` makes a CSV data source of; `tables_found`
   * says so in words ("2 tables found: “Sales by region” (4 columns, 12 rows), …").
   */
  tables?: { n: number; title: string; columns: number; rows: number }[]
  tables_found?: string
  /** A CSV data source made from a document's table: the document and the table's number. */
  table_of?: { datasource_id: string; n: number }
}

/** Reply of create data source; `POST /v2/team/datasources` also creates the dataset. */
export interface DataSourceCreated {
  id: string
  dataset_id: string
  name: string
  type: 'FILE'
  status: DataSourceStatus
}

export interface PresignResult {
  presigned_url: string
  expires_at: string
}

/** Reply of `POST /v2/team/file/upload-datasource` and of complete-multipart-upload. */
export interface FileObject {
  file_object_key: string
}

interface MultipartPartItem {
  number: number
  size: number
  /** PUT the part's bytes here; the reply's ETag header (quotes removed) goes into part_etags. */
  upload_url: string
}

export interface MultipartInitResult {
  upload_id: string
  file_object_key: string
  part_items: MultipartPartItem[]
}

export const MULTIPART_PART_SIZE = 5 * 1024 * 1024

/**
 * Extensions the local service can analyse; anything else is refused with 300004. The one list:
 * the server's upload check and the browser's file picker (UPLOAD_ACCEPT) both read it.
 */
export const UPLOAD_EXTENSIONS = [
  'csv',
  'tsv',
  'json',
  'parquet',
  'xlsx',
  'pdf',
  'docx',
  'pptx',
  'html',
  'md',
  'txt',
] as const
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number]
/** The extensions read as documents (passages searched by retrieval jobs), not as tables. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'pptx', 'html', 'md', 'txt'] as const
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number]
export const isDocumentType = (ext: string): ext is DocumentExtension =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(ext.replace(/^\./, '').toLowerCase())
/** The file input's `accept` attribute: exactly the extensions above. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')

/** The preloaded sample datasets, by their exact names (issue 5). */
export const SAMPLE_DATASET_NAMES = [
  'Seattle weather',
  'Cars',
  'Gapminder',
  'Stocks',
  'Superstore',
  'Flights 3M',
] as const

// ---- fault injection (only when the server runs with PARLEY_FAULTS) ----

/** Request header that asks the local service to fail a job on purpose. */
export const FAULT_HEADER = 'x-parley-fault'
/** job-error: ERROR event mid-stream then END_MARK [ERROR]; job-drop: the stream closes with no END_MARK. */
export const JOB_FAULTS = ['job-error', 'job-drop'] as const
export type JobFault = (typeof JOB_FAULTS)[number]

export const MAX_SESSION_HISTORY = 10
export const DEFAULT_PAGE_SIZE = 10
/** CHOICE: the page_size maximum is not documented (docs/limits.md, "Paging"). */
export const MAX_PAGE_SIZE = 100
