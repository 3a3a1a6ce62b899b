import { createHash, timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { KeyGrant, ServerConfig } from '../../config'
import { mayUseChat, scopesOf } from '../../lib/key-scopes'
import { chatError } from '../errors'

export type ChatEnv = { Variables: { grant: KeyGrant } }

/** The key of `Authorization: Bearer <key>`; the scheme is case-insensitive as in RFC 7235. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

// Compare digests so the time taken says nothing about how much of a key was right.
const digest = (text: string) => createHash('sha256').update(text).digest()

export function findKeyGrant(keys: readonly KeyGrant[], key: string | null): KeyGrant | undefined {
  if (!key) return undefined
  const wanted = digest(key)
  let found: KeyGrant | undefined
  for (const grant of keys) if (timingSafeEqual(digest(grant.key), wanted)) found ??= grant
  return found
}

export const NOT_CHAT = 'This API key may not use the chat service.'

/**
 * A missing or unknown key is `invalid_token`, HTTP 400 (docs/wire-formats.md, "Chat completion
 * service", Errors). A known key without the chat scope (docs/api-keys.md) is `invalid_model`, the
 * code this service already gives a key refused a model, on every route, /models included: an
 * empty list would look like a server without models rather than a key that may not use any.
 */
export function requireKey(config: ServerConfig): MiddlewareHandler<ChatEnv> {
  return async (c, next) => {
    const grant = findKeyGrant(config.keys, bearerKey(c.req.header('authorization')))
    if (!grant) return chatError(c, 'invalid_token')
    if (!mayUseChat(scopesOf(grant))) return chatError(c, 'invalid_model', NOT_CHAT)
    c.set('grant', grant)
    await next()
  }
}
