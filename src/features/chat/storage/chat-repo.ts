import { withStorage } from '@/lib/storage/db'
import type { ChatMessageRecord, ConversationRecord } from '../types'

/**
 * IndexedDB access for chat. Every write touches one record (or one conversation's records), never
 * the whole state, so two tabs editing different things never overwrite each other.
 */
type Stored = { id: string; [field: string]: unknown }
const toStored = <T extends { id: string }>(value: T) =>
  value as unknown as Stored & { conversationId: string }

export function loadConversations(): Promise<ConversationRecord[]> {
  return withStorage(
    async (db) => (await db.getAll('conversations')) as unknown as ConversationRecord[],
  )
}

export function getConversation(id: string): Promise<ConversationRecord | undefined> {
  return withStorage(
    async (db) => (await db.get('conversations', id)) as unknown as ConversationRecord | undefined,
  )
}

export function putConversation(conversation: ConversationRecord): Promise<void> {
  return withStorage(async (db) => void (await db.put('conversations', toStored(conversation))))
}

/**
 * Read-modify-write of one conversation in one transaction: fields another tab changed meanwhile
 * survive, and branch selections merge key by key.
 */
export function patchConversation(
  id: string,
  patch: Partial<ConversationRecord>,
): Promise<ConversationRecord | null> {
  return withStorage(async (db) => {
    const tx = db.transaction('conversations', 'readwrite')
    const current = (await tx.store.get(id)) as unknown as ConversationRecord | undefined
    if (!current) {
      await tx.done
      return null
    }
    const next: ConversationRecord = {
      ...current,
      ...patch,
      selection: patch.selection ? { ...current.selection, ...patch.selection } : current.selection,
    }
    await tx.store.put(toStored(next))
    await tx.done
    return next
  })
}

export function loadMessages(conversationId: string): Promise<ChatMessageRecord[]> {
  return withStorage(
    async (db) =>
      (await db.getAllFromIndex(
        'messages',
        'byConversation',
        conversationId,
      )) as unknown as ChatMessageRecord[],
  )
}

export function getMessage(id: string): Promise<ChatMessageRecord | undefined> {
  return withStorage(
    async (db) => (await db.get('messages', id)) as unknown as ChatMessageRecord | undefined,
  )
}

export function putMessages(messages: readonly ChatMessageRecord[]): Promise<void> {
  return withStorage(async (db) => {
    const tx = db.transaction('messages', 'readwrite')
    await Promise.all([...messages.map((m) => tx.store.put(toStored(m))), tx.done])
  })
}

/** Writes a conversation and all its messages in one transaction (import). */
export function putConversationWithMessages(
  conversation: ConversationRecord,
  messages: readonly ChatMessageRecord[],
): Promise<void> {
  return withStorage(async (db) => {
    const tx = db.transaction(['conversations', 'messages'], 'readwrite')
    const convs = tx.objectStore('conversations')
    const msgs = tx.objectStore('messages')
    await Promise.all([
      convs.put(toStored(conversation)),
      ...messages.map((m) => msgs.put(toStored(m))),
      tx.done,
    ])
  })
}

export function deleteConversation(id: string): Promise<void> {
  return withStorage(async (db) => {
    const tx = db.transaction(['conversations', 'messages', 'drafts'], 'readwrite')
    const keys = await tx.objectStore('messages').index('byConversation').getAllKeys(id)
    await Promise.all([
      ...keys.map((k) => tx.objectStore('messages').delete(k)),
      tx.objectStore('conversations').delete(id),
      tx.objectStore('drafts').delete(id),
      tx.done,
    ])
  })
}

export function loadDraft(conversationId: string): Promise<string> {
  return withStorage(async (db) => (await db.get('drafts', conversationId)) ?? '')
}

export function saveDraft(conversationId: string, text: string): Promise<void> {
  return withStorage(async (db) => {
    if (text) await db.put('drafts', text, conversationId)
    else await db.delete('drafts', conversationId)
  })
}

/**
 * Conversations whose message text contains `query` (case-insensitive). Walks the messages store
 * with a cursor so nothing but matches is kept in memory.
 */
export function searchMessageText(query: string): Promise<Set<string>> {
  const needle = query.toLocaleLowerCase()
  return withStorage(async (db) => {
    const hits = new Set<string>()
    let cursor = await db.transaction('messages').store.openCursor()
    while (cursor) {
      const m = cursor.value as unknown as ChatMessageRecord
      if (!hits.has(m.conversationId) && m.content.toLocaleLowerCase().includes(needle))
        hits.add(m.conversationId)
      cursor = await cursor.continue()
    }
    return hits
  })
}
