import { JOB_ERRORS, type HistoryRecord } from '@contract/jobs'
import type { Job } from '../types'
import { blocksToEvents, type JobEvent } from './blocks-to-events'
import { isObj, wireType } from './normalize-block'

/** A job of the session history in our terms; the store rebuilds the job from its events. */
export interface RecordedJob {
  jobId: string
  question: string
  /** The dataset the answer cites (its first SOURCES item), so follow-ups ask about it. */
  datasetId: string | null
  /** When the job ran (ms); null when history does not say. */
  createdAt: number | null
  status: Job['status']
  /** The answer's blocks as events. History has no TASKs, so steps carry no status. */
  events: JobEvent[]
}

function questionText(record: HistoryRecord): string {
  const blocks =
    isObj(record.question) && Array.isArray(record.question.blocks) ? record.question.blocks : []
  return blocks
    .filter(isObj)
    .map((b) =>
      wireType(b.type) === 'CODE'
        ? `\`\`\`\n${String(b.content)}\n\`\`\``
        : String(b.content ?? ''),
    )
    .join('\n')
    .trim()
}

function datasetOf(blocks: unknown[]): string | null {
  for (const raw of blocks) {
    if (!isObj(raw) || wireType(raw.type) !== 'SOURCES') continue
    const items = Array.isArray(raw.content) ? raw.content : []
    const first: unknown = items[0]
    if (isObj(first) && typeof first.dataset_id === 'string') return first.dataset_id
  }
  return null
}

/** How the job ended, by the Parley extension `status` (a record without it finished). */
function statusOf(record: HistoryRecord): Job['status'] {
  if (record.status === 'error') {
    const { code } = JOB_ERRORS.JOB_FAILED
    return {
      state: 'failed',
      error: { kind: 'service', code, message: 'This job ended with an error.' },
    }
  }
  if (record.status === 'cancelled') return { state: 'cancelled' }
  return { state: 'complete' }
}

/**
 * One record of the session history endpoint, converted; null for a record without a job id.
 * TABLE content may be a bare URL string; the dataset is recovered from the SOURCES block.
 */
export function fromHistoryRecord(record: HistoryRecord | null | undefined): RecordedJob | null {
  if (!record || typeof record.job_id !== 'string') return null
  const answer =
    isObj(record.answer) && Array.isArray(record.answer.blocks) ? record.answer.blocks : []
  const created = record.created_at ? Date.parse(record.created_at) : NaN
  return {
    jobId: record.job_id,
    question: questionText(record),
    datasetId: datasetOf(answer),
    createdAt: Number.isNaN(created) ? null : created,
    status: statusOf(record),
    events: blocksToEvents(answer),
  }
}
