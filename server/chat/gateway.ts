import type { Context } from 'hono'
import type { ChatModelList } from '@contract/chat'
import type { KeyGrant } from '../config'
import { mayUseModel } from './auth'
import { chatError, chatErrorBody } from './errors'

/**
 * Pass-through to a real OpenAI-compatible service (CHAT_UPSTREAM_URL / CHAT_UPSTREAM_KEY). The
 * browser authenticates with a local key; only this module ever holds the upstream key, and it is
 * scrubbed from anything the upstream sends back in an error.
 */
export interface Upstream {
  url: string
  key: string
}

// Headers worth passing back; hop-by-hop and encoding headers are the server's own business.
const PASSED_HEADERS = ['content-type', 'cache-control', 'x-request-id', 'retry-after']
const MAX_ERROR_BODY = 64 * 1024

function upstreamHeaders(upstream: Upstream, extra: Record<string, string> = {}): Headers {
  // identity: undici would otherwise decompress, and the bytes should reach the client unchanged.
  const headers = new Headers({ accept: '*/*', 'accept-encoding': 'identity', ...extra })
  if (upstream.key) headers.set('authorization', `Bearer ${upstream.key}`)
  return headers
}

function passedHeaders(from: Headers): Headers {
  const headers = new Headers()
  for (const name of PASSED_HEADERS) {
    const value = from.get(name)
    if (value !== null) headers.set(name, value)
  }
  for (const [name, value] of from) if (name.startsWith('x-ratelimit-')) headers.set(name, value)
  if (from.get('content-type')?.includes('text/event-stream'))
    headers.set('x-accel-buffering', 'no')
  return headers
}

export function redact(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text
}

async function call(c: Context, upstream: Upstream, path: string, init: RequestInit) {
  // Tied to the client only until the upstream answers: afterwards a disconnect cancels the piped
  // body, which closes the upstream connection without erroring (and logging) the response.
  const controller = new AbortController()
  const clientGone = () => controller.abort()
  c.req.raw.signal.addEventListener('abort', clientGone, { once: true })
  try {
    return await fetch(`${upstream.url}${path}`, { ...init, signal: controller.signal })
  } catch {
    // The cause (DNS, refused, TLS) can name hosts and headers; the client only needs the fact.
    return null
  } finally {
    c.req.raw.signal.removeEventListener('abort', clientGone)
  }
}

const unreachable = (c: Context) =>
  chatError(c, 'model_server_error', 'The upstream chat service could not be reached.')

/** Upstream errors keep their status; the body passes if it is JSON, else it is wrapped. */
async function passError(res: Response, secret: string): Promise<Response> {
  const text = redact((await res.text()).slice(0, MAX_ERROR_BODY), secret)
  const headers = passedHeaders(res.headers)
  try {
    JSON.parse(text)
    headers.set('content-type', 'application/json')
    return new Response(text, { status: res.status, headers })
  } catch {
    const snippet = text.replace(/\s+/g, ' ').trim().slice(0, 200)
    const body = chatErrorBody(
      'model_server_error',
      `The upstream chat service answered HTTP ${res.status}${snippet ? `: ${snippet}` : '.'}`,
    )
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify(body), { status: res.status, headers })
  }
}

/** POST /chat/completions: the client's own body bytes go up, the upstream's bytes come back. */
export async function forwardChat(c: Context, upstream: Upstream, rawBody: string) {
  const res = await call(c, upstream, '/chat/completions', {
    method: 'POST',
    headers: upstreamHeaders(upstream, { 'content-type': 'application/json' }),
    body: rawBody,
  })
  if (!res) return unreachable(c)
  if (!res.ok) return passError(res, upstream.key)
  return new Response(res.body, { status: res.status, headers: passedHeaders(res.headers) })
}

/** GET /models, narrowed to the models the local key may use. */
export async function forwardModels(c: Context, upstream: Upstream, grant: KeyGrant) {
  const res = await call(c, upstream, '/models', { headers: upstreamHeaders(upstream) })
  if (!res) return unreachable(c)
  if (!res.ok) return passError(res, upstream.key)
  if (grant.models === null) {
    return new Response(res.body, { status: res.status, headers: passedHeaders(res.headers) })
  }
  const list = (await res.json().catch(() => null)) as Partial<ChatModelList> | null
  const data = Array.isArray(list?.data) ? list.data : []
  return c.json({ object: 'list', data: data.filter((m) => mayUseModel(grant, m.id)) })
}
