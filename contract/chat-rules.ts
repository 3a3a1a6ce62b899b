import { CHAT_ROLES, DEEPSEEK_MAX_TOKENS, isDeepseekFamily, type ChatErrorCode } from './chat'

/**
 * The request rules of the chat service (messages and max_tokens), checked by the server before its
 * demo models answer and by the client before it sends, so both say the same words.
 */
export interface RuleViolation {
  code: ChatErrorCode
  message: string
  param: string | null
}

const violation = (
  message: string,
  param: string | null,
  code: ChatErrorCode = 'invalid_request',
): RuleViolation => ({
  code,
  message,
  param,
})

/** Roles that may open a conversation and lead the alternation: system and its newer name. */
const LEADING = new Set(['system', 'developer'])

/** Why a content value is unusable, or null: a string, a list of text/image parts, or null beside tool_calls. */
function contentProblem(m: Record<string, unknown>, at: string): RuleViolation | null {
  const content = m.content
  if (typeof content === 'string') return null
  const hasToolCalls = Array.isArray(m.tool_calls) && m.tool_calls.length > 0
  if ((content === null || content === undefined) && m.role === 'assistant' && hasToolCalls)
    return null
  if (!Array.isArray(content)) {
    return violation(`${at}.content must be a string or a list of content parts.`, `${at}.content`)
  }
  for (let j = 0; j < content.length; j++) {
    const part: unknown = content[j]
    const where = `${at}.content[${j}]`
    const type =
      typeof part === 'object' && part !== null ? (part as { type?: unknown }).type : undefined
    if (type === 'text') {
      if (typeof (part as { text?: unknown }).text !== 'string')
        return violation(`${where}.text must be a string.`, `${where}.text`)
    } else if (type === 'image_url') {
      const image = (part as { image_url?: unknown }).image_url
      const url =
        typeof image === 'object' && image !== null ? (image as { url?: unknown }).url : undefined
      if (typeof url !== 'string')
        return violation(`${where}.image_url.url must be a string.`, `${where}.image_url.url`)
    } else {
      return violation(
        `${where}.type must be "text" or "image_url"; got ${JSON.stringify(type ?? null)}.`,
        `${where}.type`,
      )
    }
  }
  return null
}

/**
 * The chat service's rules for `messages` (docs/wire-formats.md, "Chat completion service"), as
 * the local demo models apply them. A gateway in front of a real service does not apply them:
 * the upstream judges its own requests.
 */
export function checkMessages(messages: unknown, usesFunctions = false): RuleViolation | null {
  if (!Array.isArray(messages)) return violation('messages must be a list of messages.', 'messages')
  if (messages.length === 0) return violation('messages must not be empty.', 'messages')

  for (let i = 0; i < messages.length; i++) {
    const m: unknown = messages[i]
    if (typeof m !== 'object' || m === null || Array.isArray(m)) {
      return violation(`messages[${i}] must be an object with role and content.`, `messages[${i}]`)
    }
    const { role } = m as { role?: unknown }
    if (typeof role !== 'string' || !(CHAT_ROLES as readonly string[]).includes(role)) {
      return violation(
        `messages[${i}].role must be one of ${CHAT_ROLES.join(', ')}; got ${JSON.stringify(role ?? null)}.`,
        `messages[${i}].role`,
      )
    }
    const problem = contentProblem(m as Record<string, unknown>, `messages[${i}]`)
    if (problem) return problem
  }

  const list = messages as { role: string; tool_calls?: unknown }[]
  const roles = list.map((m) => m.role)
  const first = roles[0]!
  const last = roles[roles.length - 1]!
  if (first !== 'user' && !LEADING.has(first)) {
    return violation(
      `The first message must have role user, system or developer; got ${first}.`,
      'messages[0].role',
    )
  }
  if (last !== 'user' && last !== 'tool' && last !== 'function') {
    return violation(
      `The last message must have role user or tool; got ${last}.`,
      `messages[${roles.length - 1}].role`,
    )
  }

  // Rule 5: without function calling, user/assistant alternate after leading system messages.
  const toolsInPlay =
    usesFunctions ||
    roles.some((r) => r === 'tool' || r === 'function') ||
    list.some((m) => Array.isArray(m.tool_calls) && m.tool_calls.length > 0)
  if (!toolsInPlay) {
    let start = 0
    while (start < roles.length && LEADING.has(roles[start]!)) start++
    for (let i = start; i < roles.length; i++) {
      const expected = (i - start) % 2 === 0 ? 'user' : 'assistant'
      if (roles[i] !== expected) {
        return violation(
          `Roles must alternate user, assistant, user, ... ending in user; messages[${i}] has role ${roles[i]} where ${expected} was expected.`,
          `messages[${i}].role`,
        )
      }
    }
  }
  return null
}

export function checkMaxTokens(
  model: string,
  maxTokens: unknown,
  ceiling?: number,
): RuleViolation | null {
  if (maxTokens === undefined || maxTokens === null) return null
  if (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1) {
    return violation('max_tokens must be a positive integer.', 'max_tokens')
  }
  const limit = ceiling ?? (isDeepseekFamily(model) ? DEEPSEEK_MAX_TOKENS : undefined)
  if (limit !== undefined && maxTokens > limit) {
    return violation(
      `Conversation token output limit: max_tokens is ${maxTokens}, but ${model} allows at most ${limit}.`,
      'max_tokens',
      'characters_too_long',
    )
  }
  return null
}
