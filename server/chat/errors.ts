import { logError } from '../lib/log'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CHAT_ERRORS, type ChatErrorBody, type ChatErrorCode } from '@contract/chat'

/**
 * Every error leaves the chat service as `{"error":{"message","type","code","param"}}` with the
 * status of the shared table (contract/chat.ts), never as a stack trace or plain text.
 */
export function chatErrorBody(
  code: ChatErrorCode,
  message?: string,
  param: string | null = null,
): ChatErrorBody {
  const row = CHAT_ERRORS[code]
  return { error: { message: message ?? row.message, type: row.type, code, param } }
}

export function chatError(
  c: Context,
  code: ChatErrorCode,
  message?: string,
  param: string | null = null,
) {
  return c.json(
    chatErrorBody(code, message, param),
    CHAT_ERRORS[code].status as ContentfulStatusCode,
  )
}

/** Writes one line about an unexpected error, with anything secret removed. */
export function logInternalError(err: unknown, secrets: readonly string[]) {
  logError('chat', 'internal error', err, secrets)
}
