import { translator, type TranslateFn } from '@/lib/i18n/use-t'
import type { Language } from '@/lib/settings/settings'
import type { ParsedTable } from '@/workers/csv-client'
import type { BlockHead } from '../api/normalize-block'
import type { JobLayout } from '../lib/job-layout'
import type { Job, TaskStatus } from '../types'
import { exportCatalog, type ExportKey } from './i18n'

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
  /** The UI language when the user exported: every word of ours in the file is in it. */
  language: Language
}

export type ExportT = TranslateFn<ExportKey>

/** What a block type's exporter reads: the file's words and the job with its saved files. */
export interface BlockExport {
  t: ExportT
  input: ExportInput
}

/**
 * The head of a block the layout gathers from the whole job (every SOURCES, every QUESTIONS): the
 * exports show each as one block of its type, in its own section.
 */
export const GATHERED: BlockHead = { groupId: '', groupName: '', stage: 'Respond' }

export interface HtmlBlockExport extends BlockExport {
  /** Must return safe HTML (the app passes the shared Markdown component's static render). */
  renderMarkdown: (md: string) => string
}

export const exportT = (language: Language): ExportT => translator(exportCatalog, language)

const STATUS_WORDS: Record<Job['status']['state'], ExportKey> = {
  submitting: 'status.submitting',
  streaming: 'status.streaming',
  complete: 'status.complete',
  failed: 'status.failed',
  cancelled: 'status.cancelled',
}

const STEP_WORDS: Record<TaskStatus, ExportKey> = {
  running: 'step.running',
  done: 'step.done',
  error: 'step.error',
}

export function stepStatusWord(t: ExportT, status: TaskStatus | null, job: Job): string {
  if (status === 'error' || status === 'done') return t(STEP_WORDS[status])
  if (job.status.state === 'complete') return t('step.done')
  return t(status ? STEP_WORDS[status] : 'step.pending')
}

/** "Asked …, status …, dataset …, job …": the line under the question, in the file's language. */
export function jobMeta(t: ExportT, input: ExportInput): string[] {
  const { job } = input
  return [
    t('meta.asked', { date: new Date(job.createdAt) }),
    t('meta.status', { status: t(STATUS_WORDS[job.status.state]) }),
    job.context.datasetId
      ? t('meta.dataset', { name: input.datasetName(job.context.datasetId) })
      : null,
    job.jobId ? t('meta.job', { id: job.jobId }) : null,
  ].filter((m): m is string => m !== null)
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
