import type {
  ChatChunkDelta,
  ChatCompletion,
  ChatCompletionChunk,
  FinishReason,
  SearchResult,
  ToolCall,
  Usage,
  UrlCitation,
} from '@contract/chat'
import type { GenerationPlan } from './generation-plan'

/** Pure builders of the response bodies, shared by the plain and streamed paths. */

export const SYSTEM_FINGERPRINT = 'fp_parley_offline_demo'

/** What every body and chunk of one reply shares. */
export interface ReplyIdentity {
  id: string
  created: number
  /**
   * As answered: a fine-tuned model's name carries its version (docs/wire-formats.md, "Chat
   * completion service", Response).
   */
  model: string
}

export function newIdentity(model: string, now = Date.now()): ReplyIdentity {
  return { id: `chatcmpl-${crypto.randomUUID()}`, created: Math.floor(now / 1000), model }
}

export function usageOf(promptTokens: number, plan: GenerationPlan): Usage {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: plan.completionTokens,
    total_tokens: promptTokens + plan.completionTokens,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: plan.reasoningTokens },
  }
}

export function buildCompletion(
  who: ReplyIdentity,
  plan: GenerationPlan,
  promptTokens: number,
  extras: { reasoningModel: boolean; searchResults: SearchResult[] | null },
): ChatCompletion {
  return {
    id: who.id,
    object: 'chat.completion',
    created: who.created,
    model: who.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: plan.content,
          reasoning_content: extras.reasoningModel ? plan.reasoning : null,
          refusal: null,
          ...(extras.searchResults
            ? { annotations: citationsOf(plan.content, extras.searchResults) }
            : {}),
        },
        logprobs: null,
        finish_reason: plan.finishReason,
      },
    ],
    usage: usageOf(promptTokens, plan),
    system_fingerprint: SYSTEM_FINGERPRINT,
    ...(extras.searchResults ? { search_results: extras.searchResults } : {}),
  }
}

/**
 * The search results as OpenAI `url_citation` annotations, which the official clients read; the
 * span is where the reply first cites the source as [n] (0, 0 when it never does).
 */
export function citationsOf(content: string, results: readonly SearchResult[]): UrlCitation[] {
  return results.map((r) => {
    const marker = `[${r.index}]`
    const at = content.indexOf(marker)
    return {
      type: 'url_citation',
      url_citation: {
        url: r.url,
        title: r.title,
        start_index: at === -1 ? 0 : at,
        end_index: at === -1 ? 0 : at + marker.length,
      },
    }
  })
}

/** A reply that is one tool call and no text (finish_reason tool_calls). */
export function buildToolCallCompletion(
  who: ReplyIdentity,
  call: ToolCall,
  usage: Usage,
): ChatCompletion {
  return {
    id: who.id,
    object: 'chat.completion',
    created: who.created,
    model: who.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: null, refusal: null, tool_calls: [call] },
        logprobs: null,
        finish_reason: 'tool_calls',
      },
    ],
    usage,
    system_fingerprint: SYSTEM_FINGERPRINT,
  }
}

/**
 * One choice chunk. With include_usage every chunk but the last carries `usage: null`; without it
 * the field is absent (docs/wire-formats.md, "Chat completion service", Stream).
 */
export function choiceChunk(
  who: ReplyIdentity,
  delta: ChatChunkDelta,
  finishReason: FinishReason | null,
  includeUsage: boolean,
  searchResults?: SearchResult[] | null,
): ChatCompletionChunk {
  return {
    id: who.id,
    object: 'chat.completion.chunk',
    created: who.created,
    model: who.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(includeUsage ? { usage: null } : {}),
    ...(searchResults ? { search_results: searchResults } : {}),
  }
}

/** The include_usage chunk: no choices, usage for the whole request (OpenAI semantics). */
export function usageChunk(who: ReplyIdentity, usage: Usage): ChatCompletionChunk {
  return {
    id: who.id,
    object: 'chat.completion.chunk',
    created: who.created,
    model: who.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: [],
    usage,
  }
}

export function dataLine(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`
}

/**
 * Text deltas are most of a stream. Their line is a fixed frame around one JSON string, so the
 * frame is serialised once per reply and each piece only pays for JSON-encoding its own text.
 * The output is byte-identical to dataLine(choiceChunk(...)).
 */
export function textDeltaLine(
  who: ReplyIdentity,
  field: 'content' | 'reasoning_content',
  includeUsage: boolean,
): (text: string) => string {
  const placeholder = JSON.stringify('\u0000')
  const frame = dataLine(choiceChunk(who, { [field]: '\u0000' }, null, includeUsage))
  const at = frame.indexOf(placeholder)
  const before = frame.slice(0, at)
  const after = frame.slice(at + placeholder.length)
  return (text) => before + JSON.stringify(text) + after
}
