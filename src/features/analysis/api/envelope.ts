import type { Envelope } from '@contract/jobs'
import { ApiError, requestJson, type RequestOptions } from '@/lib/http'

/**
 * Calls the job service and unwraps its envelope: a non-zero `code` is a failure even on HTTP 200
 * (research 1.0), and it keeps the trace ids.
 */
export async function requestEnvelope<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const res = await requestJson<Envelope<T> & { message?: string }>(url, opts)
  const body = res.data
  if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
    throw new ApiError({ kind: 'http', status: res.status, message: 'The job service sent a reply without its envelope.', traceId: res.traceId })
  }
  if (body.code !== 0) {
    throw new ApiError({
      kind: 'service',
      status: res.status,
      code: body.code,
      message: body.msg ?? body.message ?? `The job service answered with code ${body.code}.`,
      traceId: res.traceId,
      externalTraceId: opts.externalTraceId ?? null,
    })
  }
  return body.data
}
