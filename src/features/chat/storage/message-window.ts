import { parentKey, ROOT, type ChatMessageRecord, type ConversationRecord } from '../types'
import { ordered } from './chat-repo'
import { unstamp, type StoredMessage } from './positions'

/**
 * Reading a long conversation a window at a time (docs/chat-storage.md). A window is every stored
 * message at a band of positions (depths), read with one range of the byPosition index: the
 * shown thread's messages in it, and every sibling of theirs (all branches at those depths), so
 * each loaded message's branches are complete. The thread is found by walking parent links from
 * its newest message up to the band's top.
 */
export interface MessageWindow {
  messages: ChatMessageRecord[]
  /**
   * Where the loaded part of the shown thread hangs: ROOT when it reaches the first message, else
   * the id of the newest message not loaded yet (the parent of the oldest one loaded).
   */
  from: string
}

const band = (conversationId: string, low: number, high: number) =>
  IDBKeyRange.bound([conversationId, Math.max(0, low)], [conversationId, high])

/** The band's records and where the thread through `lastId` leaves it at the top. */
function windowUp(stored: StoredMessage[], lastId: string): MessageWindow {
  const byId = new Map(stored.map((m) => [m.id, m]))
  let top = byId.get(lastId)
  for (let up = top; up; up = up.parentId ? byId.get(up.parentId) : undefined) top = up
  return { messages: stored.map(unstamp), from: parentKey(top?.parentId ?? null) }
}

/**
 * The newest `size` positions of the shown thread, from the conversation's `leafId`. Null when
 * that cannot be trusted (no leaf yet: older data; the leaf gone; the leaf has replies, so the
 * thread grew past it): the caller reads the whole conversation instead.
 */
export function loadWindow(conversationId: string, size: number): Promise<MessageWindow | null> {
  return ordered(conversationId, async (db) => {
    const tx = db.transaction(['conversations', 'messages'])
    const messages = tx.objectStore('messages')
    const conversation = (await tx.objectStore('conversations').get(conversationId)) as
      ConversationRecord | undefined
    const leaf = conversation?.leafId
      ? ((await messages.get(conversation.leafId)) as StoredMessage | undefined)
      : undefined
    if (!leaf || leaf.conversationId !== conversationId || typeof leaf.position !== 'number')
      return null
    const at = leaf.position
    const stored = (await messages
      .index('byPosition')
      .getAll(band(conversationId, at - size + 1, at + 1))) as unknown as StoredMessage[]
    if (stored.some((m) => m.parentId === leaf.id)) return null
    return windowUp(stored, leaf.id)
  })
}

/** The `size` positions above a window: the thread up from `fromId` (a window's `from`). */
export function loadOlder(
  conversationId: string,
  fromId: string,
  size: number,
): Promise<MessageWindow> {
  return ordered(conversationId, async (db) => {
    const messages = db.transaction('messages').store
    const from = (await messages.get(fromId)) as StoredMessage | undefined
    if (!from || typeof from.position !== 'number') return { messages: [], from: ROOT }
    const at = from.position
    const stored = (await messages
      .index('byPosition')
      .getAll(band(conversationId, at - size + 1, at))) as unknown as StoredMessage[]
    return windowUp(stored, from.id)
  })
}
