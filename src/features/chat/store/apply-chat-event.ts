import type { ChatStreamEvent } from '../api/to-chat-events'
import type { ChatMessageRecord } from '../types'

/** Applies one stream event to the assistant message. Pure: same inputs, same message. */
export function applyChatEvent(message: ChatMessageRecord, event: ChatStreamEvent, now: number): ChatMessageRecord {
  switch (event.type) {
    case 'meta':
      return message.model === event.model ? message : { ...message, model: event.model }
    case 'text-delta':
      return { ...message, content: message.content + event.text, contentStartedAt: message.contentStartedAt ?? now }
    case 'reasoning-delta':
      return { ...message, reasoning: message.reasoning + event.text, reasoningStartedAt: message.reasoningStartedAt ?? now }
    case 'citations':
      return { ...message, citations: event.results }
    case 'finish':
      return { ...message, finishReason: event.reason }
    case 'usage':
      return { ...message, usage: event.usage }
    case 'keep-alive':
      return message
    case 'error':
      return { ...message, status: { state: 'incomplete', reason: 'error', error: event.error } }
    case 'done':
      if (message.status.state !== 'streaming') return message
      return {
        ...message,
        status: message.finishReason === 'length' ? { state: 'incomplete', reason: 'length' } : { state: 'complete' },
      }
  }
}
