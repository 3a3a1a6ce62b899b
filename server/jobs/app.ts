import { Hono } from 'hono'
import type { Context } from 'hono'
import {
  MAX_TRACE_ID_LENGTH,
  type Dataset,
  type JobRequest,
  type Paged,
  type Session,
} from '@contract/jobs'
import { findGrant, type ServerConfig } from '../config'
import { sseResponse } from '../lib/sse'
import { fail, ok } from './envelope'
import { sampleDatasets } from './samples'
import { blockFrame, END_FRAME, jobIdFrame, writeAll } from './stream'

type Env = { Variables: { traceId: string } }

export function createJobsApp(config: ServerConfig) {
  const app = new Hono<Env>()
  const sessions = new Map<string, Session & { user_id: string }>()
  const datasets: Dataset[] = sampleDatasets().map(({ id, name, description }) => ({ id, name, description }))

  app.use('*', async (c, next) => {
    const traceId = crypto.randomUUID()
    c.set('traceId', traceId)
    c.header('x-pd-trace-id', traceId)
    if (!findGrant(config, c.req.header('x-pd-api-key'))) return fail(c, 'AUTH_INSUFFICIENT')
    const external = c.req.header('x-pd-external-trace-id')
    if (external !== undefined && external.length > MAX_TRACE_ID_LENGTH) {
      return fail(c, 'INVALID_PARAMS', `x-pd-external-trace-id must be at most ${MAX_TRACE_ID_LENGTH} characters.`)
    }
    await next()
  })

  app.get('/sessions', (c) => {
    const userId = c.req.query('user_id')
    if (!userId) return fail(c, 'INVALID_PARAMS', 'user_id is required.')
    const records = [...sessions.values()].filter((s) => s.user_id === userId).map(({ user_id: _u, ...s }) => s)
    return ok(c, page(records, c))
  })

  app.post('/sessions', async (c) => {
    const body = await readJson<{ name?: string; user_id?: string }>(c)
    if (!body?.user_id) return fail(c, 'INVALID_PARAMS', 'user_id is required.')
    if (!body.name) return fail(c, 'INVALID_PARAMS', 'name is required.')
    const id = crypto.randomUUID()
    sessions.set(id, {
      id,
      name: body.name.slice(0, 128),
      output_language: 'AUTO',
      job_mode: 'AUTO',
      max_contextual_job_history: 10,
      agent_id: 'DATA_ANALYSIS_AGENT',
      user_id: body.user_id,
    })
    return ok(c, { id })
  })

  app.get('/datasets', (c) => {
    if (!c.req.query('user_id')) return fail(c, 'INVALID_PARAMS', 'user_id is required.')
    return ok(c, page(datasets, c))
  })

  app.post('/jobs', async (c) => {
    const body = await readJson<JobRequest>(c)
    if (!body?.user_id || !body.session_id || !body.question) {
      return fail(c, 'INVALID_PARAMS', 'session_id, user_id and question are required.')
    }
    const jobId = `job-${crypto.randomUUID()}`
    const dataset = datasets.find((d) => d.id === body.dataset_id)
    const group = { id: crypto.randomUUID(), name: 'Answer', stage: 'Respond' as const }
    const text = `The analysis engine has not answered "${body.question}" yet${dataset ? ` for ${dataset.name}` : ''}.`
    if (!body.stream) {
      return ok(c, { job_id: jobId, blocks: [{ type: 'MESSAGE', content: text, group_id: group.id, group_name: group.name, stage: group.stage }] })
    }
    return sseResponse(c, async (w) => {
      await writeAll(w, [jobIdFrame(jobId), blockFrame('MESSAGE', group, text), END_FRAME])
    })
  })

  return app
}

async function readJson<T>(c: Context): Promise<T | null> {
  try {
    return await c.req.json<T>()
  } catch {
    return null
  }
}

function page<T>(all: T[], c: Context): Paged<T> {
  const pageNumber = Math.max(1, Number(c.req.query('page_number') ?? 1) || 1)
  const pageSize = Math.min(100, Math.max(1, Number(c.req.query('page_size') ?? 10) || 10))
  return {
    total_items: all.length,
    page_number: pageNumber,
    page_size: pageSize,
    records: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
  }
}
