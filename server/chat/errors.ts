import type { Context } from 'hono'
import { CHAT_ERRORS, type ChatErrorBody, type ChatErrorCode } from '@contract/chat'

export function chatErrorBody(code: ChatErrorCode, message?: string, param: string | null = null): ChatErrorBody {
  const row = CHAT_ERRORS[code]
  return { error: { message: message ?? row.message, type: row.type, code, param } }
}

export function chatError<C extends Context>(c: C, code: ChatErrorCode, message?: string, param: string | null = null) {
  const row = CHAT_ERRORS[code]
  return c.json(chatErrorBody(code, message, param), row.status as 400)
}
