import type { JobMode, OutputLanguage, Stage } from '@contract/jobs'
import type { ApiErrorInit } from '@/lib/http'

/** A TABLE or IMAGE file the service produced; the URL stops working after `expiresAt`. */
export interface ArtifactRef {
  name: string
  url: string
  /** ISO 8601, or null when the service sent none (history gives a bare URL). */
  expiresAt: string | null
}

export interface SourceRef {
  source: string
  fileType: string
  datasetId: string
  datasourceId: string
  pageNo: string | null
  /** The number the answer cites it by (`[1]` is "1"): an information-retrieval job's passage. */
  id?: string
  /** That passage's text (documents): plain text, never rendered as HTML. */
  content?: string
}

/**
 * Our block shape, one per rendered piece, normalised from every wire variant: the union of the
 * blocks the modules of blocks/registry.ts read, so a new block type adds no line here.
 */
import type { JobBlock } from './blocks/registry'

export type { BlockKind, JobBlock } from './blocks/registry'

export type TaskStatus = 'running' | 'done' | 'error'

/** One step of the job (a group), with its latest TASK. */
export interface JobGroup {
  id: string
  name: string
  stage: Stage
  status: TaskStatus | null
  /** How many times the step went from error back to running. */
  retries: number
  files: string | null
}

export type JobStatus =
  | { state: 'submitting' }
  | { state: 'streaming' }
  | { state: 'complete' }
  | { state: 'failed'; error: ApiErrorInit }
  | { state: 'cancelled' }

/** What a question was asked with; follow-ups and re-runs reuse it. */
export interface AskContext {
  datasetId: string | null
  datasourceIds: string[]
  outputLanguage: OutputLanguage
  jobMode: JobMode
}

export interface Job {
  /** Client id: stable from the moment of asking, before the service names the job. */
  id: string
  /** The service's job id (from JOB_ID or history). */
  jobId: string | null
  sessionId: string
  question: string
  context: AskContext
  status: JobStatus
  groups: Record<string, JobGroup>
  /** Group ids in order of first appearance. */
  groupOrder: string[]
  blocks: JobBlock[]
  /** Sent as x-pd-external-trace-id; fresh per attempt. */
  externalTraceId: string | null
  /** x-pd-trace-id of the reply. */
  traceId: string | null
  createdAt: number
  /** When the latest attempt started (a retry starts again); older records lack it. */
  startedAt?: number
  finishedAt: number | null
}
