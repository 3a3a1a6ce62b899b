import type { ChatMessage } from '@contract/chat'
import { CONTINUE_INSTRUCTION } from '@contract/continue'

/**
 * Continue (docs/chat-service.md): a conversation that ends with an assistant's partial reply and
 * then CONTINUE_INSTRUCTION asks the demo engine to resume its own reply where the partial stops.
 */
export interface Continuation<M> {
  /** The conversation as it was when the partial reply began: it ends with the question. */
  messages: M[]
  partial: string
}

export function findContinuation<M extends Pick<ChatMessage, 'role' | 'content'>>(
  messages: readonly M[],
): Continuation<M> | null {
  const n = messages.length
  const last = messages[n - 1]
  const before = messages[n - 2]
  if (n < 3 || last?.role !== 'user' || last.content.trim() !== CONTINUE_INSTRUCTION) return null
  if (before?.role !== 'assistant') return null
  return { messages: messages.slice(0, n - 2), partial: before.content }
}

/**
 * What is left of `full` after `partial`: the rest when full starts with it, else the rest after
 * their longest common prefix (a partial the client trimmed or edited resumes where they agree).
 */
export function remainderAfter(full: string, partial: string): string {
  if (full.startsWith(partial)) return full.slice(partial.length)
  let i = 0
  const max = Math.min(full.length, partial.length)
  while (i < max && full.charCodeAt(i) === partial.charCodeAt(i)) i++
  // Never split a surrogate pair.
  if (i > 0 && i < full.length && /[\udc00-\udfff]/.test(full[i]!)) i--
  return full.slice(i)
}
