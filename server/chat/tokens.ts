import { countTokens, decodeGenerator, encode, isWithinTokenLimit } from 'gpt-tokenizer'
import type { ChatMessage } from '@contract/chat'

/**
 * Token counting with a real BPE tokenizer (o200k), not characters/4. A hosted model's own
 * vocabulary differs, so counts are close to, not identical with, what it would report.
 */

// User text may contain strings like "<|endoftext|>"; they are plain text here, never control tokens
// (the library's default would throw on them).
const PLAIN = { disallowedSpecial: new Set<string>() }

/** The chat template's cost: a few tokens per message plus the reply primer (as OpenAI counts). */
const PER_MESSAGE = 4
const PRIMER = 3

export function countPromptTokens(messages: readonly Pick<ChatMessage, 'content'>[]): number {
  let total = PRIMER
  for (const m of messages) total += PER_MESSAGE + countTextTokens(m.content)
  return total
}

/**
 * The prompt's token count if it is within `limit`, else false. Stops tokenizing as soon as the
 * limit is passed, so a huge prompt costs no more than the limit.
 */
export function promptWithinLimit(
  messages: readonly Pick<ChatMessage, 'content'>[],
  limit: number,
): number | false {
  let total = PRIMER
  for (const m of messages) {
    total += PER_MESSAGE
    if (total > limit) return false
    const count = isWithinTokenLimit(m.content, limit - total, PLAIN)
    if (count === false) return false
    total += count
  }
  return total
}

// Long texts (benchmark replies) are asked for by many concurrent streams; count each once.
const memo = new Map<string, number>()
const MEMO_MIN_LENGTH = 4_096

export function countTextTokens(text: string): number {
  if (!text) return 0
  if (text.length < MEMO_MIN_LENGTH) return countTokens(text, PLAIN)
  const known = memo.get(text)
  if (known !== undefined) return known
  const count = countTokens(text, PLAIN)
  if (memo.size >= 8) memo.delete(memo.keys().next().value!)
  memo.set(text, count)
  return count
}

export function encodeText(text: string): number[] {
  return text ? encode(text, PLAIN) : []
}

/** Decodes tokens into the pieces a model would stream: one string per completed token. */
export function tokenPieces(tokens: readonly number[]): string[] {
  return [...decodeGenerator(tokens)]
}
