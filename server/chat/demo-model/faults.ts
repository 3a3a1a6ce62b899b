import type { Context } from 'hono'
import { chatError, chatErrorBody } from '../errors'
import type { ReplyIdentity } from './response-shapes'
import type { Frame } from './stream-frames'

/**
 * Fault injection for client tests, chosen per request by the `x-parley-fault` header and active
 * only when PARLEY_FAULTS=1 (otherwise the header is ignored). Stream faults strike halfway
 * through the content:
 * - drop: the server ends the stream there; no finish chunk, no [DONE].
 * - malformed: one chunk line is cut off mid-JSON, then the stream continues normally.
 * - error-midstream: an `{"error":{...}}` data line after HTTP 200, then the stream ends.
 * - slow: one token a second, from the first token on.
 * HTTP faults answer at once, in the service's error shape:
 * - http-500: internal_error; http-429: rate_limit.
 */
export const STREAM_FAULTS = ['drop', 'malformed', 'error-midstream', 'slow'] as const
export const HTTP_FAULTS = ['http-500', 'http-429'] as const
export type StreamFault = (typeof STREAM_FAULTS)[number]
export type HttpFault = (typeof HTTP_FAULTS)[number]
export type Fault = StreamFault | HttpFault

export const FAULT_HEADER = 'x-parley-fault'

export type FaultParse = { ok: true; fault: Fault | null } | { ok: false; message: string }

export function parseFault(header: string | undefined, enabled: boolean): FaultParse {
  if (!enabled || header === undefined || header.trim() === '') return { ok: true, fault: null }
  const value = header.trim().toLowerCase()
  const known: readonly string[] = [...STREAM_FAULTS, ...HTTP_FAULTS]
  if (!known.includes(value)) {
    return {
      ok: false,
      message: `Unknown ${FAULT_HEADER} "${header}"; use one of ${known.join(', ')}.`,
    }
  }
  return { ok: true, fault: value as Fault }
}

function isHttpFault(fault: Fault | null): fault is HttpFault {
  return fault === 'http-500' || fault === 'http-429'
}

export function isStreamFault(fault: Fault | null): fault is StreamFault {
  return fault !== null && !isHttpFault(fault)
}

/** The answer to an HTTP fault, or to a stream fault on a plain request; null to go on. */
export function faultResponse(
  c: Context,
  fault: Fault | null,
  streaming: boolean,
): Response | null {
  if (fault === 'http-429') {
    c.header('retry-after', '1')
    return chatError(
      c,
      'rate_limit',
      'Rate limit exceeded, please try again later (injected fault).',
    )
  }
  if (fault === 'http-500') {
    return chatError(c, 'internal_error', 'Internal Server Error (injected fault).')
  }
  if (isStreamFault(fault) && !streaming) {
    return chatError(
      c,
      'invalid_request',
      `The fault "${fault}" applies to streaming requests only; send "stream": true.`,
      FAULT_HEADER,
    )
  }
  return null
}

/**
 * Rewrites a frame sequence for drop, malformed and error-midstream. The fault strikes after
 * `contentPieces / 2` content chunks (rounded up), or before the finish chunk if there are none.
 */
export function* applyStreamFault(
  frames: Iterable<Frame>,
  fault: StreamFault,
  who: ReplyIdentity,
  contentPieces: number,
): Generator<Frame, void, undefined> {
  if (fault === 'slow') {
    yield* frames
    return
  }
  const strikeAfter = Math.ceil(contentPieces / 2)
  let seen = 0
  let struck = false
  for (const frame of frames) {
    const beforeFinish = frame.kind === 'data' && frame.part === 'finish'
    if (!struck && beforeFinish) {
      struck = true
      if (!(yield* strike(fault, who))) return
    }
    yield frame
    if (frame.kind === 'data' && frame.part === 'content' && ++seen === strikeAfter && !struck) {
      struck = true
      if (!(yield* strike(fault, who))) return
    }
  }
}

/** Emits the fault's frames; returns whether the stream goes on afterwards. */
function* strike(
  fault: Exclude<StreamFault, 'slow'>,
  who: ReplyIdentity,
): Generator<Frame, boolean> {
  if (fault === 'drop') return false
  if (fault === 'error-midstream') {
    const body = chatErrorBody(
      'model_server_error',
      'The model server failed in the middle of the reply (injected fault).',
    )
    yield { kind: 'raw', text: `data: ${JSON.stringify(body)}\n\n` }
    return false
  }
  const whole = JSON.stringify({
    id: who.id,
    object: 'chat.completion.chunk',
    created: who.created,
    model: who.model,
    choices: [{ index: 0, delta: { content: 'this chunk is cut off' }, finish_reason: null }],
  })
  yield { kind: 'raw', text: `data: ${whole.slice(0, Math.floor(whole.length / 2))}\n\n` }
  return true
}
