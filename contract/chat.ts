/**
 * Wire types of the chat completion service, shared by server/ and src/ (docs/chat-service.md).
 * Where the service's own spec says nothing, the choice follows OpenAI and is marked CHOICE.
 */

/** `developer` is OpenAI's newer name for `system`; the demo models treat it as system. */
export const CHAT_ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'] as const
type ChatRole = (typeof CHAT_ROLES)[number]

/** A message as the service uses it once the wire form is read: content is plain text. */
export interface ChatMessage {
  role: ChatRole
  content: string
  /** Present on tool replies in OpenAI-compatible clients; tolerated, not required. */
  name?: string
  tool_call_id?: string
  /** An assistant turn that called tools (its content may be empty). */
  tool_calls?: ToolCall[]
}

/** Content parts of OpenAI's array form; the demo models read text and notice images. */
export type ContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: string } }

/** A message as clients send it: content may be a list of parts, or null beside tool_calls. */
export interface ChatWireMessage {
  role: ChatRole
  content: string | ContentPart[] | null
  name?: string
  tool_call_id?: string
  tool_calls?: ToolCall[]
}

/**
 * The request body and its parts: zod schemas in chat-schemas.ts (what the server enforces), their
 * types here. Type-only, so the SPA's imports of this file do not bundle zod.
 */
export type { ChatRequest, ResponseFormat, ToolChoice, ToolDefinition } from './chat-schemas'

export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

/**
 * A web source as OpenAI clients read it (`message.annotations`); the same sources as
 * `search_results`, which stays for clients that read ModelVerse's field.
 */
export interface UrlCitation {
  type: 'url_citation'
  url_citation: { url: string; title: string; start_index: number; end_index: number }
}

export interface Usage {
  prompt_tokens: number
  completion_tokens: number
  total_tokens: number
  prompt_tokens_details: { cached_tokens?: number } | null
  completion_tokens_details: { reasoning_tokens?: number } | null
}

/** CHOICE: the search_results element shape is undocumented; {index,url,title} as clients read it. */
export interface SearchResult {
  index: number
  url: string
  title: string
  snippet?: string
}

/** CHOICE: `finish_reason: "normal"` appears in ModelVerse docs; tolerated. */
export type FinishReason =
  'stop' | 'length' | 'content_filter' | 'tool_calls' | 'function_call' | 'normal'

export interface ChatCompletion {
  id: string
  object: 'chat.completion'
  created: number
  model: string
  choices: {
    index: number
    message: {
      role: 'assistant'
      /** null when the reply is tool calls only. */
      content: string | null
      reasoning_content?: string | null
      refusal: null
      annotations?: UrlCitation[]
      tool_calls?: ToolCall[]
    }
    logprobs: null
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
  /** vLLM/OpenRouter spell reasoning text this way; tolerated by the client. */
  reasoning?: string | null
  refusal?: null
  /** On the first delta of a search reply, with search_results. */
  annotations?: UrlCitation[]
  /** Streamed tool calls: the first delta names the call, later ones add argument text. */
  tool_calls?: {
    index: number
    id?: string
    type?: 'function'
    function: { name?: string; arguments: string }
  }[]
}

/** CHOICE: framing is OpenAI-style `data: <chunk>` lines then `data: [DONE]`. */
export interface ChatCompletionChunk {
  id: string
  object: 'chat.completion.chunk'
  created: number
  model: string
  choices: {
    index: number
    delta: ChatChunkDelta
    logprobs: null
    finish_reason: FinishReason | null
  }[]
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
  | 'upstream_timeout'
  | 'not_found'

/**
 * CHOICE: nesting follows OpenAI `{"error":{...}}`; the service's own description leaves it open.
 */
export interface ChatErrorBody {
  error: {
    message: string
    type: string
    code: string
    param: string | null
  }
}

interface ChatErrorRow {
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

/**
 * The error table of docs/wire-formats.md plus the rows a faithful stand-in needs; used by both
 * sides.
 */
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
  /** The upstream model service did not answer, or went silent, within the gateway's timeouts. */
  upstream_timeout: row(504, 'internal_error', 'The upstream model service timed out'),
  not_found: row(404, INVALID, 'Unknown endpoint'),
}

/** The max_tokens ceiling of the deepseek-family models (docs/wire-formats.md). */
export const DEEPSEEK_MAX_TOKENS = 12288

export function isDeepseekFamily(model: string): boolean {
  return /deepseek/i.test(model)
}
