import type { ChatModel, ChatRequest, ChatWireMessage } from '@contract/chat'
import { DEEPSEEK_MAX_TOKENS, isDeepseekFamily } from '@contract/chat'
import { checkMaxTokens, checkMessages, type RuleViolation } from '@contract/chat-rules'
import { CONTINUE_INSTRUCTION } from '@contract/continue'
import { requestContent } from '../attachments/to-request'
import type { ChatMessageRecord, ConversationRecord } from '../types'

export type RequestBody = Omit<ChatRequest, 'stream' | 'stream_options'>

/**
 * The max_tokens ceiling to show and enforce: the model's own, else the deepseek limit of
 * docs/wire-formats.md.
 */
export function maxTokensCeiling(
  modelId: string | null,
  models: readonly ChatModel[],
): number | null {
  if (!modelId) return null
  const listed = models.find((m) => m.id === modelId)?.max_tokens_ceiling
  if (typeof listed === 'number') return listed
  return isDeepseekFamily(modelId) ? DEEPSEEK_MAX_TOKENS : null
}

/**
 * Builds the request for the thread `history` (oldest first, ending in the user turn being
 * answered). Partial assistant text is real context, so interrupted replies are sent as they are.
 * With `continueFrom`, the partial reply and the continue instruction are appended: the request is
 * [...history, assistant(partial), user(CONTINUE_INSTRUCTION)]. The instruction exists only in the
 * request; it is never stored or shown, and the answer is appended to the partial message.
 * A message's attachments go into its content (attachments/to-request.ts).
 */
export function buildRequest(
  conversation: Pick<ConversationRecord, 'model' | 'systemPrompt' | 'temperature' | 'maxTokens'>,
  history: readonly Pick<ChatMessageRecord, 'role' | 'content' | 'attachments'>[],
  continueFrom?: string,
): RequestBody {
  const messages: ChatWireMessage[] = []
  if (conversation.systemPrompt.trim())
    messages.push({ role: 'system', content: conversation.systemPrompt })
  for (const m of history)
    messages.push({ role: m.role, content: requestContent(m.content, m.attachments) })
  if (continueFrom !== undefined) {
    messages.push(
      { role: 'assistant', content: continueFrom },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    )
  }
  const body: RequestBody = { model: conversation.model ?? '', messages }
  if (conversation.temperature !== null) body.temperature = conversation.temperature
  if (conversation.maxTokens !== null) body.max_tokens = conversation.maxTokens
  return body
}

/**
 * The request rules of docs/wire-formats.md, in the service's own words, checked before anything is
 * sent.
 */
export function checkRequest(body: RequestBody, ceiling: number | null): RuleViolation | null {
  if (!body.model)
    return { code: 'invalid_request', message: 'Pick a model first.', param: 'model' }
  return (
    checkMessages(body.messages) ??
    checkMaxTokens(body.model, body.max_tokens, ceiling ?? undefined)
  )
}
