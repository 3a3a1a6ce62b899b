import type { Context } from 'hono'
import type { ChatErrorCode, ChatModelList } from '@contract/chat'
import type { KeyGrant } from '../../config'
import {
  fetchUpstream,
  guardedBody,
  readFailureMessage,
  readWhole,
  redactSecret,
  scrubbedHeaders,
  type UpstreamFailure,
  type UpstreamTimeouts,
} from '../../lib/upstream-fetch'
import { mayUseModel } from '../model-access'
import { CHAT_ERRORS } from '@contract/chat'
import { chatErrorBody } from '../errors'

/**
 * Pass-through to a real OpenAI-compatible service (CHAT_UPSTREAM_URL / CHAT_UPSTREAM_KEY). The
 * client's request body goes up byte for byte (the upstream judges it); the browser authenticates
 * with a local key, and only this module ever holds the upstream key, which is removed from every
 * body and header that comes back. Timeouts, redirects and broken streams: docs/chat-service.md.
 */
export interface Upstream {
  url: string
  key: string
  timeouts: UpstreamTimeouts
}

// Headers worth passing back; hop-by-hop and encoding headers are the server's own business.
const PASSED_HEADERS = new Set(['content-type', 'cache-control', 'x-request-id', 'retry-after'])
const keepHeader = (name: string) => PASSED_HEADERS.has(name) || name.startsWith('x-ratelimit-')
const MAX_ERROR_BODY = 64 * 1024
/** A non-streamed reply is read whole (to scrub it and to fail cleanly); larger is refused. */
const MAX_PLAIN_BODY = 32 * 1024 * 1024
const SERVICE = 'chat service'

function upstreamHeaders(upstream: Upstream, extra: Record<string, string> = {}): Headers {
  // identity: undici would otherwise decompress, and the bytes should reach the client unchanged.
  const headers = new Headers({ accept: '*/*', 'accept-encoding': 'identity', ...extra })
  if (upstream.key) headers.set('authorization', `Bearer ${upstream.key}`)
  return headers
}

function passedHeaders(from: Headers, secret: string): Headers {
  const headers = scrubbedHeaders(from, secret, keepHeader)
  if (from.get('content-type')?.includes('text/event-stream'))
    headers.set('x-accel-buffering', 'no')
  return headers
}

function jsonError(code: ChatErrorCode, message: string, headers = new Headers()): Response {
  headers.set('content-type', 'application/json')
  return new Response(JSON.stringify(chatErrorBody(code, message)), {
    status: CHAT_ERRORS[code].status,
    headers,
  })
}

const failureCode = (
  kind: UpstreamFailure['kind'] | 'idle' | 'closed' | 'too-large',
): ChatErrorCode =>
  kind === 'timeout' || kind === 'idle' ? 'upstream_timeout' : 'model_server_error'

function failed(failure: UpstreamFailure): Response {
  return jsonError(failureCode(failure.kind), failure.message)
}

function call(c: Context, upstream: Upstream, path: string, init: RequestInit) {
  return fetchUpstream(`${upstream.url}${path}`, init, {
    timeouts: upstream.timeouts,
    clientSignal: c.req.raw.signal,
    service: SERVICE,
  })
}

/** Reads a plain body under the idle timeout; the error Response when that fails. */
async function plainText(res: Response, upstream: Upstream): Promise<string | Response> {
  const read = await readWhole(res.body, {
    idleMs: upstream.timeouts.idleMs,
    maxBytes: MAX_PLAIN_BODY,
  })
  if (read.ok) return redactSecret(read.text, upstream.key)
  return jsonError(failureCode(read.kind), readFailureMessage(SERVICE, read.kind, MAX_PLAIN_BODY))
}

/** Upstream errors keep their status; the body passes if it is JSON, else it is wrapped. */
async function passError(res: Response, upstream: Upstream): Promise<Response> {
  const text = await plainText(res, upstream)
  if (text instanceof Response) return text
  const body = text.slice(0, MAX_ERROR_BODY)
  const headers = passedHeaders(res.headers, upstream.key)
  headers.set('content-type', 'application/json')
  try {
    JSON.parse(body)
    return new Response(body, { status: res.status, headers })
  } catch {
    const snippet = body.replace(/\s+/g, ' ').trim().slice(0, 200)
    const wrapped = chatErrorBody(
      'model_server_error',
      `The upstream chat service answered HTTP ${res.status}${snippet ? `: ${snippet}` : '.'}`,
    )
    return new Response(JSON.stringify(wrapped), { status: res.status, headers })
  }
}

/** The in-band error that ends a stream the upstream broke off: the openai client raises it. */
function errorFrame(kind: 'idle' | 'closed', message: string): string {
  return `data: ${JSON.stringify(chatErrorBody(failureCode(kind), message))}\n\n`
}

/** A successful reply: streams pass through guarded, plain bodies are read whole and scrubbed. */
async function passSuccess(res: Response, upstream: Upstream): Promise<Response> {
  const headers = passedHeaders(res.headers, upstream.key)
  if (res.body && (res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const body = guardedBody(res.body, {
      idleMs: upstream.timeouts.idleMs,
      secret: upstream.key,
      service: SERVICE,
      onFailure: (f) => errorFrame(f.kind, f.message),
    })
    return new Response(body, { status: res.status, headers })
  }
  const text = await plainText(res, upstream)
  if (text instanceof Response) return text
  return new Response(text, { status: res.status, headers })
}

/** POST /chat/completions: the client's own body bytes go up, the upstream's answer comes back. */
export async function forwardChat(c: Context, upstream: Upstream, rawBody: string) {
  const result = await call(c, upstream, '/chat/completions', {
    method: 'POST',
    headers: upstreamHeaders(upstream, { 'content-type': 'application/json' }),
    body: rawBody,
  })
  if (!result.ok) return failed(result.failure)
  if (!result.res.ok) return passError(result.res, upstream)
  return passSuccess(result.res, upstream)
}

/** GET /models, narrowed to the models the local key may use. */
export async function forwardModels(c: Context, upstream: Upstream, grant: KeyGrant) {
  const result = await call(c, upstream, '/models', { headers: upstreamHeaders(upstream) })
  if (!result.ok) return failed(result.failure)
  if (!result.res.ok) return passError(result.res, upstream)
  const text = await plainText(result.res, upstream)
  if (text instanceof Response) return text
  let list: Partial<ChatModelList> | null = null
  try {
    list = JSON.parse(text) as Partial<ChatModelList>
  } catch {
    return jsonError(
      'model_server_error',
      `The upstream ${SERVICE} sent a model list that is not JSON.`,
    )
  }
  const data = Array.isArray(list?.data) ? list.data : []
  return c.json({ object: 'list', data: data.filter((m) => mayUseModel(grant, m.id)) })
}

/** GET /models/{id}: the upstream's own answer, if the local key may use that model. */
export async function forwardModel(c: Context, upstream: Upstream, rawId: string) {
  const result = await call(c, upstream, `/models/${rawId}`, { headers: upstreamHeaders(upstream) })
  if (!result.ok) return failed(result.failure)
  if (!result.res.ok) return passError(result.res, upstream)
  return passSuccess(result.res, upstream)
}
