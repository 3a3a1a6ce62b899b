import type { ParsedTable } from '@/workers/csv-client'
import type { JobLayout } from '../lib/job-layout'
import type { Job } from '../types'

/** A saved TABLE or IMAGE, ready to embed; null when it was never saved (expired or failed). */
export type ExportArtifact =
  { kind: 'table'; csv: string; table: ParsedTable } | { kind: 'image'; dataUrl: string }

export interface ExportInput {
  job: Job
  layout: JobLayout
  /** By artifact URL. */
  artifacts: Map<string, ExportArtifact | null>
  datasetName: (id: string) => string
  exportedAt: Date
}

export const STATUS_WORDS: Record<Job['status']['state'], string> = {
  submitting: 'sending',
  streaming: 'still running when exported',
  complete: 'complete',
  failed: 'failed',
  cancelled: 'stopped',
}

export function stepStatusWord(status: string | null, job: Job): string {
  if (status === 'error' || status === 'done') return status
  return job.status.state === 'complete' ? 'done' : (status ?? 'not started')
}

/** File name for an export: the question's first words, no path characters. */
export function exportFileName(job: Job, ext: 'html' | 'md'): string {
  const words = job.question
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 8)
    .join('-')
    .slice(0, 80)
  return `${words || 'analysis'}.${ext}`
}
