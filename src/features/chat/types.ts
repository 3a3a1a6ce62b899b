import type { FinishReason } from '@contract/chat'
import type { ApiErrorInit } from '@/lib/http'
import type { Attachment } from './attachments/types'
import type { FieldSlices } from './fields/registry'

/**
 * Status is data on the message (docs/architecture.md): streaming | complete | incomplete(reason).
 * `interrupted` means the tab that streamed it went away (reload, crash) before the reply ended.
 */
export type MessageStatus =
  | { state: 'streaming' }
  | { state: 'complete' }
  | {
      state: 'incomplete'
      reason: 'cancelled' | 'length' | 'error' | 'interrupted'
      error?: ApiErrorInit
    }

/** A message's own keys; those of each response field (reasoning, citations, usage…) are added. */
export interface MessageCore {
  id: string
  conversationId: string
  /** The message this one answers or follows; siblings (same parent) are branches. */
  parentId: string | null
  role: 'user' | 'assistant' | 'system'
  content: string
  model: string | null
  status: MessageStatus
  finishReason: FinishReason | null
  createdAt: number
  /** When the first answer text arrived, for "thought for N s". */
  contentStartedAt: number | null
  /** When the last streamed text arrived. */
  updatedAt?: number
  /** Files attached to a user message (attachments/types.ts); absent when there are none. */
  attachments?: Attachment[]
}

/** A message as stored: its own keys and the keys of every field module (fields/registry.ts). */
export type ChatMessageRecord = MessageCore & FieldSlices

export interface ConversationRecord {
  id: string
  title: string
  /** True once the user renamed it, so the first message no longer sets the title. */
  titleEdited: boolean
  createdAt: number
  updatedAt: number
  pinned: boolean
  model: string | null
  systemPrompt: string
  temperature: number | null
  maxTokens: number | null
  /** The chosen child per parent ("root" for top level): which branch is shown. */
  selection: Record<string, string>
  /** Set while a delete can still be undone; such records are purged on the next start. */
  deletedAt?: number | null
  /** The last message of the shown thread: opening reads back from it (docs/chat-storage.md). */
  leafId?: string | null
}

export const ROOT = 'root'
export const parentKey = (parentId: string | null) => parentId ?? ROOT
