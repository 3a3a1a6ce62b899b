import { Hono } from 'hono'
import { JOB_ERRORS } from '@contract/jobs'
import type { ServerConfig } from '../../config'
import {
  DEFAULT_UPSTREAM_TIMEOUTS,
  fetchUpstream,
  guardedBody,
  readFailureMessage,
  readWhole,
  redactSecret,
  scrubbedHeaders,
  type UpstreamTimeouts,
} from '../../lib/upstream-fetch'
import type { JobsEnv } from '../http/http-env'
import { blockFrame, ERROR_END_FRAME } from '../http/stream'

/**
 * With JOBS_UPSTREAM_URL set, every /v2/team request (after the local key check) goes to the real
 * job service with JOBS_UPSTREAM_KEY, and its reply, streams included, comes back in the same
 * dialect. The caller's local key never leaves this server; the upstream key never comes back
 * (bodies and header values are scrubbed). Timeouts and redirects as for chat: docs/chat-service.md.
 */

// Only what the job service needs is forwarded; cookies, auth and the browser's other headers stay here.
const FORWARDED = ['content-type', 'accept', 'accept-language', 'x-pd-external-trace-id']
// Hop-by-hop, encoding and cookies are this server's own business.
const NOT_PASSED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
])
const MAX_PLAIN_BODY = 64 * 1024 * 1024
const SERVICE = 'job service'

/** The Powerdrill dialect's end of a broken stream: an ERROR block, then END_MARK [ERROR]. */
function streamErrorFrames(message: string): string {
  const group = { id: 'upstream', name: 'Answer', stage: 'Respond' as const }
  return (
    blockFrame('ERROR', group, { code: message, error_code: JOB_ERRORS.INTERNAL.code }) +
    ERROR_END_FRAME
  )
}

const envelope = (msg: string) => ({ code: JOB_ERRORS.INTERNAL.code, msg, data: null })

export function upstreamRoutes(
  upstream: NonNullable<ServerConfig['jobsUpstream']>,
  timeouts: UpstreamTimeouts = DEFAULT_UPSTREAM_TIMEOUTS,
) {
  const app = new Hono<JobsEnv>()
  app.all('*', async (c) => {
    const url = new URL(c.req.url)
    const headers = new Headers()
    for (const h of FORWARDED) {
      const value = c.req.header(h)
      if (value !== undefined) headers.set(h, value)
    }
    headers.set('x-pd-api-key', upstream.key)
    const hasBody = !['GET', 'HEAD'].includes(c.req.method)
    const result = await fetchUpstream(
      `${upstream.url}${url.pathname}${url.search}`,
      {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
      },
      { timeouts, clientSignal: c.req.raw.signal, service: SERVICE },
    )
    if (!result.ok) {
      const status = result.failure.kind === 'timeout' ? 504 : 502
      return c.json(envelope(result.failure.message), status)
    }
    const res = result.res
    const out = scrubbedHeaders(res.headers, upstream.key, (name) => !NOT_PASSED.has(name))
    // Keep the upstream trace id, which is the one its support team can look up.
    const trace = out.get('x-pd-trace-id')
    if (trace) c.set('traceId', trace)
    if (res.body && (res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const body = guardedBody(res.body, {
        idleMs: timeouts.idleMs,
        secret: upstream.key,
        service: SERVICE,
        onFailure: (f) => streamErrorFrames(f.message),
      })
      return new Response(body, { status: res.status, headers: out })
    }
    // Other replies are small envelopes, read whole so a service that echoes the key it was sent
    // cannot show it to the browser, and so a stall ends in an envelope rather than a hang.
    const read = await readWhole(res.body, { idleMs: timeouts.idleMs, maxBytes: MAX_PLAIN_BODY })
    if (!read.ok) {
      const message = readFailureMessage(SERVICE, read.kind, MAX_PLAIN_BODY)
      return c.json(envelope(message), read.kind === 'idle' ? 504 : 502)
    }
    return new Response(redactSecret(read.text, upstream.key), { status: res.status, headers: out })
  })
  return app
}
