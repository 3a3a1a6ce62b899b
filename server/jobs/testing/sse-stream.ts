// Reading a job's SSE stream (events, comments, chunks): apart from the calls that make one.
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import type { JobStreamChunk } from '@contract/jobs'

export interface StreamEvent {
  event: string | undefined
  id: string | undefined
  data: string
}

/** Parses an SSE body with a spec parser, keeping comments (keep-alives) apart. */
export async function readStream(
  res: Response,
): Promise<{ events: StreamEvent[]; comments: string[]; raw: string }> {
  const raw = await res.text()
  const events: StreamEvent[] = []
  const comments: string[] = []
  const parser = createParser({
    onEvent: (e: EventSourceMessage) => events.push({ event: e.event, id: e.id, data: e.data }),
    onComment: (c) => comments.push(c),
  })
  parser.feed(raw)
  return { events, comments, raw }
}

export function chunkOf<C = unknown>(e: StreamEvent): JobStreamChunk<C> {
  return JSON.parse(e.data) as JobStreamChunk<C>
}

export function contentOf<C = unknown>(e: StreamEvent): C {
  return chunkOf<C>(e).choices[0]?.delta.content as C
}
