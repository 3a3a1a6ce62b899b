import type { Context } from 'hono'
import { JOB_ERRORS } from '@contract/jobs'
import { sseResponse } from '../../lib/sse'
import type { JobsContext } from '../http/context'
import type { JobsEnv } from '../http/http-env'
import {
  blockFrame,
  END_FRAME,
  ERROR_END_FRAME,
  jobIdFrame,
  KEEP_ALIVE_FRAME,
} from '../http/stream'
import { INTERRUPTED_MESSAGE } from './history'

/**
 * GET /v2/team/jobs/:id/stream: a job's blocks as a stream, read from the repository as they are
 * appended, so it works whichever process runs the job (several processes share one PostgreSQL).
 * It polls: simple, the same on both databases, and a block shows up within POLL_MS. The status
 * is read before the events, so once it is final the events read after it are all there are.
 */

const POLL_MS = 100
const KEEP_ALIVE_EVERY = 100 // polls, about ten seconds

export function followJob(ctx: JobsContext, c: Context<JobsEnv>, jobId: string) {
  const origin = new URL(c.req.url).origin
  return sseResponse(c, async (w) => {
    if (!(await w.write(jobIdFrame(jobId)))) return
    let seq = -1
    let quiet = 0
    for (;;) {
      const status = await ctx.repo.jobStatus(jobId)
      const events = await ctx.repo.eventsSince(jobId, seq)
      for (const { seq: n, event } of events) {
        seq = n
        let content = event.content
        if (event.type === 'TABLE' || event.type === 'IMAGE') {
          const file = content as { name: string; url: string }
          const signed = ctx.signer.sign(origin, file.url, ctx.config.artifactTtlSeconds)
          content = { name: file.name, url: signed.url, expires_at: signed.expires_at }
        }
        if (!(await w.write(blockFrame(event.type, event.group, content)))) return
      }
      if (status && status !== 'running') {
        if (status === 'done') await w.write(END_FRAME)
        else {
          const group = { id: jobId, name: 'Answer', stage: 'Respond' as const }
          await w.write(
            blockFrame('ERROR', group, {
              code: status === 'interrupted' ? INTERRUPTED_MESSAGE : JOB_ERRORS.JOB_FAILED.msg,
              error_code: JOB_ERRORS.JOB_FAILED.code,
            }),
          )
          await w.write(ERROR_END_FRAME)
        }
        return
      }
      if (!status) return void (await w.write(ERROR_END_FRAME))
      if (events.length) quiet = 0
      else if (++quiet % KEEP_ALIVE_EVERY === 0 && !(await w.write(KEEP_ALIVE_FRAME))) return
      await w.sleep(POLL_MS)
      if (w.aborted) return
    }
  })
}
