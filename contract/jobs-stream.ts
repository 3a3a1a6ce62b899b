/**
 * Answers of the job service (docs/wire-formats.md, "Blocks" and "Stream"): the blocks of a job,
 * the stream's event names, chunks and end markers. Re-exported by contract/jobs.ts.
 */

export type Stage = 'Analyze' | 'Respond'

export interface ArtifactContent {
  name: string
  url: string
  /**
   * ISO 8601. CHOICE: v2 spelling; clients also accept `expired_at` and `expiredAt`
   * (docs/wire-formats.md).
   */
  expires_at: string
}

export interface SourceItem {
  id?: string
  source: string
  datasource_id: string
  dataset_id: string
  file_type: string
  page_no?: string | null
  content?: string | null
  external_id?: string | null
}

export interface TaskContent {
  name: string
  id: string
  status: 'running' | 'done' | 'error'
  parent_id: string | null
  stage: Stage
  properties: { files?: string; [key: string]: unknown }
}

export type Block =
  | {
      type: 'MESSAGE' | 'CODE'
      content: string
      group_id: string
      group_name: string | null
      stage: Stage
    }
  | {
      type: 'TABLE' | 'IMAGE'
      content: ArtifactContent
      group_id: string
      group_name: string | null
      stage: Stage
    }
  | {
      type: 'SOURCES'
      content: SourceItem[]
      group_id: string
      group_name: string | null
      stage: Stage
    }
  | {
      type: 'QUESTIONS'
      content: string[]
      group_id: string
      group_name?: string | null
      stage: Stage
    }

export interface JobResult {
  job_id: string
  blocks: Block[]
}

/** MESSAGE, CODE, TABLE, IMAGE, SOURCES, QUESTIONS. */
export type BlockType = Block['type']

/** Stream event names (the SSE `event:` field carries the block type; docs/wire-formats.md). */
export type JobStreamEvent = 'JOB_ID' | 'TASK' | BlockType | 'TRIGGER' | 'END_MARK' | 'ERROR'

/**
 * The JSON of every stream event after JOB_ID: an OpenAI-like chunk with group fields
 * (docs/wire-formats.md).
 */
export interface JobStreamChunk<C = unknown> {
  id: string
  model: string
  choices: { delta: { content: C; role?: null }; index: number; finish_reason: null }[]
  created: number
  group_id: string
  group_name: string | null
  stage: Stage
}

/**
 * CHOICE: the ERROR event's content is `{code: <message>}`, as the official client expects
 * (docs/wire-formats.md).
 */
export interface JobStreamErrorContent {
  code: string
  /** Parley extension: the numeric service code, when there is one. */
  error_code?: number
}

/** The data of the END_MARK event: the job finished, or failed (after an ERROR event). */
export const STREAM_END_DONE = '[DONE]'
export const STREAM_END_ERROR = '[ERROR]'
