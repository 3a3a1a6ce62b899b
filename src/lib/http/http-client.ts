import { ApiError, errorFromBody } from './api-error'
import { ownWords } from './i18n'

/**
 * The only module that calls fetch (enforced by lint), so headers, aborts, trace ids and error
 * shapes are handled in one place.
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  headers?: Record<string, string>
  /** Serialised as JSON unless it is FormData, a Blob or a string. */
  body?: unknown
  signal?: AbortSignal
  /** Sent as x-pd-external-trace-id and kept on errors. */
  externalTraceId?: string
}

export interface HttpResponse {
  status: number
  headers: Headers
  traceId: string | null
}

function buildInit(opts: RequestOptions): RequestInit {
  const headers: Record<string, string> = { ...opts.headers }
  let body: BodyInit | undefined
  if (opts.body instanceof FormData || opts.body instanceof Blob || typeof opts.body === 'string') {
    body = opts.body
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  if (opts.externalTraceId) headers['x-pd-external-trace-id'] = opts.externalTraceId
  return {
    method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: opts.signal,
  }
}

function originOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href ?? 'http://localhost').origin
  } catch {
    return url
  }
}

async function send(url: string, opts: RequestOptions): Promise<Response> {
  let res: Response
  try {
    res = await fetch(url, buildInit(opts))
  } catch (err) {
    throw toTransportError(err, url, opts)
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    throw errorFromBody(res.status, text, res.headers, opts.externalTraceId ?? null)
  }
  return res
}

/** Turns fetch's TypeError / AbortError into an ApiError with plain words. */
export function toTransportError(
  err: unknown,
  url: string,
  opts: Pick<RequestOptions, 'signal' | 'externalTraceId'>,
): ApiError {
  if (err instanceof ApiError) return err
  if (opts.signal?.aborted || (err instanceof DOMException && err.name === 'AbortError')) {
    return new ApiError({
      kind: 'aborted',
      ...ownWords('aborted'),
      externalTraceId: opts.externalTraceId,
    })
  }
  return new ApiError({
    kind: 'network',
    ...ownWords('unreachable', { origin: originOf(url) }),
    externalTraceId: opts.externalTraceId,
  })
}

function meta(res: Response): HttpResponse {
  return { status: res.status, headers: res.headers, traceId: res.headers.get('x-pd-trace-id') }
}

export async function requestJson<T>(
  url: string,
  opts: RequestOptions = {},
): Promise<{ data: T } & HttpResponse> {
  const res = await send(url, opts)
  let data: T
  try {
    data = (await res.json()) as T
  } catch (err) {
    if (opts.signal?.aborted) throw toTransportError(err, url, opts)
    throw new ApiError({
      kind: 'http',
      status: res.status,
      ...ownWords('notJson'),
      traceId: res.headers.get('x-pd-trace-id'),
      externalTraceId: opts.externalTraceId,
    })
  }
  return { data, ...meta(res) }
}

export async function requestStream(
  url: string,
  opts: RequestOptions = {},
): Promise<{ body: ReadableStream<Uint8Array> } & HttpResponse> {
  const res = await send(url, opts)
  if (!res.body) {
    throw new ApiError({
      kind: 'stream',
      status: res.status,
      ...ownWords('emptyStream'),
      externalTraceId: opts.externalTraceId,
    })
  }
  return { body: res.body, ...meta(res) }
}

export async function requestBlob(
  url: string,
  opts: RequestOptions = {},
): Promise<{ blob: Blob } & HttpResponse> {
  const res = await send(url, opts)
  return { blob: await res.blob(), ...meta(res) }
}

/** Joins a base URL ("" means this server) and an API path. */
export function joinUrl(base: string, path: string): string {
  const trimmed = base.trim().replace(/\/+$/, '')
  return `${trimmed}${path.startsWith('/') ? path : `/${path}`}`
}
