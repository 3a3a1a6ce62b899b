import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import {
  JOB_ERRORS,
  type JobFault,
  type JobMode,
  type JobStatus,
  type OutputLanguage,
} from '@contract/jobs'
import { analyze } from '../../engine/analyze'
import type { StoredPlan as Plan } from '../../engine/types'
import { resolveLanguage } from '../../engine/text/language'
import { sseResponse } from '../../lib/sse'
import type { JobsContext } from '../http/context'
import { fail, ok } from '../http/envelope'
import { InjectedFault } from '../http/faults'
import type { JobsEnv } from '../http/http-env'
import { blockFrame, END_FRAME, ERROR_END_FRAME, jobIdFrame } from '../http/stream'
import type { SessionRecord } from '../../db/records'
import { signBlocks } from './history'
import type { JobSources } from './resolve'
import { JobSink } from './sink'
import { logError, secretsOf } from '../../lib/log'

/** Runs one accepted job, streamed or not, and records it in the session history however it ends. */

interface JobInput {
  jobId: string
  session: SessionRecord
  question: string
  stream: boolean
  datasetId: string | null
  datasourceIds: string[] | null
  language: OutputLanguage
  mode: JobMode
  sources: JobSources
  previous: Plan | null
  /** The session's question before this one (the model planner reads it for follow-ups). */
  previousQuestion: string | null
  fault: JobFault | null
}

const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError'

export function runJob(
  ctx: JobsContext,
  c: Context<JobsEnv>,
  job: JobInput,
): Response | Promise<Response> {
  const origin = new URL(c.req.url).origin
  const engineInput = {
    question: job.question,
    language: resolveLanguage(job.language, job.question),
    mode: job.mode,
    sources: job.sources.files,
    previous: job.previous,
    datasetName: job.sources.datasetName,
    model: ctx.config.engineModel
      ? { config: ctx.config.engineModel, previousQuestion: job.previousQuestion }
      : null,
  }
  // The job's row was written when it was accepted (routes/jobs.ts); this records how it ended.
  // A failure to record is logged: the client already has its reply, and the job stays
  // `running` until its process is gone, when it reads `interrupted`.
  const record = async (status: JobStatus, plan: Plan | null) => {
    const kept = await ctx.repo
      .finishJob(job.jobId, status, plan)
      .catch((error: unknown) =>
        logError('jobs', `job ${job.jobId} could not be recorded`, error, secretsOf(ctx.config)),
      )
    // Its session was deleted while it ran: the files it wrote since go too (docs/limits.md).
    if (kept === false)
      await rm(path.join(ctx.artifactsDir, job.jobId), { recursive: true, force: true })
  }

  if (job.stream) {
    return sseResponse(c, async (w) => {
      const sink = new JobSink({
        ctx,
        jobId: job.jobId,
        origin,
        signal: w.signal,
        writer: w,
        fault: job.fault,
      })
      if (!(await w.write(jobIdFrame(job.jobId)))) return void (await record('cancelled', null))
      try {
        const outcome = await analyze(engineInput, sink)
        await record('done', outcome.plan)
        await w.write(END_FRAME)
      } catch (error) {
        if (w.aborted || isAbort(error)) return void (await record('cancelled', null))
        await record('error', null)
        // job-drop: the connection just ends, with no END_MARK.
        if (error instanceof InjectedFault && error.fault === 'job-drop') return
        if (!(error instanceof InjectedFault))
          logError('jobs', `job ${job.jobId} failed`, error, secretsOf(ctx.config))
        const group = sink.lastGroup ?? { id: job.jobId, name: 'Answer', stage: 'Respond' as const }
        await w.write(
          blockFrame('ERROR', group, {
            code: JOB_ERRORS.JOB_FAILED.msg,
            error_code: JOB_ERRORS.JOB_FAILED.code,
          }),
        )
        await w.write(ERROR_END_FRAME)
      }
    })
  }

  return (async () => {
    const controller = new AbortController()
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true })
    const sink = new JobSink({
      ctx,
      jobId: job.jobId,
      origin,
      signal: controller.signal,
      writer: null,
      fault: job.fault,
    })
    try {
      const outcome = await analyze(engineInput, sink)
      await record('done', outcome.plan)
      return ok(c, { job_id: job.jobId, blocks: signBlocks(ctx, sink.blocks(), origin) })
    } catch (error) {
      await record(isAbort(error) ? 'cancelled' : 'error', null)
      if (error instanceof InjectedFault && error.fault === 'job-drop')
        return droppedReply(job.jobId)
      if (!(error instanceof InjectedFault) && !isAbort(error))
        logError('jobs', `job ${job.jobId} failed`, error, secretsOf(ctx.config))
      return fail(c, 'JOB_FAILED')
    }
  })()
}

/**
 * job-drop without a stream: a 200 whose JSON body breaks off half-way, as when a connection drops
 * mid-reply. The first part is handed out before the stream fails (a stream that fails before its
 * first read makes the HTTP server answer 500 instead), and the failure waits a moment so that
 * part reaches the client first.
 */
function droppedReply(jobId: string): Response {
  const partial = new TextEncoder().encode(
    `{"code":0,"msg":null,"data":{"job_id":"${jobId}","blocks":[`,
  )
  let sent = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sent) {
        sent = true
        controller.enqueue(partial)
        return
      }
      await new Promise((r) => setTimeout(r, 50))
      controller.error(new Error('connection dropped (injected fault)'))
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}
