import { Hono, type Context } from 'hono'
import { MAX_QUESTION_LENGTH } from '@contract/jobs'
import { JobBody } from '@contract/jobs-schemas'
import { nextTurn } from '../../engine/turns'
import { sessionFor } from '../http/access'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import { ApiError, notFound } from '../http/errors'
import { faultOf } from '../http/faults'
import type { JobsEnv } from '../http/http-env'
import { newId } from '../store/ids'
import { followJob } from '../job/follow'
import { jobStatus } from '../job/history'
import { mergedJob } from '../job/merge'
import { previousPlan, previousQuestion, resolveSources } from '../job/resolve'
import { runJob } from '../job/run'
import { body, queryUser } from '../http/params'

/**
 * POST /v2/team/jobs. Checks, in order: parameters (300001), question length (210022), the
 * session (300003), the dataset and its sources (300003, 210023), the per-key quota (210021).
 * Defaults for job_mode and output_language come from the session. The job is saved (and
 * counted against the quota, in the same transaction) before it runs.
 *
 * Parley extensions (docs/job-store.md): GET /jobs/:id (how a job stands, with its blocks so
 * far) and GET /jobs/:id/stream (its blocks as a stream, to the end, from whichever process
 * runs it).
 */
export function jobRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()

  // Starting a job reads through the job lane, so a burst of new jobs never queues ahead of
  // other requests' reads (on PostgreSQL a pool of its own; docs/job-store.md).
  const starting: JobsContext = { ...ctx, repo: ctx.repo.forJobs }

  app.post('/', (c) => postJob(starting, c))

  const ownJob = async (user: string, id: string) => {
    const job = await ctx.repo.getJob(id)
    if (!job || job.user_id !== user) throw notFound('Job')
    return mergedJob(job)
  }

  app.get('/:id', async (c) => {
    const job = await ownJob(queryUser(c), c.req.param('id'))
    return ok(c, jobStatus(ctx, job, new URL(c.req.url).origin))
  })

  app.get('/:id/stream', async (c) => {
    const job = await ownJob(queryUser(c), c.req.param('id'))
    return followJob(ctx, c, job.job_id)
  })

  return app
}

/** POST /v2/team/jobs, with `ctx` reading through the job lane. */
async function postJob(ctx: JobsContext, c: Context<JobsEnv>): Promise<Response> {
  // Many jobs posted at once each take their own turn of the event loop (server/engine/turns.ts).
  await nextTurn()
  const b = await body(c, JobBody)
  if (b.question.length > MAX_QUESTION_LENGTH) throw new ApiError('QUESTION_TOO_LONG')
  const session = await sessionFor(ctx, b.user_id, b.session_id)
  const datasetId = b.dataset_id ?? null
  const datasourceIds = b.datasource_ids ?? null
  const sources = await resolveSources(ctx, b.user_id, datasetId, datasourceIds)
  const previous = await previousPlan(ctx, session)
  // Read before this job's own row exists, so it is the question asked before this one.
  const lastQuestion = ctx.config.engineModel ? await previousQuestion(ctx, session) : null
  const jobId = newId('job')
  const started = await ctx.repo.startJob(
    {
      job_id: jobId,
      session_id: session.id,
      user_id: session.user_id,
      key_hash: c.get('keyHash'),
      question: b.question,
      dataset_id: datasetId,
      datasource_ids: datasourceIds,
      output_language: b.output_language ?? session.output_language,
      job_mode: b.job_mode ?? session.job_mode,
      created_at: new Date().toISOString(),
      worker_id: ctx.workerId,
      trace_id: c.get('traceId'),
      external_trace_id: c.get('externalTraceId'),
    },
    ctx.config.jobQuota,
  )
  if (!started) throw new ApiError('QUOTA_EXCEEDED')
  return runJob(ctx, c, {
    jobId,
    session,
    question: b.question,
    stream: b.stream ?? false,
    datasetId,
    datasourceIds,
    language: b.output_language ?? session.output_language,
    mode: b.job_mode ?? session.job_mode,
    sources,
    previous,
    previousQuestion: lastQuestion,
    fault: faultOf(ctx.config, c),
  })
}
