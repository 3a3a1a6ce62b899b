import {
  deleteConversation,
  getConversation,
  getMessage,
  loadConversations,
  loadDraft,
  loadMessages,
  patchConversation,
  putConversationWithMessages,
  putMessages,
  saveDraft,
  searchMessageText,
} from '../storage/chat-repo'
import { planImport, readExportFile } from '../storage/export-import'
import { ACTIVE_KEY, MODEL_KEY, recall, remember, takeSnapshot } from '../storage/prefs'
import { broadcast, liveStreamIds, onRemoteChange, type SyncEvent } from '../storage/sync-channel'
import type { ChatMessageRecord, ConversationRecord } from '../types'
import { markInterrupted } from './apply-chat-event'
import type { ChatActions, GetState, MessageActionName, SetState } from './chat-state'
import type { Persist } from './stream-runner'
import { rebuildStructure, withMessagesAdded, withPath } from './structure'

const UNDO_MS = 8000

export function createConversationActions(
  set: SetState,
  get: GetState,
  persist: Persist,
  isRunning: (messageId: string) => boolean,
): Omit<ChatActions, MessageActionName> {
  let deleteTimer: ReturnType<typeof setTimeout> | null = null
  const draftTimers = new Map<string, ReturnType<typeof setTimeout>>()
  let searchSeq = 0
  let starting: Promise<void> | null = null

  const draftKey = (conversationId: string) =>
    get().unsavedId === conversationId ? 'new' : conversationId

  async function open(id: string) {
    set({ activeId: id, composerError: null })
    if (get().unsavedId !== id) remember(ACTIVE_KEY, id)
    if (get().loaded[id]) return
    const [messages, draft, live] = await Promise.all([
      persist(() => loadMessages(id)),
      persist(() => loadDraft(draftKey(id))),
      liveStreamIds(),
    ])
    // A reply still marked streaming whose tab is gone was interrupted: keep its text, say so.
    const interrupted = (messages ?? [])
      .filter((m) => m.status.state === 'streaming' && !live.has(m.id))
      .map((m) => {
        // The page-hide snapshot may hold the last tokens the throttled journal had not written.
        const snap = takeSnapshot<ChatMessageRecord>(m.id)
        return markInterrupted(
          snap && snap.id === m.id && snap.content.length >= m.content.length ? snap : m,
        )
      })
    if (interrupted.length) void persist(() => putMessages(interrupted))
    set((s) => {
      const merged = { ...s.messages }
      for (const m of [...(messages ?? []), ...interrupted]) if (!isRunning(m.id)) merged[m.id] = m
      const next = { ...s, messages: merged, loaded: { ...s.loaded, [id]: true as const } }
      return {
        messages: merged,
        loaded: next.loaded,
        drafts: s.drafts[id] === undefined ? { ...s.drafts, [id]: draft ?? '' } : s.drafts,
        ...rebuildStructure(next, id),
      }
    })
  }

  function createUnsaved() {
    const s = get()
    if (s.unsavedId && s.conversations[s.unsavedId]) return void open(s.unsavedId)
    const now = Date.now()
    const lastModel = recall(MODEL_KEY)
    const model = s.models.find((m) => m.id === lastModel)?.id ?? s.models[0]?.id ?? lastModel
    const conversation: ConversationRecord = {
      id: crypto.randomUUID(),
      title: '',
      titleEdited: false,
      createdAt: now,
      updatedAt: now,
      pinned: false,
      model,
      systemPrompt: '',
      temperature: null,
      maxTokens: null,
      selection: {},
    }
    set((st) => ({
      conversations: { ...st.conversations, [conversation.id]: conversation },
      unsavedId: conversation.id,
      loaded: { ...st.loaded, [conversation.id]: true },
      children: { ...st.children, [conversation.id]: {} },
      paths: { ...st.paths, [conversation.id]: [] },
    }))
    void open(conversation.id)
    void persist(() => loadDraft('new')).then((draft) =>
      set((st) => ({
        drafts: { ...st.drafts, [conversation.id]: st.drafts[conversation.id] || draft || '' },
      })),
    )
  }

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

  function openAnother(exceptId: string) {
    const rest = Object.values(get().conversations)
      .filter((c) => c.id !== exceptId && !c.deletedAt && c.id !== get().unsavedId)
      .sort((a, b) => b.updatedAt - a.updatedAt)
    if (rest[0]) void open(rest[0].id)
    else createUnsaved()
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

  async function applyRemote(event: SyncEvent) {
    const s = get()
    if (event.kind === 'conversation-deleted') {
      if (!s.conversations[event.id]) return
      set((st) => {
        const { [event.id]: _gone, ...conversations } = st.conversations
        return { conversations }
      })
      if (s.activeId === event.id) openAnother(event.id)
      return
    }
    if (event.kind === 'conversation') {
      const record = await persist(() => getConversation(event.id))
      if (!record) return
      set((st) => {
        const conversations = { ...st.conversations, [record.id]: record }
        return st.loaded[record.id]
          ? { conversations, ...withPath(st, record.id, record.selection) }
          : { conversations }
      })
      return
    }
    if (!s.loaded[event.conversationId] || isRunning(event.id)) return
    const message = await persist(() => getMessage(event.id))
    if (message) set((st) => withMessagesAdded(st, [message]))
  }

  async function start() {
    const all = (await persist(loadConversations)) ?? []
    const stale = all.filter((c) => c.deletedAt)
    for (const c of stale) void persist(() => deleteConversation(c.id))
    const conversations = Object.fromEntries(all.filter((c) => !c.deletedAt).map((c) => [c.id, c]))
    set((s) => ({ conversations: { ...conversations, ...s.conversations }, ready: true }))
    onRemoteChange((e) => void applyRemote(e))
    const last = recall(ACTIVE_KEY)
    if (last && conversations[last]) await open(last)
    else createUnsaved()
  }

  return {
    appStarted() {
      // Once per page, however many times the pane mounts (StrictMode mounts twice in development).
      starting ??= start()
      return starting
    },

    conversationCreated: createUnsaved,
    conversationOpened: (id) => void open(id),
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

    async conversationsImported(fileText) {
      const s = get()
      // A conversation streaming here is never overwritten: it counts as present and newest.
      const present = new Map(
        Object.values(s.conversations).map((c) => [
          c.id,
          Object.values(s.streams).includes(c.id) ? { updatedAt: Infinity } : c,
        ]),
      )
      const plan = planImport(readExportFile(fileText), present)
      for (const { conversation, messages } of plan.write) {
        await persist(() => putConversationWithMessages(conversation, messages))
        broadcast({ kind: 'conversation', id: conversation.id })
      }
      const updated = new Set(plan.write.map((i) => i.conversation.id))
      set((st) => {
        const conversations = { ...st.conversations }
        const loaded = { ...st.loaded }
        for (const item of plan.write) {
          conversations[item.conversation.id] = item.conversation
          delete loaded[item.conversation.id] // re-read its messages when next opened
        }
        return { conversations, loaded }
      })
      const first = plan.write[0]?.conversation.id
      if (first) {
        // The open conversation was updated: show the imported version now.
        if (s.activeId && updated.has(s.activeId)) await open(s.activeId)
        else await open(first)
      }
      return { added: plan.added, updated: plan.updated, skipped: plan.skipped }
    },

    storageErrorDismissed: () => set({ storageError: null }),
    composerErrorDismissed: () => set({ composerError: null }),
    replyCopied: () =>
      set((s) => ({ announcement: { kind: 'copied', seq: (s.announcement?.seq ?? 0) + 1 } })),
  }
}
