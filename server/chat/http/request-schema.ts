import type { z } from 'zod'
import { ChatRequestSchema } from '@contract/chat-schemas'

export type ParsedBody = z.infer<typeof ChatRequestSchema>

export type SchemaResult =
  { ok: true; body: ParsedBody } | { ok: false; message: string; param: string | null }

/** The shape check of a chat request body (contract/chat-schemas.ts): the first issue, worded. */
export function parseRequestShape(json: unknown): SchemaResult {
  const result = ChatRequestSchema.safeParse(json)
  if (result.success) return { ok: true, body: result.data }
  const issue = result.error.issues[0]
  const param = issue?.path.length ? issue.path.map(String).join('.') : null
  return { ok: false, message: issue?.message ?? 'The request body is not valid.', param }
}
