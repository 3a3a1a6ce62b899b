import { Hono } from 'hono'
import type { ServerConfig } from '../../config'
import { settleUnreadBody } from '../../lib/early-reply'
import { logError, secretsOf } from '../../lib/log'
import { jobsContext } from './context'
import { fail } from './envelope'
import { ApiError } from './errors'
import type { JobsEnv } from './http-env'
import { bodyLimits } from './body-limits'
import { authorize, corsPolicy, trace } from './middleware'
import { artifactRoutes } from '../routes/artifacts'
import { columnRoutes } from '../routes/columns'
import { dataSourceRoutes } from '../routes/datasources'
import { passageRoutes } from '../routes/passages'
import { datasetRoutes } from '../routes/datasets'
import { fileRoutes } from '../routes/files'
import { jobRoutes } from '../routes/jobs'
import { partRoutes } from '../routes/parts'
import { sessionRoutes } from '../routes/sessions'
import { upstreamRoutes } from '../routes/upstream'

/**
 * The local data-analysis job service, mounted at /v2/team (docs/wire-formats.md). Middleware order
 * matters: the trace id first (every reply has it), the unread-body guard, CORS, the signed part
 * uploads (no API key), then the key, the external trace id and the rate limit, then the resources.
 */
export function createJobsApp(config: ServerConfig) {
  const ctx = jobsContext(config)
  const app = new Hono<JobsEnv>()

  app.onError((error, c) => {
    c.header('x-pd-trace-id', c.get('traceId'))
    if (error instanceof ApiError)
      return fail(c, error.kind, error.message === error.kind ? undefined : error.message)
    logError('jobs', 'unexpected error', error, secretsOf(config))
    return fail(c, 'INTERNAL')
  })

  app.use('*', trace())
  // An early reply (bad key, rate limit, 413) drains the unread body first: docs/limits.md.
  app.use('*', settleUnreadBody())
  // Until the database is open (and an older data dir imported), requests wait; a failed open
  // answers 9999 here and says why at /healthz.
  app.use('*', async (_c, next) => {
    await ctx.ready
    await next()
  })
  app.use('*', corsPolicy())
  app.use('*', bodyLimits())
  app.route('/file/parts', partRoutes(ctx))
  app.use('*', authorize(ctx))
  if (config.jobsUpstream) {
    app.route('/', upstreamRoutes(config.jobsUpstream, config.upstreamTimeouts))
    return app
  }
  app.route('/sessions', sessionRoutes(ctx))
  app.route('/datasets', datasetRoutes(ctx))
  app.route('/datasets', columnRoutes(ctx))
  app.route('/', dataSourceRoutes(ctx))
  app.route('/', passageRoutes(ctx))
  app.route('/file', fileRoutes(ctx))
  app.route('/jobs', jobRoutes(ctx))
  app.all('*', (c) => fail(c, 'NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}.`))
  return app
}

/** Signed TABLE/IMAGE files and data source downloads, mounted at /artifacts. */
export function createArtifactsApp(config: ServerConfig) {
  return artifactRoutes(jobsContext(config))
}
