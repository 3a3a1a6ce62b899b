import type { ChatMessage, ChatRequest, SearchResult } from '@contract/chat'
import type { DemoModel } from '../models'
import { composeAnswer, type Persona } from './answer'
import { parseBenchPrompt, type BenchRequest } from './bench-prompt'
import { longReply } from './long-reply'
import { analyseQuestion } from './question'
import { composeReasoning } from './reasoning'
import { createRng, hashString } from './rng'
import { demoSearchResults } from './search'

/**
 * The deterministic offline demo engine. The reply is built from the question, so the same
 * request always yields the same text, and it says plainly that it is the offline demo.
 */
export interface DemoReply {
  /** reasoning_content; empty for models that do not reason. */
  reasoning: string
  content: string
  searchResults: SearchResult[] | null
  /** Set for the benchmark prefix: it fixes chunking and timing (see bench-prompt.ts). */
  bench: BenchRequest | null
}

export type ComposeResult = { ok: true; reply: DemoReply } | { ok: false; message: string }

const PERSONAS: Record<DemoModel['kind'], Persona> = {
  chat: 'chat',
  reasoning: 'reasoning',
  search: 'chat',
  'fine-tuned': 'fine-tuned',
  'beam-search': 'beam',
}

export function composeReply(
  model: DemoModel,
  request: {
    messages: readonly ChatMessage[]
    reasoning_effort?: ChatRequest['reasoning_effort']
    /** The question's token count, when validation has counted it (without blocking). */
    questionTokens?: number
  },
): ComposeResult {
  const q = analyseQuestion(request.messages, request.questionTokens)
  const bench = parseBenchPrompt(q.text)
  if (bench && !bench.ok) return { ok: false, message: bench.message }
  if (bench) {
    const b = bench.bench
    const reasoning =
      model.kind === 'reasoning'
        ? `Benchmark mode: ${b.size} characters in ${b.chunks} chunks, ${b.intervalMs} ms apart.`
        : ''
    return {
      ok: true,
      reply: { reasoning, content: longReply(b.size), searchResults: null, bench: b },
    }
  }

  const rng = createRng(hashString(`${model.id}\n${q.text}`))
  const searchResults = model.kind === 'search' ? demoSearchResults(q, rng) : null
  const content = composeAnswer(
    q,
    { modelId: model.id, persona: PERSONAS[model.kind], sources: searchResults },
    rng,
  )
  const reasoning = model.kind === 'reasoning' ? composeReasoning(q, request.reasoning_effort) : ''
  return { ok: true, reply: { reasoning, content, searchResults, bench: null } }
}
