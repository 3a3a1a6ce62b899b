import type { FinishReason, SearchResult, Usage } from '@contract/chat'
import type { ApiErrorInit } from '@/lib/http'

/** Status is data on the message (DESIGN §3): streaming | complete | incomplete(reason). */
export type MessageStatus =
  | { state: 'streaming' }
  | { state: 'complete' }
  | { state: 'incomplete'; reason: 'cancelled' | 'length' | 'error' | 'interrupted'; error?: ApiErrorInit }

export interface ChatMessageRecord {
  id: string
  conversationId: string
  role: 'user' | 'assistant'
  content: string
  reasoning: string
  model: string | null
  status: MessageStatus
  usage: Usage | null
  citations: SearchResult[]
  finishReason: FinishReason | null
  createdAt: number
  /** When the first reasoning and first answer text arrived, for "thought for N s". */
  reasoningStartedAt: number | null
  contentStartedAt: number | null
}
