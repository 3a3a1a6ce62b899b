import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from './app'
import { loadConfig } from './config'

/**
 * Security suite, server side: API keys (local, upstream, and wrong ones a client sent) never
 * reach the logs, whatever error path runs, in both services, local or forwarding.
 * Covered elsewhere, not repeated here:
 * - Content-Security-Policy on the SPA and API replies: server/app.test.ts
 * - artifact URLs resist tampering, expiry and path traversal: server/jobs/routes/artifacts.test.ts
 * - request body limits (413): chat in server/chat/errors.test.ts, jobs in
 *   server/jobs/http/body-limits.test.ts
 * - rendering of service text in the browser: e2e/security.spec.ts
 * - a key's scopes on each route, both stores: server/jobs/http/key-scopes.test.ts; here, that they
 *   hold when forwarding too
 */

const LOCAL_KEY = 'sk-local-SECRET-1111'
const LIMITED_KEY = 'sk-limited-SECRET-2222'
const WRONG_KEY = 'sk-wrong-SECRET-3333'
const CHAT_UP_KEY = 'up-chat-SECRET-4444'
const JOBS_UP_KEY = 'up-jobs-SECRET-5555'
const SECRETS = [LOCAL_KEY, LIMITED_KEY, WRONG_KEY, CHAT_UP_KEY, JOBS_UP_KEY]

// Both engines blow up with every key the server holds in the message (and a wrong one a client
// sent): the worst an unexpected error can carry.
let held: string[] = []
const explosion = () => `exploded with ${[...held, WRONG_KEY].join(' ')} and Bearer ${held[0]}`
vi.mock('./chat/demo-model/demo-engine', () => ({
  composeReply: () => {
    throw new Error(explosion())
  },
}))
vi.mock('./engine/analyze', () => ({
  analyze: () => Promise.reject(new Error(explosion())),
}))

// Everything the process writes, from every console method and both streams.
const output: string[] = []
beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output.push(
        args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '),
      )
    })
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream)
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      output.push(String(chunk))
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest)
    })
  }
})
afterAll(() => vi.restoreAllMocks())

/** The job requests a fake upstream received: a refused request must never get there. */
const upstreamJobCalls: string[] = []

/** A misbehaving real service: echoes the key it was sent in errors, or breaks streams. */
function fakeUpstream() {
  const app = new Hono()
  const echo = (c: { req: { header: (n: string) => string | undefined } }) =>
    `${c.req.header('authorization') ?? ''} ${c.req.header('x-pd-api-key') ?? ''}`
  app.get('/models', (c) => c.text(`upstream down, key ${echo(c)}`, 500))
  app.post('/chat/completions', async (c) => {
    const body = await c.req.text()
    if (body.includes('break'))
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('data: {"choices":[]}\n\n'))
            controller.error(new Error('upstream connection reset'))
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      )
    return c.json({ error: { message: `Incorrect API key provided: ${echo(c)}` } }, 401)
  })
  app.all('/v2/team/*', (c) => {
    upstreamJobCalls.push(`${c.req.method} ${c.req.path}`)
    return c.json({ code: 1003, msg: `bad key ${echo(c)}`, data: null }, 403)
  })
  return listen(app.fetch)
}

function listen(fetch: (r: Request) => Response | Promise<Response>) {
  return new Promise<{ url: string; close: () => void }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => {
          if ('closeAllConnections' in server) server.closeAllConnections()
          server.close()
        },
      }),
    )
  })
}

