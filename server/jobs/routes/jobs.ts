import { Hono } from 'hono'
import { MAX_QUESTION_LENGTH } from '@contract/jobs'
import { sessionFor } from '../access'
import type { JobsContext } from '../context'
import { ApiError } from '../errors'
import { faultOf } from '../faults'
import type { JobsEnv } from '../http-env'
import { newId } from '../ids'
import { previousPlan, resolveSources } from '../job/resolve'
import { runJob } from '../job/run'
import { body } from '../params'
import { JobBody } from '../schemas'

/**
 * POST /v2/team/jobs. Checks, in order: parameters (300001), question length (210022), the
 * session (300003), the dataset and its sources (300003, 210023), the per-key quota (210021).
 * Defaults for job_mode and output_language come from the session.
 */
export function jobRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()

  app.post('/', async (c) => {
    const b = await body(c, JobBody)
    if (b.question.length > MAX_QUESTION_LENGTH) throw new ApiError('QUESTION_TOO_LONG')
    const session = sessionFor(ctx, b.user_id, b.session_id)
    const datasetId = b.dataset_id ?? null
    const datasourceIds = b.datasource_ids ?? null
    const sources = resolveSources(ctx, b.user_id, datasetId, datasourceIds)
    const keyHash = c.get('keyHash')
    const quota = ctx.config.jobQuota
    if (quota !== null && ctx.store.jobsUsed(keyHash) >= quota) throw new ApiError('QUOTA_EXCEEDED')
    ctx.store.countJob(keyHash)
    return runJob(ctx, c, {
      jobId: newId('job'),
      session,
      question: b.question,
      stream: b.stream ?? false,
      datasetId,
      datasourceIds,
      language: b.output_language ?? session.output_language,
      mode: b.job_mode ?? session.job_mode,
      sources,
      previous: previousPlan(ctx, session),
      fault: faultOf(ctx.config, c),
    })
  })

  return app
}
