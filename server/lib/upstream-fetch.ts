/**
 * The one way both gateways (chat and jobs) call their upstream service, so they share the same
 * guarantees:
 * - connect timeout: the upstream must send its response headers within `connectMs`;
 * - idle timeout: once the body flows, no silence longer than `idleMs`;
 * - redirects are never followed (no re-POST of a body to wherever a 3xx points);
 * - the upstream key is removed from every body byte and header value that comes back;
 * - a failure after the headers ends the body with a frame in the service's own dialect, never
 *   with a bare connection reset (and never as an error thrown into the HTTP server, which would
 *   print a stack trace outside the redacting logger).
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

/**
 * The upstream body as a stream that never errors: chunks pass through (with the secret removed);
 * a silence longer than idleMs or an upstream that breaks off ends it with `onFailure`'s frame.
 * Cancelling it (the client left) cancels the upstream body, which closes that connection.
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
  const reader = body.getReader()
  const scrub = secretScrubber(options.secret)
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const step = await readWithin(reader, options.idleMs)
      if (step === 'idle' || step === 'closed') {
        reader.cancel().catch(() => {})
        const failure: BodyFailure =
          step === 'idle'
            ? {
                kind: 'idle',
                message: `The upstream ${options.service} stopped sending for ${seconds(options.idleMs)}; the reply is incomplete.`,
              }
            : {
                kind: 'closed',
                message: `The upstream ${options.service} closed the connection before the reply was complete.`,
              }
        const rest = scrub.flush()
        controller.enqueue(encoder.encode(rest + options.onFailure(failure)))
        controller.close()
        return
      }
      if (step.done) {
        const rest = scrub.flush()
        if (rest) controller.enqueue(encoder.encode(rest))
        controller.close()
        return
      }
      const text = scrub.push(step.value)
      if (text) controller.enqueue(encoder.encode(text))
    },
    cancel() {
      return reader.cancel().catch(() => {})
    },
  })
}

/** One read, or 'idle' when nothing comes for `idleMs`, or 'closed' when the connection broke. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  idleMs: number,
): Promise<ReadableStreamReadResult<Uint8Array> | 'idle' | 'closed'> {
  let timer: NodeJS.Timeout | undefined
  const idle = new Promise<'idle'>((resolve) => {
    timer = setTimeout(() => resolve('idle'), idleMs)
  })
  try {
    return await Promise.race([reader.read(), idle])
  } catch {
    return 'closed'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Removes a secret from streamed bytes even when it straddles two chunks: a chunk's tail waits for
 * the next one only when it could be the start of the secret, so a stream is not delayed otherwise.
 */
export function secretScrubber(secret: string) {
  const decoder = new TextDecoder()
  let held = ''
  const hold = secret ? secret.length - 1 : 0
  return {
    push(bytes: Uint8Array): string {
      const text = held + decoder.decode(bytes, { stream: true })
      const clean = redactSecret(text, secret)
      let keep = 0
      for (let k = Math.min(hold, clean.length); k > 0; k--) {
        if (secret.startsWith(clean.slice(clean.length - k))) {
          keep = k
          break
        }
      }
      held = clean.slice(clean.length - keep)
      return clean.slice(0, clean.length - keep)
    },
    flush(): string {
      const rest = redactSecret(held + decoder.decode(), secret)
      held = ''
      return rest
    },
  }
}

export function redactSecret(text: string, secret: string): string {
  return secret ? text.split(secret).join('[redacted]') : text
}

/** Header values with the secret removed; names in `drop` (lower case) left out. */
export function scrubbedHeaders(from: Headers, secret: string, keep: (name: string) => boolean) {
  const out = new Headers()
  for (const [name, value] of from) if (keep(name)) out.set(name, redactSecret(value, secret))
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

/** Reads a whole (non-streamed) body under the idle timeout and a size cap; null on failure. */
export async function readWhole(
  body: ReadableStream<Uint8Array> | null,
  options: { idleMs: number; maxBytes: number },
): Promise<{ ok: true; text: string } | { ok: false; kind: 'idle' | 'closed' | 'too-large' }> {
  if (!body) return { ok: true, text: '' }
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const step = await readWithin(reader, options.idleMs)
    if (step === 'idle' || step === 'closed') {
      reader.cancel().catch(() => {})
      return { ok: false, kind: step }
    }
    if (step.done) return { ok: true, text: text + decoder.decode() }
    bytes += step.value.byteLength
    if (bytes > options.maxBytes) {
      reader.cancel().catch(() => {})
      return { ok: false, kind: 'too-large' }
    }
    text += decoder.decode(step.value, { stream: true })
  }
}
