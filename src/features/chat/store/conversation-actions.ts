import {
  deleteConversation,
  patchConversation,
  saveDraft,
  searchMessageText,
} from '../storage/chat-repo'
import { MODEL_KEY, recall, remember } from '../storage/prefs'
import { broadcast } from '../storage/sync-channel'
import type { ConversationRecord } from '../types'
import type { ChatActions, GetState, MessageActionName, SetState } from './chat-state'
import { importConversations } from './conversation-import'
import { createConversationOpening } from './conversation-opening'
import { createConversationStartup } from './conversation-startup'
import type { Paging } from './paging'
import type { Persist } from './stream-runner'

const UNDO_MS = 8000

export function createConversationActions(
  set: SetState,
  get: GetState,
  persist: Persist,
  isRunning: (messageId: string) => boolean,
  paging: Paging,
): Omit<ChatActions, MessageActionName> {
  let deleteTimer: ReturnType<typeof setTimeout> | null = null
  const draftTimers = new Map<string, ReturnType<typeof setTimeout>>()
  let searchSeq = 0
  let starting: Promise<void> | null = null
  const opening = createConversationOpening({ set, get, persist, isRunning }, paging)
  const { draftKey, open, createUnsaved, openAnother } = opening
  const start = createConversationStartup({ set, get, persist, isRunning }, opening)

  /** Saves a change to one conversation (unless it is the unsaved new chat) and tells other tabs. */
  function patch(id: string, change: Partial<ConversationRecord>) {
    const current = get().conversations[id]
    if (!current) return
    set((s) => ({ conversations: { ...s.conversations, [id]: { ...current, ...change } } }))
    if (get().unsavedId === id) return
    void persist(async () => {
      await patchConversation(id, change)
      broadcast({ kind: 'conversation', id })
    })
  }

  function finalizeDelete() {
    const pending = get().pendingDelete
    if (deleteTimer) clearTimeout(deleteTimer)
    deleteTimer = null
    if (!pending) return
    set((s) => {
      const { [pending.id]: _gone, ...conversations } = s.conversations
      return { conversations, pendingDelete: null }
    })
    void persist(async () => {
      await deleteConversation(pending.id)
      broadcast({ kind: 'conversation-deleted', id: pending.id })
    })
  }

  return {
    appStarted() {
      // Once per page, however many times the pane mounts (StrictMode mounts twice in development).
      starting ??= start()
      return starting
    },

    conversationCreated: createUnsaved,
    conversationOpened: (id) => void open(id),
    olderRequested: paging.older,
    conversationRenamed: (id, title) => patch(id, { title: title.trim(), titleEdited: true }),
    conversationPinToggled: (id) => patch(id, { pinned: !get().conversations[id]?.pinned }),

    conversationDeleted(id) {
      const s = get()
      const conversation = s.conversations[id]
      if (!conversation) return
      // Deleting a chat mid-reply would orphan its stream; the new unsaved chat has nothing to delete.
      if (Object.values(s.streams).includes(id) || s.unsavedId === id) return
      finalizeDelete()
      const deletedAt = Date.now()
      set((st) => ({
        conversations: { ...st.conversations, [id]: { ...conversation, deletedAt } },
        pendingDelete: { id, title: conversation.title },
      }))
      void persist(() => patchConversation(id, { deletedAt }))
      if (s.activeId === id) openAnother(id)
      deleteTimer = setTimeout(finalizeDelete, UNDO_MS)
    },

    deletionUndone() {
      const pending = get().pendingDelete
      if (!pending) return
      if (deleteTimer) clearTimeout(deleteTimer)
      deleteTimer = null
      set({ pendingDelete: null })
      patch(pending.id, { deletedAt: null })
    },

    conversationSettingsChanged(id, change) {
      if (change.model) remember(MODEL_KEY, change.model)
      patch(id, change)
    },

    modelsFailed: (error) => set({ modelsError: error }),

    modelsLoaded(models) {
      set({ models, modelsError: null })
      const { activeId, conversations } = get()
      const active = activeId ? conversations[activeId] : undefined
      // Only fill in a missing model: a chosen one the key cannot list stays, and the service says why.
      if (active && models.length && !active.model) {
        const lastModel = recall(MODEL_KEY)
        patch(active.id, { model: models.find((m) => m.id === lastModel)?.id ?? models[0]!.id })
      }
    },

    draftChanged(conversationId, text) {
      set((s) => ({ drafts: { ...s.drafts, [conversationId]: text }, composerError: null }))
      // Sending needs the whole thread (the request's history, the context check): read it now.
      if (text && !paging.isWhole(conversationId)) void paging.whole(conversationId)
      // The storage key is chosen when the timer fires: a new chat may have been saved meanwhile.
      clearTimeout(draftTimers.get(conversationId))
      draftTimers.set(
        conversationId,
        setTimeout(() => void persist(() => saveDraft(draftKey(conversationId), text)), 300),
      )
    },

    searchChanged(query) {
      const seq = ++searchSeq
      set({ search: { query, hits: null } })
      if (!query.trim()) return
      setTimeout(() => {
        if (seq !== searchSeq) return
        void persist(() => searchMessageText(query.trim())).then((hits) => {
          if (seq === searchSeq) set({ search: { query, hits: hits ?? new Set() } })
        })
      }, 150)
    },

    conversationsImported: (fileText) => importConversations(fileText, { set, get, persist }, open),

    storageErrorDismissed: () => set({ storageError: null }),
    composerErrorDismissed: () => set({ composerError: null }),
    replyCopied: () =>
      set((s) => ({ announcement: { kind: 'copied', seq: (s.announcement?.seq ?? 0) + 1 } })),
  }
}
