import {
  STREAM_END_DONE,
  type JobRequest,
  type JobResult,
  type JobStreamEvent,
} from '@contract/jobs'
import { ApiError, requestStream } from '@/lib/http'
import { readSse } from '@/lib/sse/read-sse'
import { jobsConnection } from './connection'
import { unwrapEnvelope } from './envelope'
import { blocksToEvents, type JobEvent } from './blocks-to-events'
import { isObj } from './normalize-block'
import { toJobEvents } from './to-job-events'

interface JobStream {
  /** x-pd-trace-id of the reply. */
  traceId: string | null
  events: AsyncGenerator<JobEvent>
}

/** A fresh caller-side trace id per job (the service accepts up to 128 characters). */
export function newExternalTraceId(): string {
  return `parley-${crypto.randomUUID()}`
}

const DROPPED_STREAM_CODE = 'stream_dropped'

/**
 * Creates a job with `stream: true` and returns its events. Errors before streaming (HTTP 4xx/5xx,
 * or an HTTP 200 envelope with a non-zero code) throw an ApiError; a reply that is a whole JSON job
 * (a service ignoring `stream`) is replayed as events; a stream that closes without END_MARK ends
 * with an error event, so a dropped connection is never mistaken for a finished job.
 */
export async function openJobStream(
  request: Omit<JobRequest, 'user_id' | 'stream'>,
  opts: { signal: AbortSignal; externalTraceId: string },
): Promise<JobStream> {
  const conn = jobsConnection()
  const headers = { ...conn.headers, accept: 'text/event-stream' }
  const res = await requestStream(conn.url('/jobs'), {
    body: { ...request, user_id: conn.userId, stream: true } satisfies JobRequest,
    headers,
    signal: opts.signal,
    externalTraceId: opts.externalTraceId,
  })
  const contentType = res.headers.get('content-type') ?? ''
  if (contentType.includes('json')) {
    const body: unknown = await new Response(res.body).json().catch(() => null)
    const job = unwrapEnvelope<JobResult>(body, res.status, res.traceId, opts.externalTraceId)
    return { traceId: res.traceId, events: replayJson(job) }
  }
  return { traceId: res.traceId, events: streamEvents(res.body, opts.signal, opts.externalTraceId) }
}

async function* streamEvents(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  externalTraceId: string,
): AsyncGenerator<JobEvent> {
  let ended = false
  try {
    for await (const item of readSse(body, signal)) {
      for (const event of toJobEvents(item)) {
        yield event
        if (event.type === 'end') ended = true
      }
      if (ended) return
    }
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'aborted') throw err
    if (signal.aborted) throw new ApiError({ kind: 'aborted', message: 'The job was stopped.' })
  }
  yield {
    type: 'error',
    error: {
      kind: 'stream',
      code: DROPPED_STREAM_CODE,
      message: 'The connection dropped before the answer finished.',
      externalTraceId,
    },
  }
}

/** A whole JSON job read as the stream would have told it: its id, its blocks, END_MARK [DONE]. */
// eslint-disable-next-line @typescript-eslint/require-await
async function* replayJson(job: JobResult): AsyncGenerator<JobEvent> {
  yield* blocksToEvents([
    { type: 'JOB_ID' satisfies JobStreamEvent, content: isObj(job) ? job.job_id : null },
    ...(Array.isArray(job?.blocks) ? job.blocks : []),
    { type: 'END_MARK' satisfies JobStreamEvent, content: STREAM_END_DONE },
  ])
}
