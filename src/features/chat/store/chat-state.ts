import type { ChatModel } from '@contract/chat'
import type { RuleViolation } from '@contract/chat-rules'
import type { ApiErrorInit } from '@/lib/http'
import type { StorageProblem } from '@/lib/storage/db'
import type { Attachment } from '../attachments/types'
import type { ChatMessageRecord, ConversationRecord } from '../types'
import type { ChildIndex } from './conversation-tree'

type Announcement = { kind: 'finished' | 'stopped' | 'failed' | 'copied'; seq: number }

export interface ChatData {
  ready: boolean
  conversations: Record<string, ConversationRecord>
  activeId: string | null
  /** A new chat that joins the list (and storage) with its first message. */
  unsavedId: string | null
  /** Messages of the conversations opened so far. */
  messages: Record<string, ChatMessageRecord>
  loaded: Record<string, true>
  /** Structure per conversation, rebuilt on structural changes only (not per token). */
  children: Record<string, ChildIndex>
  paths: Record<string, string[]>
  /**
   * Conversations read a window at a time: the newest message above the loaded part of the shown
   * thread (older ones are paged in on scrolling up). Absent or 'root': the whole thread is loaded.
   */
  pathFrom: Record<string, string>
  /** Streaming message id -> its conversation. Several conversations may stream at once. */
  streams: Record<string, string>
  drafts: Record<string, string>
  models: ChatModel[]
  /** Why the model list could not be loaded (a refused key is said as such, with Settings). */
  modelsError: ApiErrorInit | null
  search: { query: string; hits: ReadonlySet<string> | null }
  /**
   * A request rule the composer's message broke; nothing was sent. `error` is the service's own
   * answer when that is the reason (no model, because the key was refused).
   */
  composerError: ({ conversationId: string; error?: ApiErrorInit } & RuleViolation) | null
  storageError: StorageProblem | null
  pendingDelete: { id: string; title: string } | null
  announcement: Announcement | null
}

export interface ChatActions {
  appStarted: () => Promise<void>
  conversationCreated: () => void
  conversationOpened: (id: string) => void
  /** The reader neared the top of the loaded thread: read the next older window. */
  olderRequested: (conversationId: string) => void
  conversationRenamed: (id: string, title: string) => void
  conversationPinToggled: (id: string) => void
  conversationDeleted: (id: string) => void
  deletionUndone: () => void
  conversationSettingsChanged: (
    id: string,
    patch: Partial<
      Pick<ConversationRecord, 'model' | 'systemPrompt' | 'temperature' | 'maxTokens'>
    >,
  ) => void
  modelsLoaded: (models: ChatModel[]) => void
  modelsFailed: (error: ApiErrorInit) => void
  draftChanged: (conversationId: string, text: string) => void
  /** Returns whether the message was sent (false: a rule failed, or a reply is streaming). */
  messageSubmitted: (text: string, attachments?: Attachment[]) => boolean
  streamStopped: () => void
  retryRequested: (assistantId: string) => void
  regenerateRequested: (assistantId: string) => void
  continueRequested: (assistantId: string) => void
  messageEdited: (userMessageId: string, text: string) => boolean
  branchSelected: (messageId: string) => void
  searchChanged: (query: string) => void
  /** Merges by id; says how many conversations were added, updated (newer) and skipped. */
  conversationsImported: (
    fileText: string,
  ) => Promise<{ added: number; updated: number; skipped: number }>
  storageErrorDismissed: () => void
  composerErrorDismissed: () => void
  replyCopied: () => void
}

export interface ChatState extends ChatData {
  actions: ChatActions
}

export type SetState = (partial: Partial<ChatData> | ((s: ChatState) => Partial<ChatData>)) => void
export type GetState = () => ChatState

export type MessageActionName =
  | 'messageSubmitted'
  | 'streamStopped'
  | 'retryRequested'
  | 'regenerateRequested'
  | 'continueRequested'
  | 'messageEdited'
  | 'branchSelected'
