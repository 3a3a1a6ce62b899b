import type { ReadableStreamReadResult } from 'node:stream/web'
import { secretRedactor, secretScrubber } from './secret-scrubber'
import { eventCutter } from './sse-cut'

// The gateways redact whole bodies with the same forms the streamed ones are scrubbed of.
export { redactSecret } from './secret-scrubber'

/**
 * The one way both gateways (chat and jobs) call their upstream service, so they share the same
 * guarantees:
 * - connect timeout: the upstream must send its response headers within `connectMs`;
 * - idle timeout: once the body flows, no silence longer than `idleMs` between two bytes;
 * - redirects are never followed (no re-POST of a body to wherever a 3xx points);
 * - the upstream key (as sent, upper or lower case, base64 or base64url: secret-scrubber.ts) is
 *   removed from every body byte and header value that comes back;
 * - a failure after the headers ends the body with a frame in the service's own dialect, never
 *   with a bare connection reset (and never as an error thrown into the HTTP server, which would
 *   print a stack trace outside the redacting logger).
 * The bounds and the errors users see: docs/limits.md.
 */
export interface UpstreamTimeouts {
  /** Until the upstream's response headers arrive (TCP connect included). */
  connectMs: number
  /** Longest silence allowed between body bytes. */
  idleMs: number
}

export const DEFAULT_UPSTREAM_TIMEOUTS: UpstreamTimeouts = { connectMs: 60_000, idleMs: 60_000 }

export type UpstreamFailure =
  | { kind: 'timeout'; message: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'redirect'; message: string }

