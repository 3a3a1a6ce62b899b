// Opening conversations (a stored one, the unsaved new chat, another after one goes): apart from the actions that call it.
import { loadDraft, loadMessages, putMessages } from '../storage/chat-repo'
import { loadWindow, type MessageWindow } from '../storage/message-window'
import { ACTIVE_KEY, MODEL_KEY, recall, remember, takeSnapshot } from '../storage/prefs'
import { liveStreamIds } from '../storage/sync-channel'
import type { ChatMessageRecord, ConversationRecord } from '../types'
import { markInterrupted } from './apply-chat-event'
import type { ConversationDeps } from './conversation-deps'
import type { Paging } from './paging'

/**
 * Positions read when a conversation opens: the screen's few messages and some to scroll through
 * before the next page is read (docs/chat-storage.md).
 */
const OPEN_WINDOW = 60

/** The newest window of the shown thread, or all messages when storage has no trusted leaf. */
async function readOpening(id: string): Promise<MessageWindow> {
  return (await loadWindow(id, OPEN_WINDOW)) ?? { messages: await loadMessages(id), from: 'root' }
}

export function createConversationOpening({ set, get, persist }: ConversationDeps, paging: Paging) {
  const draftKey = (conversationId: string) =>
    get().unsavedId === conversationId ? 'new' : conversationId

  async function open(id: string) {
    set({ activeId: id, composerError: null })
    if (get().unsavedId !== id) remember(ACTIVE_KEY, id)
    if (get().loaded[id]) return
    const [read, draft, live] = await Promise.all([
      persist(() => readOpening(id)),
      persist(() => loadDraft(draftKey(id))),
      liveStreamIds(),
    ])
    // A reply still marked streaming whose tab is gone was interrupted: keep its text, say so.
    const messages = read?.messages ?? []
    const interrupted = messages
      .filter((m) => m.status.state === 'streaming' && !live.has(m.id))
      .map((m) => {
        // The page-hide snapshot may hold the last tokens the throttled journal had not written.
        const snap = takeSnapshot<ChatMessageRecord>(m.id)
        return markInterrupted(
          snap && snap.id === m.id && snap.content.length >= m.content.length ? snap : m,
        )
      })
    if (interrupted.length) void persist(() => putMessages(interrupted))
    set((s) => ({
      loaded: { ...s.loaded, [id]: true },
      drafts: s.drafts[id] === undefined ? { ...s.drafts, [id]: draft ?? '' } : s.drafts,
    }))
    const fixed = new Map(interrupted.map((m) => [m.id, m]))
    paging.merge(
      id,
      { messages: messages.map((m) => fixed.get(m.id) ?? m), from: read?.from ?? 'root' },
      true,
    )
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

  function openAnother(exceptId: string) {
    const rest = Object.values(get().conversations)
      .filter((c) => c.id !== exceptId && !c.deletedAt && c.id !== get().unsavedId)
      .sort((a, b) => b.updatedAt - a.updatedAt)
    if (rest[0]) void open(rest[0].id)
    else createUnsaved()
  }

  return { draftKey, open, createUnsaved, openAnother }
}
