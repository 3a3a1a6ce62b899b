import { createParser } from 'eventsource-parser'
import { ApiError, ownWords } from '@/lib/http'

/**
 * One item of a server-sent event stream. Comments are surfaced (not dropped) because keep-alives
 * tell the UI the service is still working.
 */
export type SseItem =
  | { kind: 'event'; event: string | undefined; id: string | undefined; data: string }
  | { kind: 'comment'; text: string }

/**
 * Bytes in, SSE items out, whatever the chunk boundaries: eventsource-parser handles CR/LF/CRLF,
 * comments, multi-line data and the optional space; a streaming TextDecoder keeps UTF-8 characters
 * split across reads intact.
 */
export function createSseDecoder(onItem: (item: SseItem) => void) {
  const decoder = new TextDecoder('utf-8')
  const parser = createParser({
    onEvent: (e) => onItem({ kind: 'event', event: e.event, id: e.id, data: e.data }),
    onComment: (text) => onItem({ kind: 'comment', text: text.trim() }),
  })
  let endsWithCr = false
  const feed = (text: string) => {
    if (!text) return
    parser.feed(text)
    endsWithCr = text.endsWith('\r')
  }
  return {
    push(bytes: Uint8Array) {
      feed(decoder.decode(bytes, { stream: true }))
    },
    /** Flushes the decoder; an event without its closing blank line is dropped, as the SSE spec says. */
    end() {
      feed(decoder.decode())
      // The parser holds a trailing CR in case LF follows; at the end of the stream it is a line
      // end, so complete it (an LF after CR adds no extra line).
      if (endsWithCr) parser.feed('\n')
    },
  }
}

/** Reads a fetch body as SSE items; a dropped connection becomes an ApiError of kind "stream". */
export async function* readSse(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<SseItem> {
  const reader = body.getReader()
  const queue: SseItem[] = []
  const decoder = createSseDecoder((item) => queue.push(item))
  let finished = false
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (err) {
        if (signal?.aborted) throw new ApiError({ kind: 'aborted', ...ownWords('aborted') })
        throw new ApiError({
          kind: 'stream',
          ...ownWords('streamDropped'),
          code: err instanceof Error ? err.name : null,
        })
      }
      if (chunk.done) {
        finished = true
        decoder.end()
        yield* queue.splice(0)
        return
      }
      decoder.push(chunk.value)
      yield* queue.splice(0)
    }
  } finally {
    // A consumer that stops early (Stop, unmount) must close the connection, not leave it open.
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}
