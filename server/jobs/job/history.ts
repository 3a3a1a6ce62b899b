import {
  JOB_ERRORS,
  type Block,
  type HistoryRecord,
  type JobErrorDetail,
  type JobState,
  type JobStatus,
} from '@contract/jobs'
import type { JobsContext } from '../http/context'
import type { JobRecord } from '../../db/records'

/**
 * Stored blocks keep artifact paths; every read signs them afresh for the caller's origin, so
 * history never hands out a URL that has already expired.
 */
export function signBlocks(ctx: JobsContext, blocks: Block[], origin: string): Block[] {
  return blocks.map((b) => {
    if (b.type !== 'TABLE' && b.type !== 'IMAGE') return b
    const signed = ctx.signer.sign(origin, b.content.url, ctx.config.artifactTtlSeconds)
    return {
      ...b,
      content: { name: b.content.name, url: signed.url, expires_at: signed.expires_at },
    }
  })
}

export const INTERRUPTED_MESSAGE =
  'The server stopped while this job ran. What it had is kept; run it again to finish it.'

/**
 * The wire status of a stored job. `interrupted` goes out as `error` (which clients already
 * show, with a Retry) plus an error detail that says it was interrupted (docs/job-store.md).
 */
function wireStatus(job: JobRecord): {
  status: JobStatus | 'running'
  error?: JobErrorDetail
} {
  if (job.status === 'interrupted')
    return {
      status: 'error',
      error: {
        code: JOB_ERRORS.JOB_FAILED.code,
        message: INTERRUPTED_MESSAGE,
        reason: 'interrupted',
      },
    }
  if (job.status === 'error')
    return {
      status: 'error',
      error: {
        code: JOB_ERRORS.JOB_FAILED.code,
        message: 'This job ended with an error.',
        reason: 'failed',
      },
    }
  return { status: job.status }
}

export function historyRecord(ctx: JobsContext, job: JobRecord, origin: string): HistoryRecord {
  return {
    job_id: job.job_id,
    question: { blocks: [{ type: 'MESSAGE', content: job.question }] },
    answer: { blocks: signBlocks(ctx, job.blocks, origin) },
    created_at: job.created_at,
    ...wireStatus(job),
  }
}

export function jobStatus(ctx: JobsContext, job: JobRecord, origin: string): JobState {
  return {
    job_id: job.job_id,
    session_id: job.session_id,
    created_at: job.created_at,
    finished_at: job.finished_at,
    ...wireStatus(job),
    blocks: signBlocks(ctx, job.blocks, origin),
  }
}
