import { STREAM_DONE, type SearchResult, type ToolCall, type Usage } from '@contract/chat'
import type { Rng } from './demo-engine/rng'
import type { GenerationPlan } from './generation-plan'
import type { Pacing } from './pacing'
import {
  citationsOf,
  choiceChunk,
  dataLine,
  textDeltaLine,
  usageChunk,
  usageOf,
  type ReplyIdentity,
} from './response-shapes'

/**
 * A streamed reply as a lazy sequence of frames: text to write and waits between them. Pure, so
 * the exact wire output is testable without a socket, and faults can rewrite the sequence.
 */
export type Frame =
  | { kind: 'data'; part: 'role' | 'reasoning' | 'content' | 'finish' | 'usage'; text: string }
  | { kind: 'comment'; text: string }
  | { kind: 'raw'; text: string }
  | { kind: 'done'; text: string }
  | { kind: 'wait'; ms: number }

export const KEEP_ALIVE = ': keep-alive\n\n'
export const DONE_LINE = `data: ${STREAM_DONE}\n\n`

export interface StreamOptions {
  who: ReplyIdentity
  plan: GenerationPlan
  promptTokens: number
  includeUsage: boolean
  reasoningModel: boolean
  searchResults: SearchResult[] | null
  pacing: Pacing
  rng: Rng
}

export function* streamFrames(o: StreamOptions): Generator<Frame, void, undefined> {
  const reasoningLine = textDeltaLine(o.who, 'reasoning_content', o.includeUsage)
  const contentLine = textDeltaLine(o.who, 'content', o.includeUsage)

  if (o.pacing.firstChunkMs > 0) yield { kind: 'wait', ms: o.pacing.firstChunkMs }
  // Role on the first delta; search results (and the same sources as url_citation annotations)
  // ride along so citations can render early.
  const annotations = o.searchResults
    ? { annotations: citationsOf(o.plan.content, o.searchResults) }
    : {}
  yield {
    kind: 'data',
    part: 'role',
    text: dataLine(
      choiceChunk(
        o.who,
        { role: 'assistant', content: '', ...annotations },
        null,
        o.includeUsage,
        o.searchResults,
      ),
    ),
  }
  if (o.reasoningModel) yield* thinking(o.pacing)
  for (const piece of o.plan.reasoningPieces) {
    yield* wait(o.pacing.pieceMs(piece, o.rng))
    yield { kind: 'data', part: 'reasoning', text: reasoningLine(piece) }
  }
  for (const piece of o.plan.contentPieces) {
    yield* wait(o.pacing.pieceMs(piece, o.rng))
    yield { kind: 'data', part: 'content', text: contentLine(piece) }
  }
  yield {
    kind: 'data',
    part: 'finish',
    text: dataLine(choiceChunk(o.who, {}, o.plan.finishReason, o.includeUsage)),
  }
  if (o.includeUsage) {
    yield {
      kind: 'data',
      part: 'usage',
      text: dataLine(usageChunk(o.who, usageOf(o.promptTokens, o.plan))),
    }
  }
  yield { kind: 'done', text: DONE_LINE }
}

/**
 * A streamed tool call, as OpenAI streams one: the first delta names the call with empty
 * arguments, later deltas add argument text, then finish_reason tool_calls.
 */
export function* toolCallFrames(o: {
  who: ReplyIdentity
  call: ToolCall
  argumentPieces: readonly string[]
  usage: Usage
  includeUsage: boolean
  pacing: Pacing
  rng: Rng
}): Generator<Frame, void, undefined> {
  if (o.pacing.firstChunkMs > 0) yield { kind: 'wait', ms: o.pacing.firstChunkMs }
  const head = {
    role: 'assistant' as const,
    content: null,
    tool_calls: [
      {
        index: 0,
        id: o.call.id,
        type: 'function' as const,
        function: { name: o.call.function.name, arguments: '' },
      },
    ],
  }
  yield {
    kind: 'data',
    part: 'role',
    text: dataLine(choiceChunk(o.who, head, null, o.includeUsage)),
  }
  for (const piece of o.argumentPieces) {
    yield* wait(o.pacing.pieceMs(piece, o.rng))
    const delta = { tool_calls: [{ index: 0, function: { arguments: piece } }] }
    yield {
      kind: 'data',
      part: 'content',
      text: dataLine(choiceChunk(o.who, delta, null, o.includeUsage)),
    }
  }
  yield {
    kind: 'data',
    part: 'finish',
    text: dataLine(choiceChunk(o.who, {}, 'tool_calls', o.includeUsage)),
  }
  if (o.includeUsage)
    yield { kind: 'data', part: 'usage', text: dataLine(usageChunk(o.who, o.usage)) }
  yield { kind: 'done', text: DONE_LINE }
}

/** Keep-alive comments while the reasoning model thinks: at least one, even at pace 0. */
function* thinking(pacing: Pacing): Generator<Frame, void, undefined> {
  const every = pacing.keepAliveEveryMs > 0 ? pacing.keepAliveEveryMs : Number.POSITIVE_INFINITY
  const count = Math.max(1, Math.ceil(pacing.thinkMs / every))
  for (let i = 0; i < count; i++) {
    yield { kind: 'comment', text: KEEP_ALIVE }
    yield* wait(pacing.thinkMs / count)
  }
}

function* wait(ms: number): Generator<Frame, void, undefined> {
  if (ms > 0) yield { kind: 'wait', ms }
}
