import type { Block, HistoryRecord } from '@contract/jobs'
import type { JobsContext } from '../context'
import type { JobRecord } from '../store/records'

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

export function historyRecord(ctx: JobsContext, job: JobRecord, origin: string): HistoryRecord {
  return {
    job_id: job.job_id,
    question: { blocks: [{ type: 'MESSAGE', content: job.question }] },
    answer: { blocks: signBlocks(ctx, job.blocks, origin) },
    created_at: job.created_at,
    status: job.status,
  }
}
