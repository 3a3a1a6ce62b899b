import type { Usage } from '@contract/chat'
import type { ChatStreamEvent } from '../api/to-chat-events'
import { mergeField } from '../fields/registry'
import type { ChatMessageRecord } from '../types'

/** Applies one stream event to the assistant message. Pure: same inputs, same message. */
export function applyChatEvent(
  message: ChatMessageRecord,
  event: ChatStreamEvent,
  now: number,
): ChatMessageRecord {
  switch (event.type) {
    case 'meta':
      return message.model === event.model ? message : { ...message, model: event.model }
    case 'text-delta':
      return {
        ...message,
        content: message.content + event.text,
        contentStartedAt: message.contentStartedAt ?? now,
        updatedAt: now,
      }
    case 'field':
      return mergeField(message, event, now)
    case 'finish':
      return { ...message, finishReason: event.reason }
    case 'keep-alive':
      return message
    case 'error':
      return { ...message, status: { state: 'incomplete', reason: 'error', error: event.error } }
    case 'done':
      if (message.status.state !== 'streaming') return message
      return {
        ...message,
        status:
          message.finishReason === 'length'
            ? { state: 'incomplete', reason: 'length' }
            : { state: 'complete' },
      }
  }
}

/** Usage of a continued reply: what the first part cost plus what the continuation cost. */
export function addUsage(a: Usage | null, b: Usage | null): Usage | null {
  if (!a || !b) return a ?? b
  const reasoning =
    (a.completion_tokens_details?.reasoning_tokens ?? 0) +
    (b.completion_tokens_details?.reasoning_tokens ?? 0)
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
    prompt_tokens_details: null,
    completion_tokens_details: reasoning ? { reasoning_tokens: reasoning } : null,
  }
}

/** A message left `streaming` by a tab that went away keeps its text and becomes interrupted. */
export function markInterrupted(message: ChatMessageRecord): ChatMessageRecord {
  return message.status.state === 'streaming'
    ? { ...message, status: { state: 'incomplete', reason: 'interrupted' } }
    : message
}
