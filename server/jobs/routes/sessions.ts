import { rmSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { MAX_SESSION_HISTORY, MAX_SESSIONS, type Session } from '@contract/jobs'
import { SessionBody, UserBody } from '@contract/jobs-schemas'
import { sessionFor } from '../http/access'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import { ApiError } from '../http/errors'
import type { JobsEnv } from '../http/http-env'
import { historyRecord } from '../job/history'
import { mergedJob } from '../job/merge'
import { body, pageFrom, paging, queryUser, window } from '../http/params'
import type { SessionRecord } from '../../db/records'

/**
 * Sessions (docs/wire-formats.md): create, list, get, modify (POST), delete (JSON body), job
 * history.
 */

function publicSession(s: SessionRecord): Session {
  return {
    id: s.id,
    name: s.name,
    output_language: s.output_language,
    job_mode: s.job_mode,
    max_contextual_job_history: s.max_contextual_job_history,
    agent_id: s.agent_id,
  }
}

export function sessionRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()
  const { repo } = ctx

  app.post('/', async (c) => {
    const b = await body(c, SessionBody)
    if ((await repo.countSessions(b.user_id)) >= MAX_SESSIONS) {
      throw new ApiError('TOO_MANY_SESSIONS')
    }
    const session: SessionRecord = {
      id: crypto.randomUUID(),
      name: b.name.slice(0, 128),
      output_language: b.output_language ?? 'AUTO',
      job_mode: b.job_mode ?? 'AUTO',
      max_contextual_job_history: b.max_contextual_job_history ?? MAX_SESSION_HISTORY,
      agent_id: 'DATA_ANALYSIS_AGENT',
      user_id: b.user_id,
      created_at: new Date().toISOString(),
    }
    await repo.putSession(session)
    return ok(c, { id: session.id })
  })

  app.get('/', async (c) => {
    const user = queryUser(c)
    const p = paging(c)
    const found = await repo.listSessions(user, window(p))
    return ok(c, pageFrom(found.total, found.records.map(publicSession), p))
  })

  app.get('/:id', async (c) =>
    ok(c, publicSession(await sessionFor(ctx, queryUser(c), c.req.param('id')))),
  )

  app.post('/:id', async (c) => {
    const b = await body(c, SessionBody)
    const s = await sessionFor(ctx, b.user_id, c.req.param('id'))
    await repo.putSession({
      ...s,
      name: b.name.slice(0, 128),
      output_language: b.output_language ?? s.output_language,
      job_mode: b.job_mode ?? s.job_mode,
      max_contextual_job_history: b.max_contextual_job_history ?? s.max_contextual_job_history,
    })
    return ok(c, null)
  })

  app.delete('/:id', async (c) => {
    const b = await body(c, UserBody)
    const s = await sessionFor(ctx, b.user_id, c.req.param('id'))
    // The job history and its artifact files go with the session (the rows first, in one
    // transaction; a crash between the two leaves only unreachable files).
    for (const jobId of await repo.deleteSession(s.id)) {
      rmSync(path.join(ctx.artifactsDir, jobId), { recursive: true, force: true })
    }
    return ok(c, {})
  })

  app.get('/:id/history', async (c) => {
    const user = queryUser(c)
    const s = await sessionFor(ctx, user, c.req.param('id'))
    const p = paging(c)
    const origin = new URL(c.req.url).origin
    const found = await repo.listJobs(s.id, window(p))
    return ok(
      c,
      pageFrom(
        found.total,
        found.records.map((j) => historyRecord(ctx, mergedJob(j), origin)),
        p,
      ),
    )
  })

  return app
}
