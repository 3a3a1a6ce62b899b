import { countTokens, decodeGenerator, encode } from 'gpt-tokenizer'
import type { ChatMessage } from '@contract/chat'

/**
 * Token counting with a real BPE tokenizer (o200k), not characters/4. A hosted model's own
 * vocabulary differs, so counts are close to, not identical with, what it would report.
 *
 * Cost is bounded by the bytes, not their shape: BPE on one unbroken "word" grows much faster than
 * its length (a 150k-character word took 19 s), so text is cut into slices first: at whitespace
 * where there is some, and every WORD_SLICE characters inside a longer run (a URL, base64, CJK text
 * without punctuation). Counts of such runs are then a close upper estimate, never a freeze. The
 * async counters also give the event loop back between slices.
 */

// User text may contain strings like "<|endoftext|>"; they are plain text here, never control tokens
// (the library's default would throw on them).
const PLAIN = { disallowedSpecial: new Set<string>() }

/** The chat template's cost: a few tokens per message plus the reply primer (as OpenAI counts). */
const PER_MESSAGE = 4
const PRIMER = 3

/** Longest run tokenized in one piece: BPE cost per slice of rare CJK grows fast past ~100 chars. */
export const WORD_SLICE = 64
/** Text per slice between whitespace cuts. */
const SLICE_TARGET = 2_048
/** How long the async counters may hold the event loop before yielding. */
const YIELD_EVERY_MS = 8

/**
 * Cuts text into slices whose separate counts add up to (nearly) the whole count: cuts fall just
 * before a whitespace character that follows a non-space (where o200k starts a new word anyway),
 * or every WORD_SLICE characters inside a run with no whitespace, never inside a surrogate pair.
 */
export function* tokenSlices(text: string): Generator<string, void, undefined> {
  let start = 0
  let runStart = 0 // start of the current run of non-whitespace
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isSpaceCode(code)) {
      if (i - start >= SLICE_TARGET && i > 0 && !isSpaceCode(text.charCodeAt(i - 1))) {
        yield text.slice(start, i)
        start = i
      }
      runStart = i + 1
    } else if (i - runStart >= WORD_SLICE && !isLowSurrogate(code)) {
      yield text.slice(start, i)
      start = i
      runStart = i
    }
  }
  if (start < text.length) yield text.slice(start)
}

function isSpaceCode(code: number) {
  return code === 32 || code === 10 || code === 9 || code === 13 || code === 12 || code === 0x3000
}

function isLowSurrogate(code: number) {
  return code >= 0xdc00 && code <= 0xdfff
}

function countSlice(slice: string): number {
  return countTokens(slice, PLAIN)
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Counts text, yielding to the event loop every few ms; stops once over `limit`, returning false. */
export async function countTextTokensAsync(
  text: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<number | false> {
  let total = 0
  let since = performance.now()
  for (const slice of tokenSlices(text)) {
    total += countSlice(slice)
    if (total > limit) return false
    if (performance.now() - since > YIELD_EVERY_MS) {
      await yieldToLoop()
      since = performance.now()
    }
  }
  return total
}

/**
 * The prompt's token count if it is within `limit`, else false, with the count of each message.
 * Stops as soon as the limit is passed, so a huge prompt costs no more than the limit.
 */
export async function promptWithinLimit(
  messages: readonly Pick<ChatMessage, 'content'>[],
  limit: number,
): Promise<{ total: number; perMessage: number[] } | false> {
  let total = PRIMER
  const perMessage: number[] = []
  for (const m of messages) {
    total += PER_MESSAGE
    if (total > limit) return false
    const count = await countTextTokensAsync(m.content, limit - total)
    if (count === false) return false
    perMessage.push(count)
    total += count
  }
  return { total, perMessage }
}

export function countPromptTokens(messages: readonly Pick<ChatMessage, 'content'>[]): number {
  let total = PRIMER
  for (const m of messages) total += PER_MESSAGE + countTextTokens(m.content)
  return total
}

// Long texts (benchmark replies) are asked for by many concurrent streams; count each once.
const memo = new Map<string, number>()
const MEMO_MIN_LENGTH = 4_096

/** Synchronous count, for the service's own texts (replies); linear in the length like the rest. */
export function countTextTokens(text: string): number {
  if (!text) return 0
  if (text.length < MEMO_MIN_LENGTH) return sumSlices(text)
  const known = memo.get(text)
  if (known !== undefined) return known
  const count = sumSlices(text)
  if (memo.size >= 8) memo.delete(memo.keys().next().value!)
  memo.set(text, count)
  return count
}

function sumSlices(text: string): number {
  let total = 0
  for (const slice of tokenSlices(text)) total += countSlice(slice)
  return total
}

/** Tokens of the service's own reply text, sliced the same way so counts and pieces agree. */
export function encodeText(text: string): number[] {
  if (!text) return []
  const out: number[] = []
  for (const slice of tokenSlices(text)) for (const t of encode(slice, PLAIN)) out.push(t)
  return out
}

/** Decodes tokens into the pieces a model would stream: one string per completed token. */
export function tokenPieces(tokens: readonly number[]): string[] {
  return [...decodeGenerator(tokens)]
}
