import type { IDBPDatabase } from 'idb'
import { withStorage, type ParleySchema } from '@/lib/storage/db'
import { createWriteQueue } from '@/lib/storage/write-queue'
import { activePath, buildChildIndex } from '../store/conversation-tree'
import type { ChatMessageRecord, ConversationRecord } from '../types'
import { stamp, stampAll, unstamp } from './positions'

/**
 * IndexedDB access for chat. Every write touches one record (or one conversation's records), never
 * the whole state, so two tabs editing different things never overwrite each other.
 *
 * Every write of a conversation, its messages or its draft goes through that conversation's
 * ordered queue, in the order the calls were made: a reply's final save can never be overtaken by
 * its placeholder's, so the stored record is never older than the screen.
 */
const writes = createWriteQueue()
export const ordered = <T>(
  conversationId: string,
  op: (db: IDBPDatabase<ParleySchema>) => Promise<T>,
) => writes.enqueue(conversationId, () => withStorage(op))

/** Settles when every chat write asked for so far has been made (tests, page hide). */
export const writesSettled = () => writes.idle()

type Stored = { id: string; [field: string]: unknown }
const toStored = <T extends { id: string }>(value: T) =>
  value as unknown as Stored & { conversationId: string }

/** A conversation as the app sees it: `leafId` is storage's own (message-window.ts reads it). */
const unleafed = (stored: unknown): ConversationRecord => {
  const { leafId: _storageOnly, ...conversation } = stored as ConversationRecord
  return conversation
}

export function loadConversations(): Promise<ConversationRecord[]> {
  return withStorage(async (db) => (await db.getAll('conversations')).map(unleafed))
}

export function getConversation(id: string): Promise<ConversationRecord | undefined> {
  return ordered(id, async (db) => {
    const stored = await db.get('conversations', id)
    return stored && unleafed(stored)
  })
}

/** Writes the record; storage's own `leafId` stays as it was. */
export function putConversation(conversation: ConversationRecord): Promise<void> {
  return ordered(conversation.id, async (db) => {
    const tx = db.transaction('conversations', 'readwrite')
    const leafId = ((await tx.store.get(conversation.id)) as ConversationRecord | undefined)?.leafId
    await tx.store.put(toStored(leafId ? { ...conversation, leafId } : conversation))
    await tx.done
  })
}

/**
 * Read-modify-write of one conversation in one transaction: fields another tab changed meanwhile
 * survive, and branch selections merge key by key.
 */
export function patchConversation(
  id: string,
  patch: Partial<ConversationRecord>,
): Promise<ConversationRecord | null> {
  return ordered(id, async (db) => {
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
    return unleafed(next)
  })
}

/** Reads queue behind the conversation's pending writes, so they see this tab's latest saves. */
export function loadMessages(conversationId: string): Promise<ChatMessageRecord[]> {
  return ordered(conversationId, async (db) =>
    (await db.getAllFromIndex('messages', 'byConversation', conversationId)).map(unstamp),
  )
}

export function getMessage(id: string): Promise<ChatMessageRecord | undefined> {
  return withStorage(async (db) => {
    const stored = await db.get('messages', id)
    return stored && unstamp(stored)
  })
}

/** Saves messages, each in its conversation's order (the values are taken now, at the call). */
export function putMessages(messages: readonly ChatMessageRecord[]): Promise<void> {
  const byConversation = new Map<string, ChatMessageRecord[]>()
  for (const m of messages)
    byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m])
  return Promise.all(
    [...byConversation].map(([conversationId, batch]) =>
      ordered(conversationId, async (db) => {
        const tx = db.transaction('messages', 'readwrite')
        const stamped = await stamp(tx.store, batch)
        await Promise.all([...stamped.map((m) => tx.store.put(toStored(m))), tx.done])
      }),
    ),
  ).then(() => undefined)
}

/**
 * Writes a conversation and all its messages in one transaction (import), with the last message
 * of its shown thread as `leafId`, where opening starts reading.
 */
export function putConversationWithMessages(
  conversation: ConversationRecord,
  messages: readonly ChatMessageRecord[],
): Promise<void> {
  const leafId = activePath(buildChildIndex(messages), conversation.selection).at(-1) ?? null
  const stamped = stampAll(messages)
  return ordered(conversation.id, async (db) => {
    const tx = db.transaction(['conversations', 'messages'], 'readwrite')
    const convs = tx.objectStore('conversations')
    const msgs = tx.objectStore('messages')
    await Promise.all([
      convs.put(toStored({ ...conversation, leafId })),
      ...stamped.map((m) => msgs.put(toStored(m))),
      tx.done,
    ])
  })
}

export function deleteConversation(id: string): Promise<void> {
  return ordered(id, async (db) => {
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
  return ordered(conversationId, async (db) => (await db.get('drafts', conversationId)) ?? '')
}

export function saveDraft(conversationId: string, text: string): Promise<void> {
  return ordered(conversationId, async (db) => {
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
