// Starting the chat (stored conversations read, the last one opened) and following other tabs' changes: apart from the user's actions.
import {
  deleteConversation,
  getConversation,
  getMessage,
  loadConversations,
} from '../storage/chat-repo'
import { ACTIVE_KEY, recall } from '../storage/prefs'
import { onRemoteChange, type SyncEvent } from '../storage/sync-channel'
import type { ConversationDeps } from './conversation-deps'
import type { createConversationOpening } from './conversation-opening'
import { withMessagesAdded, withPath } from './structure'

export function createConversationStartup(
  { set, get, persist, isRunning }: ConversationDeps,
  { open, createUnsaved, openAnother }: ReturnType<typeof createConversationOpening>,
) {
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

  return start
}
