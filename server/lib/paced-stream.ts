import type { Context } from 'hono'
import { paceClock, type PaceClock, type Wake } from './pace-clock'

/**
 * A paced SSE response: a sequence of steps, each either text to send or a wait in ms (a
 * number), written as the body of a plain ReadableStream that this module feeds itself.
 *
 * Per chunk it costs what a bare server costs and little more: no timer, promise or abort
 * listener per wait (every stream shares one clock, pace-clock.ts, that wakes once per tick for all
 * streams due), and the texts that fall due together (all of them, at PARLEY_PACE=0) are sent as
 * one chunk, so one socket write, instead of one write each. The body is a byte stream with its
 * own bound (HIGH_WATER bytes queued): a client that reads slowly stops the steps until it has
 * taken them (backpressure), and one that goes away ends them at once, the pending wait
 * included.
 */

/** Bytes queued for the socket before the steps pause until the client has read them. */
export const HIGH_WATER = 64 * 1024
/** A run of texts with no wait between them is sent in chunks of about this size. */
const BATCH = 16 * 1024

export interface PacedHooks {
  /** Called once, when the stream ends for any reason (done, client gone, failure). */
  onEnd(): void
  /** A step threw after the 200 was sent: the text to send in-band before the stream ends. */
  onError(error: unknown): string
}

export const SSE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
}

export function pacedSseResponse(
  c: Context,
  steps: Iterable<string | number>,
  hooks: PacedHooks,
  clock: PaceClock = paceClock,
): Response {
  for (const [k, v] of Object.entries(SSE_HEADERS)) c.header(k, v)
  return c.newResponse(pacedBody(steps[Symbol.iterator](), hooks, clock))
}

/** The body alone (exported for tests). */
export function pacedBody(
  steps: Iterator<string | number>,
  hooks: PacedHooks,
  clock: PaceClock = paceClock,
): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let finished = false
  /** A wait in progress on the clock. */
  let waiting: Wake | null = null
  /** Whether a run is queued for the next turn of the loop (after the client made room). */
  let resuming = false
  /** Whether run() is on the stack. */
  let running = false

  const finish = () => {
    if (finished) return
    finished = true
    if (waiting) clock.cancel(waiting)
    waiting = null
    hooks.onEnd()
  }

  const send = (text: string) => {
    if (text && !finished) controller.enqueue(Buffer.from(text, 'utf8'))
  }
  const close = () => {
    if (!finished) controller.close()
    finish()
  }

  /**
   * Takes steps until a wait, the end, or a full queue; sends what it took as one chunk. Not
   * re-entered: an enqueue may call pull() at once, which must not start a second run.
   */
  const run = () => {
    waiting = null
    resuming = false
    if (finished) return
    // Full (a client that reads slowly): the next run comes from pull(), once it has read.
    if ((controller.desiredSize ?? 0) <= 0) return
    running = true
    let out = ''
    try {
      for (;;) {
        const next = steps.next()
        if (next.done) {
          send(out)
          close()
          return
        }
        const step = next.value
        if (typeof step === 'number') {
          if (step <= 0) continue
          send(out)
          waiting = clock.after(step, run)
          return
        }
        out += step
        if (out.length >= BATCH) {
          send(out)
          out = ''
          if ((controller.desiredSize ?? 0) <= 0) return
        }
      }
    } catch (error) {
      try {
        send(out)
        send(hooks.onError(error))
      } finally {
        close()
      }
    } finally {
      running = false
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
      },
      // Called at the start and whenever the client has made room. A run waiting on the clock
      // keeps its time; otherwise the next run starts on a later turn, so a stream at pace 0
      // cannot hold the loop in a chain of microtasks.
      pull() {
        if (finished || waiting || resuming || running) return
        resuming = true
        setImmediate(run)
      },
      cancel() {
        steps.return?.()
        finish()
      },
    },
    { highWaterMark: HIGH_WATER, size: (chunk) => chunk.byteLength },
  )
}
