import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { FAULT_HEADER, MAX_TRACE_ID_LENGTH } from '@contract/jobs'
import { findGrant } from '../../config'
import {
  isJobsRead,
  jobsServiceRefusal,
  jobsUserRefusal,
  jobsUsers,
  scopesOf,
  type Scope,
} from '../../lib/key-scopes'
import type { JobsContext } from './context'
import { fail } from './envelope'
import { ApiError } from './errors'
import type { JobsEnv } from './http-env'

/** Every response, errors and streams included, carries x-pd-trace-id (docs/wire-formats.md). */
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
 * x-pd-api-key (1003 / HTTP 403), the key's scopes (300002: docs/api-keys.md), the external trace
 * id (300001 over 128), a NUL in the address (300001), the rate (201 / 429), then the user_ids the
 * request names, against a user-limited key.
 */
export function authorize(ctx: JobsContext): MiddlewareHandler<JobsEnv> {
  return async (c, next) => {
    const key = c.req.header('x-pd-api-key')
    const grant = findGrant(ctx.config, key)
    if (!grant || !key) return fail(c, 'AUTH_INSUFFICIENT')
    const scopes = scopesOf(grant)
    const read = isJobsRead(c.req.method, c.req.path)
    // Before anything is read or counted: the key's service and read-only scopes.
    const refusal = jobsServiceRefusal(scopes, read)
    if (refusal) return fail(c, 'NO_PERMISSION', refusal)
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
    granted.set(c, { scopes, read })
    if (jobsUsers(scopes, read) !== null) {
      const named = await namedUsers(c, ctx.config.jobsUpstream !== null)
      // null: an upload form, which its route checks as it reads it (requireUserScope).
      const refused = named && jobsUserRefusal(scopes, read, named)
      if (refused) return fail(c, 'NO_PERMISSION', refused)
    }
    await next()
  }
}

/** What authorize found for a request, for the routes that check a user_id themselves. */
const granted = new WeakMap<Context, { scopes: readonly Scope[]; read: boolean }>()

/**
 * Every user_id a request names, for a user-limited key: in the query, and in a JSON body (read
 * once here; routes and the upstream pass-through get the same bytes from Hono's cache). An upload
 * form is left to its route, which streams it (null), except when forwarding: the pass-through
 * buffers the whole body anyway, so the form is read here.
 */
async function namedUsers(c: Context<JobsEnv>, forwarding: boolean): Promise<string[] | null> {
  const users = [...(c.req.queries('user_id') ?? [])]
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return users
  const isForm = /^\s*multipart\/form-data/i.test(c.req.header('content-type') ?? '')
  if (isForm && !forwarding) return null
  const bytes = await c.req.arrayBuffer()
  if (isForm) {
    const parsed = new Response(bytes, {
      headers: { 'content-type': c.req.header('content-type')! },
    })
    const form = await parsed.formData().catch(() => null)
    // A file sent as user_id names no user this key may act for ('').
    for (const value of form?.getAll('user_id') ?? [])
      users.push(typeof value === 'string' ? value : '')
    return users
  }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(bytes)) as unknown
  } catch {
    return users // not JSON: the route refuses it before acting for anyone
  }
  if (json && typeof json === 'object' && 'user_id' in json)
    users.push(typeof json.user_id === 'string' ? json.user_id : '')
  return users
}

/**
 * For a route that reads user_id itself where authorize cannot (the upload form, streamed):
 * throws the no-permission error unless the request's key may act for `user`, the value the
 * route will use. Call it before anything is written.
 */
export function requireUserScope(c: Context, user: string): void {
  const found = granted.get(c)
  if (!found) throw new ApiError('NO_PERMISSION', 'This API key may not use the job service.')
  const refusal = jobsUserRefusal(found.scopes, found.read, [user])
  if (refusal) throw new ApiError('NO_PERMISSION', refusal)
}
