import { ownWords, type ErrorDetail } from './i18n'

/** The one error type of every network call: HTTP status, service code, message, trace ids. */
export type ApiErrorKind = 'http' | 'service' | 'network' | 'aborted' | 'stream'

export interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number | null
  code?: string | number | null
  type?: string | null
  /** The service's words, or ours in English when `detail` is set. */
  message: string
  /** Set when the words are ours (a catalog key): shown in the UI language. */
  detail?: ErrorDetail | null
  traceId?: string | null
  externalTraceId?: string | null
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | null
  /** The service's own code: a string for chat (`invalid_token`), a number for jobs (`210021`). */
  readonly code: string | number | null
  readonly type: string | null
  readonly traceId: string | null
  readonly externalTraceId: string | null
  readonly detail: ErrorDetail | null

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status ?? null
    this.code = init.code ?? null
    this.type = init.type ?? null
    this.traceId = init.traceId ?? null
    this.externalTraceId = init.externalTraceId ?? null
    this.detail = init.detail ?? null
  }

  get isAbort(): boolean {
    return this.kind === 'aborted'
  }

  /** A plain object for storage (IndexedDB cannot clone class instances' prototypes). */
  toJSON(): ApiErrorInit {
    return {
      kind: this.kind,
      status: this.status,
      code: this.code,
      type: this.type,
      message: this.message,
      traceId: this.traceId,
      externalTraceId: this.externalTraceId,
      ...(this.detail ? { detail: this.detail } : {}),
    }
  }
}

const TRACE_PREFIX = /^\[trace_id:\s*([^\]]+)\]\s*/

/**
 * Reads both services' error bodies (chat `{"error":{message,type,code,param}}`, jobs `{code,msg}`)
 * and the variants of docs/wire-formats.md: a flat `message`, `message` instead of `msg`, a
 * `[trace_id: …]` prefix, or no JSON at all.
 */
export function errorFromBody(
  status: number,
  bodyText: string,
  headers: Headers,
  externalTraceId: string | null = null,
): ApiError {
  let code: string | number | null = null
  let type: string | null = null
  let message = ''
  let traceId = headers.get('x-pd-trace-id') ?? headers.get('x-request-id')
  try {
    const body: unknown = JSON.parse(bodyText)
    if (body && typeof body === 'object') {
      const b = body as Record<string, unknown>
      const inner = (b.error && typeof b.error === 'object' ? b.error : b) as Record<
        string,
        unknown
      >
      if (typeof inner.code === 'string' || typeof inner.code === 'number') code = inner.code
      if (typeof inner.type === 'string') type = inner.type
      const text = [inner.message, inner.msg, b.message, b.msg].find((m) => typeof m === 'string')
      if (typeof text === 'string') message = text
      if (!traceId && typeof inner.param === 'string' && /^[0-9a-f-]{32,36}$/i.test(inner.param)) {
        traceId = inner.param
      }
    }
  } catch {
    message = bodyText.trim().slice(0, 300)
  }
  const prefixed = TRACE_PREFIX.exec(message)
  if (prefixed) {
    traceId ??= prefixed[1]!.trim()
    message = message.slice(prefixed[0].length)
  }
  const words = message ? { message } : ownWords('emptyHttp', { status })
  return new ApiError({ kind: 'http', status, code, type, ...words, traceId, externalTraceId })
}
