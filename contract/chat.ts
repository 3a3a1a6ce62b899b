/**
 * Wire types of the chat completion service (specs/chat-completions.md), shared by server/ and src/.
 * Where the spec says "not shown", the choice follows research/apis.md part 2 and is marked CHOICE.
 */

export const CHAT_ROLES = ['system', 'user', 'assistant', 'tool', 'function'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

export interface ChatMessage {
  role: ChatRole
  content: string
  /** Present on tool replies in OpenAI-compatible clients; tolerated, not required. */
  name?: string
  tool_call_id?: string
}

export interface ChatRequest {
  model: string
  messages: ChatMessage[]
  stream?: boolean
  stream_options?: { include_usage?: boolean } | null
  max_tokens?: number
  /** OpenAI's newer name for max_tokens (research 2.3, Ambiguity 29); same limit applies. */
  max_completion_tokens?: number
  /** CHOICE: spec shows the field in a sample only; values follow OpenAI (research 2.3). */
  reasoning_effort?: 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh'
  temperature?: number
  top_p?: number
  /** When present and non-empty, function calling is in use and the alternation rule is relaxed. */
  tools?: unknown[]
  functions?: unknown[]
  /** ModelVerse root-level switch (research 2.3); the demo search model always searches. */
  web_search?: { enable?: boolean } | null
}

export interface Usage {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
  prompt_tokens_details: { cached_tokens?: number } | null
  completion_tokens_details: { reasoning_tokens?: number } | null
}

/** CHOICE: search_results element shape is undocumented; research 2.3 suggests {index,url,title}. */
export interface SearchResult {
  index: number
  url: string
  title: string
  snippet?: string
}

/** CHOICE: `finish_reason: "normal"` appears in ModelVerse docs (research Ambiguity 24); tolerated. */
export type FinishReason =
  'stop' | 'length' | 'content_filter' | 'tool_calls' | 'function_call' | 'normal'

export interface ChatCompletion {
  id: string
  object: 'chat.completion'
  created: number
  model: string
  choices: {
    index: number
    message: { role: 'assistant'; content: string; reasoning_content?: string | null }
    finish_reason: FinishReason | null
  }[]
  usage: Usage
  system_fingerprint?: string
  search_results?: SearchResult[]
}

export interface ChatChunkDelta {
  role?: 'assistant'
  content?: string | null
  reasoning_content?: string | null
  /** vLLM/OpenRouter spell reasoning text this way (research 2.4); tolerated by the client. */
  reasoning?: string | null
}

/** CHOICE: framing is OpenAI-style `data: <chunk>` lines then `data: [DONE]` (research 2.2). */
export interface ChatCompletionChunk {
  id: string
  object: 'chat.completion.chunk'
  created: number
  model: string
  choices: { index: number; delta: ChatChunkDelta; finish_reason: FinishReason | null }[]
  usage?: Usage | null
  system_fingerprint?: string
  search_results?: SearchResult[]
}

export const STREAM_DONE = '[DONE]'

export interface ChatModel {
  id: string
  object: 'model'
  created: number
  owned_by: string
  /** Parley extension: what the demo engine does with this model, shown in the picker. */
  description?: string
  /** Parley extension: prompt limit in tokens, used for `tokens_too_long`. */
  context_length?: number
  /** Parley extension: the max_tokens ceiling for this model, if any. */
  max_tokens_ceiling?: number
}

export interface ChatModelList {
  object: 'list'
  data: ChatModel[]
}

export type ChatErrorCode =
  | 'invalid_messages'
  | 'characters_too_long'
  | 'tokens_too_long'
  | 'invalid_token'
  | 'invalid_model'
  | 'invalid_request'
  | 'request_too_large'
  | 'rate_limit'
  | 'internal_error'
  | 'model_not_found'
  | 'model_server_error'
  | 'not_found'

/** CHOICE: nesting follows OpenAI `{"error":{...}}` (research 2.1); spec §7 leaves it open. */
export interface ChatErrorBody {
  error: {
    message: string
    type: string
    code: string
    param: string | null
  }
}

export interface ChatErrorRow {
  status: number
  type: string
  message: string
}

const row = (status: number, type: string, message: string): ChatErrorRow => ({
  status,
  type,
  message,
})
const INVALID = 'invalid_request_error'

/** Spec §7 plus the rows a faithful stand-in needs (research 2.1). One table, used by both sides. */
export const CHAT_ERRORS: Record<ChatErrorCode, ChatErrorRow> = {
  invalid_messages: row(400, INVALID, 'Sensitive information'),
  characters_too_long: row(400, INVALID, 'Conversation token output limit'),
  tokens_too_long: row(400, INVALID, 'Prompt tokens too long'),
  invalid_token: row(400, INVALID, 'Validate Certification failed'),
  invalid_model: row(400, INVALID, 'No permission to use the model'),
  invalid_request: row(400, INVALID, 'Invalid request'),
  model_not_found: row(400, INVALID, 'The model does not exist'),
  request_too_large: row(413, INVALID, 'Request body too large'),
  rate_limit: row(429, 'rate_limit_error', 'Rate limit exceeded, please try again later'),
  internal_error: row(500, 'internal_error', 'Internal Server Error'),
  /** The upstream model service could not be reached (gateway) or failed mid-reply (faults). */
  model_server_error: row(502, 'internal_error', 'Request llm server Error'),
  not_found: row(404, INVALID, 'Unknown endpoint'),
}

/** Spec §8: max_tokens ceiling of the deepseek-family models. */
export const DEEPSEEK_MAX_TOKENS = 12288

export function isDeepseekFamily(model: string): boolean {
  return /deepseek/i.test(model)
}
