import type { Context } from 'hono'
import { stream } from 'hono/streaming'

/**
 * A raw SSE writer. Hono's streamSSE always writes `event: x` with a space; the Powerdrill dialect
 * writes `event:x` with none (docs/wire-formats.md, "Data-analysis job service", Stream), so both
 * dialects are framed here by hand.
 */
export interface SseWriter {
  /** Writes raw text; resolves false once the client has gone. */
  write(text: string): Promise<boolean>
  /** Waits ms, or less if the client disconnects. */
  sleep(ms: number): Promise<void>
  readonly aborted: boolean
  readonly signal: AbortSignal
}

export function sseResponse(
  c: Context,
  run: (w: SseWriter) => Promise<void>,
  headers: Record<string, string> = {},
) {
  c.header('Content-Type', 'text/event-stream; charset=utf-8')
  c.header('Cache-Control', 'no-cache, no-transform')
  c.header('Connection', 'keep-alive')
  c.header('X-Accel-Buffering', 'no')
  for (const [k, v] of Object.entries(headers)) c.header(k, v)
  return stream(c, async (s) => {
    const controller = new AbortController()
    s.onAbort(() => controller.abort())
    const writer: SseWriter = {
      get aborted() {
        return controller.signal.aborted || s.aborted || s.closed
      },
      signal: controller.signal,
      async write(text) {
        if (writer.aborted) return false
        await s.write(text)
        return !writer.aborted
      },
      sleep(ms) {
        if (ms <= 0 || writer.aborted) return Promise.resolve()
        return new Promise((resolve) => {
          const timer = setTimeout(done, ms)
          function done() {
            clearTimeout(timer)
            controller.signal.removeEventListener('abort', done)
            resolve()
          }
          controller.signal.addEventListener('abort', done, { once: true })
        })
      },
    }
    await run(writer)
  })
}
