import { rmSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { MAX_SESSION_HISTORY, MAX_SESSIONS, type Session } from '@contract/jobs'
import { sessionFor } from '../access'
import type { JobsContext } from '../context'
import { ok } from '../envelope'
import { ApiError } from '../errors'
import type { JobsEnv } from '../http-env'
import { historyRecord } from '../job/history'
import { body, newestFirst, page, paging, queryUser } from '../params'
import { SessionBody, UserBody } from '../schemas'
import type { SessionRecord } from '../store/records'

/** Sessions (research 1.3): create, list, get, modify (POST), delete (JSON body), job history. */

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
  const { store } = ctx

  app.post('/', async (c) => {
    const b = await body(c, SessionBody)
    if (store.sessions.values().filter((s) => s.user_id === b.user_id).length >= MAX_SESSIONS) {
      throw new ApiError('TOO_MANY_SESSIONS')
    }
    const session = store.sessions.put({
      id: crypto.randomUUID(),
      name: b.name.slice(0, 128),
      output_language: b.output_language ?? 'AUTO',
      job_mode: b.job_mode ?? 'AUTO',
      max_contextual_job_history: b.max_contextual_job_history ?? MAX_SESSION_HISTORY,
      agent_id: 'DATA_ANALYSIS_AGENT',
      user_id: b.user_id,
      created_at: new Date().toISOString(),
    })
    return ok(c, { id: session.id })
  })

  app.get('/', (c) => {
    const user = queryUser(c)
    const p = paging(c)
    const all = newestFirst(
      store.sessions
        .values()
        .filter(
          (s) => s.user_id === user && (!p.search || s.name.toLowerCase().includes(p.search)),
        ),
    )
    return ok(c, page(all.map(publicSession), p))
  })

  app.get('/:id', (c) => ok(c, publicSession(sessionFor(ctx, queryUser(c), c.req.param('id')))))

  app.post('/:id', async (c) => {
    const b = await body(c, SessionBody)
    const s = sessionFor(ctx, b.user_id, c.req.param('id'))
    store.sessions.put({
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
    const s = sessionFor(ctx, b.user_id, c.req.param('id'))
    // The job history and its artifact files go with the session.
    for (const job of store.jobs.deleteWhere((j) => j.session_id === s.id)) {
      rmSync(path.join(ctx.artifactsDir, job.job_id), { recursive: true, force: true })
    }
    store.sessions.delete(s.id)
    return ok(c, {})
  })

  app.get('/:id/history', (c) => {
    const user = queryUser(c)
    const s = sessionFor(ctx, user, c.req.param('id'))
    const p = paging(c)
    const origin = new URL(c.req.url).origin
    const jobs = newestFirst(store.jobs.values().filter((j) => j.session_id === s.id))
    const one = page(jobs, p)
    return ok(c, { ...one, records: one.records.map((j) => historyRecord(ctx, j, origin)) })
  })

  return app
}