export type UpstreamResult = { ok: true; res: Response } | { ok: false; failure: UpstreamFailure }

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`

/**
 * fetch with the connect timeout, no redirects, and cancellation when the client leaves before the
 * upstream answers. Afterwards the client's disconnect cancels the body stream instead.
 */
export async function fetchUpstream(
  url: string,
  init: RequestInit,
  options: { timeouts: UpstreamTimeouts; clientSignal: AbortSignal; service: string },
): Promise<UpstreamResult> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeouts.connectMs)
  const clientGone = () => controller.abort()
  options.clientSignal.addEventListener('abort', clientGone, { once: true })
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: controller.signal })
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => {})
      return {
        ok: false,
        failure: {
          kind: 'redirect',
          message: `The upstream ${options.service} answered with a redirect (HTTP ${res.status}); Parley does not follow upstream redirects. Point the upstream URL at the final address.`,
        },
      }
    }
    return { ok: true, res }
  } catch {
    // The cause (DNS, refused, TLS) can name hosts and headers; the client only needs the fact.
    return {
      ok: false,
      failure: timedOut
        ? {
            kind: 'timeout',
            message: `The upstream ${options.service} did not answer within ${seconds(options.timeouts.connectMs)}.`,
          }
        : { kind: 'unreachable', message: `The upstream ${options.service} could not be reached.` },
    }
  } finally {
    clearTimeout(timer)
    options.clientSignal.removeEventListener('abort', clientGone)
  }
}

export type BodyFailure = { kind: 'idle' | 'closed'; message: string }

/** An SSE event longer than this is passed on as it comes, not held whole (docs/limits.md). */
export const MAX_HELD_EVENT_CHARS = 1024 * 1024

/**
 * The upstream's SSE body as a stream that never errors: whole events pass through (with the
 * secret removed); a silence longer than idleMs between any two bytes, or an upstream that breaks
 * off, ends it with `onFailure`'s frame in place of the unfinished event. Cancelling it (the client
 * left) cancels the upstream body, which closes that connection.
 */
export function guardedBody(
  body: ReadableStream<Uint8Array>,
  options: {
    idleMs: number
    secret: string
    service: string
    onFailure: (failure: BodyFailure) => string
  },
): ReadableStream<Uint8Array> {
  const reader = new IdleGuardedReader(body, options.idleMs)
  const scrub = secretScrubber(options.secret)
  const events = eventCutter(MAX_HELD_EVENT_CHARS)
  const encoder = new TextEncoder()
  let cancelled = false
  return new ReadableStream<Uint8Array>({
    // A pull must enqueue or close: one that returns with nothing (a chunk that was all a held
    // key prefix, half a character or half an event) is never called again, and the stream
    // hangs with no timer running. So read on until there is output; the idle timeout runs
    // from each read, so it is between bytes however few of them make output.
    async pull(controller) {
      for (;;) {
        const step = await reader.read()
        if (cancelled) return
        if (step === 'idle' || step === 'closed') {
          void reader.cancel()
          const whole = events.push(scrub.flush())
          events.rest() // an unfinished event: the failure frame takes its place
          controller.enqueue(encoder.encode(whole + options.onFailure(failure(step))))
          controller.close()
          return
        }
        if (step.done) {
          reader.stop()
          const rest = events.push(scrub.flush()) + events.rest()
          if (rest) controller.enqueue(encoder.encode(rest))
          controller.close()
          return
        }
        const text = events.push(scrub.push(step.value))
        if (text) {
          controller.enqueue(encoder.encode(text))
          return
        }
      }
    },
    cancel() {
      cancelled = true
      return reader.cancel()
    },
  })

  function failure(kind: 'idle' | 'closed'): BodyFailure {
    return kind === 'idle'
      ? {
          kind,
          message: `The upstream ${options.service} stopped sending for ${seconds(options.idleMs)}; the reply is incomplete.`,
        }
      : {
          kind,
          message: `The upstream ${options.service} closed the connection before the reply was complete.`,
        }
  }
}

/**
 * The idle timeout of one body: reads that end as 'idle' when nothing comes for `idleMs` after the
 * read began, or 'closed' when the connection broke. One timer serves the whole body, checked
 * lazily, instead of a timer, a promise and a race per chunk: each read only notes when it began;
 * when the timer fires it cuts a read pending for idleMs or more, re-arms for the rest of a
 * younger one, and lapses when no read is pending (a client that reads slowly is no silence of
 * the upstream's; the next read arms it again). So a busy stream costs about one timer per idleMs.
 * The cut cancels the upstream body (closing that connection), which settles the pending read.
 */
export class IdleGuardedReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  /** When the pending read began; -1 when none is pending. */
  private readingSince = -1
  private timer: NodeJS.Timeout | null = null
  private idle = false

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly idleMs: number,
  ) {
    this.reader = body.getReader()
  }

  async read(): Promise<ReadableStreamReadResult<Uint8Array> | 'idle' | 'closed'> {
    if (this.idle) return 'idle'
    this.readingSince = performance.now()
    if (!this.timer) this.arm(this.idleMs)
    try {
      const step = await this.reader.read()
      return this.idle ? 'idle' : step
    } catch {
      return this.idle ? 'idle' : 'closed'
    } finally {
      this.readingSince = -1
    }
  }

  /** Ends the guard and cancels the upstream body (harmless once it has ended). */
  cancel(): Promise<void> {
    this.stop()
    return this.reader.cancel().catch(() => {})
  }

  /** Ends the guard alone: the body was read to its end. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private arm(ms: number) {
    this.timer = setTimeout(this.check, ms)
  }

  private readonly check = () => {
    this.timer = null
    if (this.readingSince < 0) return
    // Node's timers may fire a little early against performance.now(): then re-arm for the rest.
    const silent = performance.now() - this.readingSince
    if (silent < this.idleMs) return this.arm(this.idleMs - silent)
    this.idle = true
    this.reader.cancel().catch(() => {})
  }
}

/** The headers `keep` accepts (by lower-case name), their values with the secret removed. */
export function scrubbedHeaders(from: Headers, secret: string, keep: (name: string) => boolean) {
  const redact = secretRedactor(secret)
  const out = new Headers()
  for (const [name, value] of from) if (keep(name)) out.set(name, redact(value))
  return out
}

/** Plain words for a whole-body read that failed, the same in both gateways. */
export function readFailureMessage(
  service: string,
  kind: 'idle' | 'closed' | 'too-large',
  maxBytes: number,
): string {
  if (kind === 'idle')
    return `The upstream ${service} stopped sending before its reply was complete.`
  if (kind === 'too-large')
    return `The upstream ${service} sent a reply larger than ${maxBytes} bytes.`
  return `The upstream ${service} closed the connection before the reply was complete.`
}

/** Reads a whole (non-streamed) body under the idle timeout and a size cap; on failure, why. */
export async function readWhole(
  body: ReadableStream<Uint8Array> | null,
  options: { idleMs: number; maxBytes: number },
): Promise<{ ok: true; text: string } | { ok: false; kind: 'idle' | 'closed' | 'too-large' }> {
  if (!body) return { ok: true, text: '' }
  const reader = new IdleGuardedReader(body, options.idleMs)
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const step = await reader.read()
    if (step === 'idle' || step === 'closed') {
      void reader.cancel()
      return { ok: false, kind: step }
    }
    if (step.done) {
      reader.stop()
      return { ok: true, text: text + decoder.decode() }
    }
    bytes += step.value.byteLength
    if (bytes > options.maxBytes) {
      void reader.cancel()
      return { ok: false, kind: 'too-large' }
    }
    text += decoder.decode(step.value, { stream: true })
  }
}
