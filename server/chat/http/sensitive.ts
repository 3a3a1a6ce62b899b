import type { ChatMessage } from '@contract/chat'

/**
 * The `invalid_messages` check (docs/wire-formats.md, "Chat completion service", Errors: "content
 * flagged as sensitive"). The real service's list is private; this one is configurable
 * (PARLEY_SENSITIVE_WORDS) and its default holds only made-up test words, so tests can trigger the
 * error and real users never do.
 */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  'parley-sensitive-test',
  'forbidden-demo-word',
]

export interface SensitiveHit {
  index: number
}

/** A matcher for whole words, case-insensitive; null when the list is empty. */
export function sensitiveMatcher(words: readonly string[]): RegExp | null {
  const cleaned = words.map((w) => w.trim()).filter(Boolean)
  if (cleaned.length === 0) return null
  const alternatives = cleaned.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu')
}

export function findSensitive(
  messages: readonly Pick<ChatMessage, 'content'>[],
  matcher: RegExp | null,
): SensitiveHit | null {
  if (!matcher) return null
  const index = messages.findIndex((m) => matcher.test(m.content))
  return index === -1 ? null : { index }
}
