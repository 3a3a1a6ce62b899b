import { Hono } from 'hono'
import type { ServerConfig } from '../config'
import type { JobsEnv } from './http-env'

/**
 * With JOBS_UPSTREAM_URL set, every /v2/team request (after the local key check) goes to the real
 * job service with JOBS_UPSTREAM_KEY, and its reply, streams included, comes back unchanged. The
 * caller's local key never leaves this server.
 */

// Only what the job service needs is forwarded; cookies, auth and the browser's other headers stay here.
const FORWARDED = ['content-type', 'accept', 'accept-language', 'x-pd-external-trace-id']

export function upstreamRoutes(upstream: NonNullable<ServerConfig['jobsUpstream']>) {
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
    let res: Response
    try {
      res = await fetch(`${upstream.url}${url.pathname}${url.search}`, {
        method: c.req.method,
        headers,
        body: hasBody ? await c.req.arrayBuffer() : undefined,
        signal: c.req.raw.signal,
      })
    } catch {
      return c.json(
        { code: 9999, msg: 'The upstream job service could not be reached.', data: null },
        502,
      )
    }
    const out = new Headers()
    for (const [k, v] of res.headers)
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
        out.set(k, v)
    // Keep the upstream trace id, which is the one its support team can look up.
    const trace = res.headers.get('x-pd-trace-id')
    if (trace) c.set('traceId', trace)
    // Streams pass through untouched; other replies are small envelopes, read once so a service
    // that echoes the key it was sent cannot show it to the browser.
    if ((res.headers.get('content-type') ?? '').includes('text/event-stream'))
      return new Response(res.body, { status: res.status, headers: out })
    const text = await res.text()
    return new Response(upstream.key ? text.split(upstream.key).join('[redacted]') : text, {
      status: res.status,
      headers: out,
    })
  })
  return app
}
