import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { FAULT_HEADER, MAX_TRACE_ID_LENGTH } from '@contract/jobs'
import { findGrant } from '../config'
import type { JobsContext } from './context'
import { fail } from './envelope'
import type { JobsEnv } from './http-env'

/** Every response, errors and streams included, carries x-pd-trace-id (research 1.0). */
export function trace(): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    const traceId = crypto.randomUUID()
    c.set('traceId', traceId)
    c.set('externalTraceId', null)
    c.header('x-pd-trace-id', traceId)
    await next()
    // Error handlers, streams and the upstream pass-through build their own responses; make sure
    // the header survives (the pass-through may have replaced it with the upstream's).
    try {
      c.res.headers.set('x-pd-trace-id', c.get('traceId'))
    } catch {
      // Immutable headers already carry it from c.header().
    }
  }
}

/** A browser on another origin may call the service and read the trace id and part ETags. */
export function corsPolicy(): MiddlewareHandler<JobsEnv> {
  return cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['content-type', 'x-pd-api-key', 'x-pd-external-trace-id', FAULT_HEADER],
    exposeHeaders: ['x-pd-trace-id', 'x-pd-external-trace-id', 'etag', 'retry-after'],
    maxAge: 600,
  })
}

/**
 * x-pd-api-key (1003 / HTTP 403), the external trace id (300001 over 128), a NUL in the address
 * (300001), then the rate (201 / 429).
 */
export function authorize(ctx: JobsContext): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    const key = c.req.header('x-pd-api-key')
    if (!findGrant(ctx.config, key) || !key) return fail(c, 'AUTH_INSUFFICIENT')
    const external = c.req.header('x-pd-external-trace-id')
    if (external !== undefined) {
      if (external.length > MAX_TRACE_ID_LENGTH) {
        return fail(
          c,
          'INVALID_PARAMS',
          `x-pd-external-trace-id must be at most ${MAX_TRACE_ID_LENGTH} characters.`,
        )
      }
      c.set('externalTraceId', external)
      c.header('x-pd-external-trace-id', external)
    }
    // A NUL in the path or query (an id, user_id, search) is refused before any lookup:
    // PostgreSQL's text cannot hold one (docs/limits.md, "Text").
    if (/%00/.test(c.req.url) || c.req.url.includes('\u0000'))
      return fail(
        c,
        'INVALID_PARAMS',
        'The address contains a NUL character (%00), which it cannot hold.',
      )
    const keyHash = createHash('sha256').update(key).digest('hex').slice(0, 32)
    c.set('keyHash', keyHash)
    if (!(await ctx.limiter.allow(keyHash))) {
      c.header('retry-after', '1')
      return fail(c, 'RATE_LIMITED')
    }
    await next()
  }
}
