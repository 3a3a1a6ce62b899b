/**
 * The context-length check before sending: is the prompt (what would be sent, plus the chat
 * template's per-message cost) within the model's `context_length`? Pure: the tokenizer is passed
 * in, so the heavy tokenizer module is loaded lazily and this logic is tested without a browser.
 */

/** Counts `text` if it is at most `budget` tokens, else false (gpt-tokenizer's isWithinTokenLimit). */
export type CountWithin = (text: string, budget: number) => number | false

/** The same template cost the server counts: a few tokens per message plus the reply primer. */
export const PER_MESSAGE = 4
export const PRIMER = 3

/**
 * BPE merges within one pre-token cost more than linear time, and a pasted blob with no spaces is
 * one pre-token; cutting texts into slices bounds each call. A cut inside a word can add a token
 * at the seam, so the count is an estimate within a few tokens per slice, which is enough to warn.
 */
export const SLICE_CHARS = 4_096

export function slices(text: string, size = SLICE_CHARS): string[] {
  const out: string[] = []
  let start = 0
  while (start < text.length) {
    let end = Math.min(start + size, text.length)
    if (end < text.length) {
      // Prefer a cut just after whitespace so words stay whole.
      const space = text.lastIndexOf(' ', end)
      const newline = text.lastIndexOf('\n', end)
      const cut = Math.max(space, newline) + 1
      if (cut > start + size / 2) end = cut
      // Never split a surrogate pair.
      else if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1
    }
    out.push(text.slice(start, end))
    start = end
  }
  return out
}

export type ContextVerdict =
  | { fits: true; tokens: number }
  /** `tokens` is an estimate: counting stops once the limit is passed, the rest is extrapolated. */
  | { fits: false; tokens: number; limit: number }

/**
 * Counts `texts` (one per message) against `limit`. Counting stops at the first slice that passes
 * the limit, so a huge paste costs about as much as the limit, not the paste; the uncounted rest
 * is estimated at the rate of the text counted so far.
 */
export function checkContext(
  texts: readonly string[],
  limit: number,
  countWithin: CountWithin,
): ContextVerdict {
  let total = PRIMER
  let countedChars = 0
  let countedTokens = 0
  for (let i = 0; i < texts.length; i++) {
    total += PER_MESSAGE
    const text = texts[i]!
    let offset = 0
    for (const piece of slices(text)) {
      const n = total > limit ? false : countWithin(piece, limit - total)
      if (n === false) {
        const rest = text.length - offset + texts.slice(i + 1).reduce((s, t) => s + t.length, 0)
        const later = (texts.length - i - 1) * PER_MESSAGE
        const rate = countedChars > 0 ? countedTokens / countedChars : 1 / 4
        const tokens = Math.max(limit + 1, total + later + Math.ceil(rest * rate))
        return { fits: false, tokens, limit }
      }
      total += n
      offset += piece.length
      countedChars += piece.length
      countedTokens += n
    }
  }
  return total > limit ? { fits: false, tokens: total, limit } : { fits: true, tokens: total }
}

/** The model's context length from the /v1/models list, when the service gives one. */
export function contextLimitOf(
  modelId: string | null,
  models: readonly { id: string; context_length?: number }[],
): number | null {
  const n = modelId ? models.find((m) => m.id === modelId)?.context_length : undefined
  return typeof n === 'number' && n > 0 ? n : null
}

/**
 * True when the texts fit without counting: a byte-level BPE token covers at least one UTF-8
 * byte, so bytes are an upper bound on tokens. Most messages pass here and the (large)
 * tokenizer chunk is never downloaded for them.
 */
export function surelyFits(texts: readonly string[], limit: number): boolean {
  const encoder = new TextEncoder()
  let bound = PRIMER
  for (const text of texts) {
    bound += PER_MESSAGE + (text.length * 3 > limit ? encoder.encode(text).length : text.length * 3)
    if (bound > limit) return false
  }
  return true
}