function makeApp(env: Record<string, string>) {
  held = [LOCAL_KEY, LIMITED_KEY, env.CHAT_UPSTREAM_KEY ?? '', env.JOBS_UPSTREAM_KEY ?? ''].filter(
    Boolean,
  )
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-security-'))
  const config = {
    ...loadConfig({
      PARLEY_API_KEYS: `${LOCAL_KEY},${LIMITED_KEY}:deepseek-ai/DeepSeek-V3`,
      PARLEY_DATA_DIR: dataDir,
      PARLEY_PACE: '0',
      PARLEY_FAULTS: '1',
      PARLEY_CHAT_BODY_LIMIT: '4096',
      ...env,
    }),
    staticDir: null,
  }
  const app = createApp(config)
  const call = async (method: string, url: string, body?: unknown, headers = {}) => {
    const res = await app.request(`http://127.0.0.1${url}`, {
      method,
      // Each service's own auth header, as the browser sends it.
      headers: {
        ...(url.startsWith('/v1')
          ? { authorization: `Bearer ${LOCAL_KEY}` }
          : { 'x-pd-api-key': LOCAL_KEY }),
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: res.status, text: await res.text().catch((e: unknown) => String(e)) }
  }
  const raw = (url: string, init: RequestInit) => app.request(`http://127.0.0.1${url}`, init)
  return { call, raw }
}

const chatBody = (content: string, extra = {}) => ({
  model: 'deepseek-ai/DeepSeek-V3',
  messages: [{ role: 'user', content }],
  ...extra,
})

/** Every error path of both services that a client can reach. */
async function walkErrorPaths(app: ReturnType<typeof makeApp>) {
  const replies: string[] = []
  const run = async (p: Promise<{ status: number; text: string }>) => {
    const r = await p
    replies.push(r.text)
    return r
  }
  // chat
  await run(app.call('GET', '/v1/models'))
  await run(
    app.call('POST', '/v1/chat/completions', chatBody('hi'), {
      authorization: `Bearer ${WRONG_KEY}`,
    }),
  )
  await run(
    app.call('POST', '/v1/chat/completions', chatBody('hi', { model: 'deepseek-ai/DeepSeek-R1' }), {
      authorization: `Bearer ${LIMITED_KEY}`,
    }),
  )
  await run(app.call('POST', '/v1/chat/completions', `{"model": "${LOCAL_KEY}", broken`))
  await run(app.call('POST', '/v1/chat/completions', chatBody('x'.repeat(10_000))))
  await run(app.call('POST', '/v1/chat/completions', chatBody('hi')))
  await run(app.call('POST', '/v1/chat/completions', chatBody('hi', { stream: true })))
  await run(app.call('POST', '/v1/chat/completions', chatBody('please break', { stream: true })))
  for (const fault of ['http-500', 'error-midstream', 'drop'])
    await run(
      app.call('POST', '/v1/chat/completions', chatBody('hi', { stream: true }), {
        'x-parley-fault': fault,
      }),
    )
  // jobs
  await run(
    app.call('GET', '/v2/team/sessions?user_id=tmm-sec', undefined, { 'x-pd-api-key': WRONG_KEY }),
  )
  const session = await run(
    app.call('POST', '/v2/team/sessions', { name: 's', user_id: 'tmm-sec' }),
  )
  const sessionId = (JSON.parse(session.text) as { data?: { id?: string } }).data?.id ?? 'none'
  const job = {
    session_id: sessionId,
    user_id: 'tmm-sec',
    question: 'Average horsepower by origin',
    dataset_id: 'dset-sample-cars',
  }
  await run(app.call('POST', '/v2/team/jobs', { ...job, stream: true }))
  await run(app.call('POST', '/v2/team/jobs', { ...job, stream: false }))
  await run(
    app.call('POST', '/v2/team/jobs', { ...job, stream: true }, { 'x-parley-fault': 'job-error' }),
  )
  await run(app.call('POST', '/v2/team/jobs', { ...job, question: 'q'.repeat(2 * 1024 * 1024) }))
  return replies
}

describe('keys never appear in logs', () => {
  let upstream: { url: string; close: () => void }
  let closed: { url: string; close: () => void }
  beforeAll(async () => {
    upstream = await fakeUpstream()
    closed = await listen(() => new Response(''))
    closed.close() // a port nothing listens on: the upstream cannot be reached
  })
  afterAll(() => upstream.close())

  it('in local mode, through engine crashes, faults, auth, parse and size errors', async () => {
    const replies = await walkErrorPaths(makeApp({}))
    // The crashes were logged (so the capture works), with every key removed.
    expect(output.join('\n')).toContain('exploded with')
    for (const reply of replies)
      for (const secret of SECRETS.slice(3)) expect(reply).not.toContain(secret)
  })

  it('when forwarding to services that echo keys in errors or break streams', async () => {
    const replies = await walkErrorPaths(
      makeApp({
        CHAT_UPSTREAM_URL: upstream.url,
        CHAT_UPSTREAM_KEY: CHAT_UP_KEY,
        JOBS_UPSTREAM_URL: `${upstream.url}`,
        JOBS_UPSTREAM_KEY: JOBS_UP_KEY,
      }),
    )
    // Both gateways scrub their upstream key from what they pass back.
    expect(replies.join('\n')).not.toContain(CHAT_UP_KEY)
    expect(replies.join('\n')).not.toContain(JOBS_UP_KEY)
  })

  it('when the upstream services cannot be reached', async () => {
    await walkErrorPaths(
      makeApp({
        CHAT_UPSTREAM_URL: closed.url,
        CHAT_UPSTREAM_KEY: CHAT_UP_KEY,
        JOBS_UPSTREAM_URL: closed.url,
        JOBS_UPSTREAM_KEY: JOBS_UP_KEY,
      }),
    )
  })

  it('nothing written by any of the above contains a key', () => {
    expect(output.length).toBeGreaterThan(0)
    const all = output.join('\n')
    for (const secret of SECRETS) expect(all).not.toContain(secret)
  })
})

describe("a key's scopes hold locally and when forwarding (docs/api-keys.md)", () => {
  const ALICE_KEY = 'sk-alice-SECRET-6666'
  const NO_JOBS = { code: 300002, msg: 'This API key may not use the job service.', data: null }
  const ONLY_ALICE = {
    code: 300002,
    msg: 'This API key may only act for the user alice.',
    data: null,
  }
  let upstream: { url: string; close: () => void }
  beforeAll(async () => {
    upstream = await fakeUpstream()
  })
  afterAll(() => upstream.close())

  const modes = (): { name: string; env: Record<string, string> }[] => [
    { name: 'local', env: {} },
    {
      name: 'forwarding',
      env: { JOBS_UPSTREAM_URL: upstream.url, JOBS_UPSTREAM_KEY: JOBS_UP_KEY },
    },
  ]
  const keys = `${LOCAL_KEY},${LIMITED_KEY}:deepseek-ai/DeepSeek-V3,${ALICE_KEY}@jobs=alice`

  it('a key limited to chat models reaches no job data', async () => {
    upstreamJobCalls.length = 0
    for (const mode of modes()) {
      const app = makeApp({ ...mode.env, PARLEY_API_KEYS: keys })
      const as = { 'x-pd-api-key': LIMITED_KEY }
      for (const [method, url, body] of [
        ['GET', '/v2/team/sessions?user_id=tmm-sec', undefined],
        ['GET', '/v2/team/datasets/dset-sample-cars?user_id=tmm-sec', undefined],
        ['DELETE', '/v2/team/sessions/s1', { user_id: 'tmm-sec' }],
      ] as const) {
        const r = await app.call(method, url, body, as)
        expect(JSON.parse(r.text), `${mode.name} ${method} ${url}`).toEqual(NO_JOBS)
      }
    }
    expect(upstreamJobCalls).toEqual([])
  })

  it("a user-limited key is refused for another user's data before it is forwarded", async () => {
    upstreamJobCalls.length = 0
    for (const mode of modes()) {
      const app = makeApp({ ...mode.env, PARLEY_API_KEYS: keys })
      const as = { 'x-pd-api-key': ALICE_KEY }
      const get = await app.call('GET', '/v2/team/sessions?user_id=bob', undefined, as)
      expect(JSON.parse(get.text)).toEqual(ONLY_ALICE)
      const del = await app.call('DELETE', '/v2/team/sessions/s1', { user_id: 'bob' }, as)
      expect(JSON.parse(del.text)).toEqual(ONLY_ALICE)
      // The same key on the chat service, where it has no scope.
      const chat = await app.call('GET', '/v1/models', undefined, {
        authorization: `Bearer ${ALICE_KEY}`,
      })
      expect(chat.status).toBe(400)
      expect(chat.text).toContain('This API key may not use the chat service.')
    }
    // The upload form is read by the gateway, which buffers it anyway.
    const app = makeApp({ ...modes()[1]!.env, PARLEY_API_KEYS: keys })
    const form = new FormData()
    form.set('user_id', 'bob')
    form.set('file', new File(['a\n'], 'a.csv'))
    const res = await app.raw('/v2/team/file/upload-datasource', {
      method: 'POST',
      headers: { 'x-pd-api-key': ALICE_KEY },
      body: form,
    })
    expect(await res.json()).toEqual(ONLY_ALICE)
    expect(upstreamJobCalls).toEqual([])
    // alice's own requests go through.
    const own = await app.call('GET', '/v2/team/sessions?user_id=alice', undefined, {
      'x-pd-api-key': ALICE_KEY,
    })
    expect(own.text).toContain('bad key')
    expect(upstreamJobCalls).toEqual(['GET /v2/team/sessions'])
  })
})
