import type { ChatCompletion, FinishReason } from '@contract/chat'
import { STREAM_DONE } from '@contract/chat'
import { ownWords, type ApiErrorInit, type ErrorDetailKey } from '@/lib/http'
import type { SseItem } from '@/lib/sse/read-sse'
import {
  chunkFieldEvents,
  completionFieldEvents,
  deltaFieldEvents,
  type FieldEvent,
} from '../fields/registry'
import type { LooseChunk } from '../fields/response-field'

/** Our own event union; the wire chunk shape stops here (docs/architecture.md data flow). */
export type ChatStreamEvent =
  | { type: 'meta'; id: string; model: string }
  | { type: 'text-delta'; text: string }
  | { type: 'finish'; reason: FinishReason }
  /** A response field's value (reasoning, citations, usage…: fields/registry.ts). */
  | FieldEvent
  | { type: 'keep-alive' }
  | { type: 'error'; error: ApiErrorInit }
  | { type: 'done' }

/** An error in words of ours (translated where shown). */
const streamError = (key: ErrorDetailKey, extra: Partial<ApiErrorInit> = {}): ChatStreamEvent => ({
  type: 'error',
  error: { kind: 'stream', ...ownWords(key), ...extra },
})

/**
 * Converts one SSE item of an OpenAI-compatible stream. Tolerates the variants of
 * docs/wire-formats.md: `reasoning` for `reasoning_content`, `choices` null or absent on the usage
 * chunk, errors as `{"error":…}` with or without `event: error`, a top-level `message`, and
 * keep-alive comments.
 */
export function toChatEvents(item: SseItem): ChatStreamEvent[] {
  if (item.kind === 'comment') return [{ type: 'keep-alive' }]
  const data = item.data.trim()
  if (data.startsWith(STREAM_DONE)) return [{ type: 'done' }]
  if (data === '') return []
  let chunk: unknown
  try {
    chunk = JSON.parse(data)
  } catch {
    return [
      streamError('malformedChunk', {
        code: 'malformed_chunk',
      }),
    ]
  }
  if (!chunk || typeof chunk !== 'object')
    return [streamError('unexpectedChunk', { code: 'malformed_chunk' })]
  const c = chunk as LooseChunk

  if (c.error !== undefined || item.event === 'error') {
    const e = (c.error && typeof c.error === 'object' ? c.error : c) as {
      message?: unknown
      code?: unknown
      type?: unknown
    }
    return [
      {
        type: 'error',
        error: {
          kind: 'stream',
          // The service's own words when it sent some.
          ...(typeof e.message === 'string'
            ? { message: e.message }
            : ownWords('streamErrorNoMessage')),
          code: typeof e.code === 'string' || typeof e.code === 'number' ? e.code : null,
          type: typeof e.type === 'string' ? e.type : null,
        },
      },
    ]
  }

  const events: ChatStreamEvent[] = []
  if (typeof c.id === 'string' && typeof c.model === 'string')
    events.push({ type: 'meta', id: c.id, model: c.model })
  for (const choice of Array.isArray(c.choices) ? c.choices : []) {
    const delta = choice?.delta ?? {}
    events.push(...deltaFieldEvents(delta))
    if (typeof delta.content === 'string' && delta.content)
      events.push({ type: 'text-delta', text: delta.content })
    if (choice?.finish_reason) events.push({ type: 'finish', reason: choice.finish_reason })
  }
  // The fields a chunk carries beside its choices (citations, usage) come after them.
  events.push(...chunkFieldEvents(c))
  return events
}

/** A non-streamed reply as the same events, so one reducer handles both. */
export function completionToEvents(c: Partial<ChatCompletion> | null): ChatStreamEvent[] {
  if (!c || !Array.isArray(c.choices)) {
    return [streamError('noChoices', { code: 'malformed_chunk' })]
  }
  const events: ChatStreamEvent[] = []
  if (typeof c.id === 'string' && typeof c.model === 'string')
    events.push({ type: 'meta', id: c.id, model: c.model })
  events.push(...completionFieldEvents(c))
  const choice = c.choices[0]
  if (typeof choice?.message?.content === 'string')
    events.push({ type: 'text-delta', text: choice.message.content })
  if (choice?.finish_reason) events.push({ type: 'finish', reason: choice.finish_reason })
  events.push({ type: 'done' })
  return events
}
