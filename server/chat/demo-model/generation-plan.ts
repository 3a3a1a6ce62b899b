import type { FinishReason } from '@contract/chat'
import type { DemoReply } from './demo-engine'
import { splitEvenly } from './demo-engine/bench-prompt'
import { createRng, type Rng } from './demo-engine/rng'
import { countTextTokens, encodeText, tokenPieces } from './tokens'

/**
 * What a generation will emit, decided up front and pure: the reply cut to `max_tokens` (reasoning
 * counts against it first, as on DeepSeek-R1) and split into the pieces a model would stream.
 */
export interface GenerationPlan {
  reasoningPieces: string[]
  contentPieces: string[]
  reasoning: string
  content: string
  finishReason: Extract<FinishReason, 'stop' | 'length'>
  reasoningTokens: number
  completionTokens: number
}

/** natural: 1 to 3 tokens per chunk, like a batching server; token: exactly one per chunk. */
export type Splitting = 'natural' | 'token'

export function planGeneration(
  reply: DemoReply,
  maxTokens: number | undefined,
  splitting: Splitting,
  seed: number,
): GenerationPlan {
  const rng = createRng(seed)
  const budget = maxTokens ?? Number.POSITIVE_INFINITY
  const reasoning = take(reply.reasoning, budget, true)
  const content = take(
    reply.content,
    budget - reasoning.count,
    !reply.bench || splitting === 'token',
  )
  const truncated = reasoning.truncated || content.truncated
  return {
    reasoningPieces: group(reasoning.pieces, splitting, rng),
    contentPieces:
      reply.bench && splitting === 'natural'
        ? content.text
          ? splitEvenly(content.text, reply.bench.chunks)
          : []
        : group(content.pieces, splitting, rng),
    reasoning: reasoning.text,
    content: content.text,
    finishReason: truncated ? 'length' : 'stop',
    reasoningTokens: reasoning.count,
    completionTokens: reasoning.count + content.count,
  }
}

interface Taken {
  text: string
  /** One string per decoded token; empty when pieces were not asked for. */
  pieces: string[]
  count: number
  truncated: boolean
}

function take(text: string, budget: number, wantPieces: boolean): Taken {
  if (!text) return { text: '', pieces: [], count: 0, truncated: false }
  // A long benchmark reply with no max_tokens needs neither pieces nor a cut: count it (memoised).
  if (!wantPieces && budget === Number.POSITIVE_INFINITY) {
    return { text, pieces: [], count: countTextTokens(text), truncated: false }
  }
  const all = encodeText(text)
  const truncated = all.length > budget
  const tokens = truncated ? all.slice(0, Math.max(0, budget)) : all
  const pieces = tokenPieces(tokens).filter(Boolean)
  if (truncated) dropBrokenTail(pieces, text)
  return { text: truncated ? pieces.join('') : text, pieces, count: tokens.length, truncated }
}

/**
 * A cut inside a multi-token character decodes to U+FFFD at the end; drop such a tail so the
 * emitted text is always a true prefix of the reply.
 */
function dropBrokenTail(pieces: string[], whole: string) {
  let joined = pieces.join('')
  while (pieces.length && !whole.startsWith(joined)) {
    const last = pieces.pop()!
    const kept = last.slice(0, -1)
    if (kept) pieces.push(kept)
    joined = pieces.join('')
  }
}

function group(pieces: string[], splitting: Splitting, rng: Rng): string[] {
  if (splitting === 'token') return pieces
  const out: string[] = []
  for (let i = 0; i < pieces.length;) {
    const size = rng.int(1, 3)
    out.push(pieces.slice(i, i + size).join(''))
    i += size
  }
  return out
}
