import { CHAT_ROLES, DEEPSEEK_MAX_TOKENS, isDeepseekFamily, type ChatErrorCode } from './chat'

/**
 * The request rules of spec §2.2 and §8, checked by the server before it answers and by the
 * client before it sends, so both say the same words.
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

export function checkMessages(messages: unknown, usesFunctions = false): RuleViolation | null {
  if (!Array.isArray(messages)) return violation('messages must be a list of messages.', 'messages')
  if (messages.length === 0) return violation('messages must not be empty.', 'messages')

  for (let i = 0; i < messages.length; i++) {
    const m: unknown = messages[i]
    if (typeof m !== 'object' || m === null) {
      return violation(`messages[${i}] must be an object with role and content.`, `messages[${i}]`)
    }
    const { role, content } = m as { role?: unknown; content?: unknown }
    if (typeof role !== 'string' || !(CHAT_ROLES as readonly string[]).includes(role)) {
      return violation(
        `messages[${i}].role must be one of ${CHAT_ROLES.join(', ')}; got ${JSON.stringify(role ?? null)}.`,
        `messages[${i}].role`,
      )
    }
    if (typeof content !== 'string') {
      return violation(`messages[${i}].content must be a string.`, `messages[${i}].content`)
    }
  }

  const roles = (messages as { role: string }[]).map((m) => m.role)
  const first = roles[0]!
  const last = roles[roles.length - 1]!
  if (first !== 'user' && first !== 'system') {
    return violation(
      `The first message must have role user or system; got ${first}.`,
      'messages[0].role',
    )
  }
  if (last !== 'user' && last !== 'tool') {
    return violation(
      `The last message must have role user or tool; got ${last}.`,
      `messages[${roles.length - 1}].role`,
    )
  }

  // Rule 5: without function calling, user/assistant alternate after an optional leading system.
  if (!usesFunctions && !roles.some((r) => r === 'tool' || r === 'function')) {
    const start = first === 'system' ? 1 : 0
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
