import type { ChatRequest, ResponseFormat, ToolChoice, ToolDefinition } from '@contract/chat'
import type { ServedMessage } from './messages'
import type { DemoModel } from './models'

/** A request that passed every rule of the local demo models, in the form the service uses. */
export interface ValidRequest {
  model: string
  messages: ServedMessage[]
  stream: boolean
  includeUsage: boolean
  maxTokens: number | undefined
  reasoningEffort: ChatRequest['reasoning_effort']
  demoModel: DemoModel
  /** Prompt tokens, counted once here for tokens_too_long and reused for usage. */
  promptTokens: number
  /** Token count of each message's text, in order. */
  messageTokens: number[]
  stop: string[]
  responseFormat: ResponseFormat | null
  tools: ToolDefinition[]
  toolChoice: ToolChoice | null
}
