import type { Envelope } from '@contract/jobs'
import { ApiError, requestJson, type RequestOptions } from '@/lib/http'

/**
 * Unwraps the job service's envelope: a non-zero `code` is a failure even on HTTP 200
 * (docs/wire-formats.md), and the error keeps the trace ids.
 */
export function unwrapEnvelope<T>(
  body: unknown,
  status: number,
  traceId: string | null,
  externalTraceId: string | null = null,
): T {
  const b = body as (Envelope<T> & { message?: string }) | null
  if (!b || typeof b !== 'object' || typeof b.code !== 'number') {
    throw new ApiError({
      kind: 'http',
      status,
      message: 'The job service sent a reply without its envelope.',
      traceId,
      externalTraceId,
    })
  }
  if (b.code !== 0) {
    throw new ApiError({
      kind: 'service',
      status,
      code: b.code,
      message: b.msg ?? b.message ?? `The job service answered with code ${b.code}.`,
      traceId,
      externalTraceId,
    })
  }
  return b.data
}

export async function requestEnvelope<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const res = await requestJson<unknown>(url, opts)
  return unwrapEnvelope<T>(res.data, res.status, res.traceId, opts.externalTraceId ?? null)
}
