import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { KEY, makeKit, readStream } from '../testing/test-kit'

/** A stand-in of the real service that records what reached it. */
const seen: { key?: string; path?: string; body?: string; fault?: string }[] = []
const fake = new Hono()
fake.all('*', async (c) => {
  seen.push({
    key: c.req.header('x-pd-api-key'),
    path: c.req.path + (new URL(c.req.url).search || ''),
    body: await c.req.text(),
    fault: c.req.header('x-parley-fault'),
  })
  c.header('x-pd-trace-id', 'upstream-trace-1')
  if (c.req.path.endsWith('/jobs')) {
    c.header('content-type', 'text/event-stream')
    return c.body('event:JOB_ID\ndata:job-up\n\nevent:END_MARK\ndata:[DONE]\n\n')
  }
  return c.json({ code: 0, msg: null, data: { records: [] } })
})
const server = await new Promise<{ url: string; close: () => void }>((resolve) => {
  const s = serve({ fetch: fake.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
    resolve({ url: `http://127.0.0.1:${info.port}`, close: () => s.close() }),
  )
})
const kit = makeKit({
  JOBS_UPSTREAM_URL: server.url,
  JOBS_UPSTREAM_KEY: 'upstream-secret',
  PARLEY_FAULTS: '1',
})
afterAll(() => {
  kit.close()
  server.close()
})

describe('JOBS_UPSTREAM_URL pass-through', () => {
  it('forwards requests with the upstream key and returns replies and streams unchanged', async () => {
    const list = await kit.json('GET', '/v2/team/sessions', { query: { user_id: 'tmm-x' } })
    expect(list.body).toEqual({ code: 0, msg: null, data: { records: [] } })
    expect(list.res.headers.get('x-pd-trace-id')).toBe('upstream-trace-1')
    const res = await kit.request('POST', '/v2/team/jobs', {
      body: { question: 'q', stream: true },
      headers: { 'x-parley-fault': 'job-error' },
    })
    const { events } = await readStream(res)
    expect(events.map((e) => e.event)).toEqual(['JOB_ID', 'END_MARK'])
    expect(seen).toEqual([
      {
        key: 'upstream-secret',
        path: '/v2/team/sessions?user_id=tmm-x',
        body: '',
        fault: undefined,
      },
      {
        key: 'upstream-secret',
        path: '/v2/team/jobs',
        body: JSON.stringify({ question: 'q', stream: true }),
        fault: undefined,
      },
    ])
    expect(JSON.stringify(seen)).not.toContain(KEY)
  })

  it('still checks the local key first', async () => {
    const res = await kit.request('GET', '/v2/team/sessions', {
      headers: { 'x-pd-api-key': 'wrong' },
    })
    expect(res.status).toBe(403)
    expect(seen).toHaveLength(2)
  })
})
