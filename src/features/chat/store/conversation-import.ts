// Importing an export file into the stored conversations, then showing it: apart from the actions for its length.
import { putConversationWithMessages } from '../storage/chat-repo'
import { planImport, readExportFile } from '../storage/export-import'
import { broadcast } from '../storage/sync-channel'
import type { ConversationDeps } from './conversation-deps'

/** Writes what the file adds or updates (never a conversation streaming here) and opens it. */
export async function importConversations(
  fileText: string,
  { set, get, persist }: Pick<ConversationDeps, 'set' | 'get' | 'persist'>,
  open: (id: string) => Promise<void>,
) {
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
}
