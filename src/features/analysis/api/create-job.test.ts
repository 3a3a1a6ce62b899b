import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http'
import { fixtureText } from '../testing/sse-fixture'
import { openJobStream } from './create-job'
import type { JobEvent } from './blocks-to-events'

function reply(body: string, init: { status?: number; type?: string; split?: number } = {}) {
  const bytes = new TextEncoder().encode(body)
  const split = init.split ?? 7
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Arbitrary chunk boundaries, including inside multi-byte characters.
      for (let i = 0; i < bytes.length; i += split) controller.enqueue(bytes.slice(i, i + split))
      controller.close()
    },
  })
  return new Response(stream, {
    status: init.status ?? 200,
    headers: { 'content-type': init.type ?? 'text/event-stream', 'x-pd-trace-id': 'trace-1' },
  })
}

async function collect(events: AsyncGenerator<JobEvent>) {
  const out: JobEvent[] = []
  for await (const e of events) out.push(e)
  return out
}

const request = { session_id: 's', question: 'q' }
const opts = () => ({ signal: new AbortController().signal, externalTraceId: 'parley-ext' })

afterEach(() => vi.unstubAllGlobals())

describe('openJobStream', () => {
  it('streams the recorded job, sending the trace id and stream: true', async () => {
    const fetchMock = vi.fn().mockResolvedValue(reply(fixtureText('job-stream.sse')))
    vi.stubGlobal('fetch', fetchMock)
    const stream = await openJobStream(request, opts())
    expect(stream.traceId).toBe('trace-1')
    const events = await collect(stream.events)
    expect(events[0]).toEqual({ type: 'job-id', jobId: 'job-cmdemo00000000000000000001' })
    expect(events.at(-1)).toEqual({ type: 'end', outcome: 'done' })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/v2/team/jobs')
    expect((init.headers as Record<string, string>)['x-pd-external-trace-id']).toBe('parley-ext')
    const sent = JSON.parse(init.body as string) as Record<string, unknown>
    expect(sent).toMatchObject({ stream: true, session_id: 's', user_id: 'tmm-local-user' })
  })

  it('ends a stream that closes without END_MARK with a dropped-stream error', async () => {
    const cut = fixtureText('job-stream.sse').split('event:END_MARK')[0]!
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(cut)))
    const events = await collect((await openJobStream(request, opts())).events)
    expect(events.at(-1)).toEqual({
      type: 'error',
      error: {
        kind: 'stream',
        code: 'stream_dropped',
        message: 'The connection dropped before the answer finished.',
        externalTraceId: 'parley-ext',
      },
    })
  })

  it('throws the service error of an HTTP 200 envelope with a non-zero code', async () => {
    const body =
      '{"code":210023,"msg":"The selected data sources are not all synchronized yet.","data":null}'
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(body, { type: 'application/json' })))
    const error = await openJobStream(request, opts()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'service',
      code: 210023,
      traceId: 'trace-1',
      externalTraceId: 'parley-ext',
    })
  })

  it('throws the HTTP error of a refused job (quota) with both trace ids', async () => {
    const body = '{"code":210021,"msg":"Job quota exceeded"}'
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(reply(body, { status: 400, type: 'application/json' })),
    )
    const error = await openJobStream(request, opts()).catch((e: unknown) => e)
    expect(error).toMatchObject({
      status: 400,
      code: 210021,
      traceId: 'trace-1',
      externalTraceId: 'parley-ext',
    })
  })

  it('replays a whole JSON job when the service ignores stream: true', async () => {
    const body = JSON.stringify({
      code: 0,
      msg: null,
      data: {
        job_id: 'job-9',
        blocks: [
          {
            type: 'MESSAGE',
            content: 'Hello',
            group_id: 'g',
            group_name: 'Answer',
            stage: 'Respond',
          },
          {
            type: 'TABLE',
            content: 'https://x.invalid/t.csv',
            group_id: 'g',
            group_name: 'Answer',
            stage: 'Respond',
          },
        ],
      },
    })
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(body, { type: 'application/json' })))
    const events = await collect((await openJobStream(request, opts())).events)
    expect(events.map((e) => e.type)).toEqual(['job-id', 'block-delta', 'block', 'end'])
  })
})
