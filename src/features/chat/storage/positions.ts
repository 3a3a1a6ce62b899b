// Message positions (depth in the conversation's tree) as storage keeps them: known ones remembered, records stamped before writing and unstamped after reading.
import type { IDBPObjectStore, StoreNames } from 'idb'
import type { ParleySchema } from '@/lib/storage/db'
import { positionsOf } from '@/lib/storage/message-positions'
import type { ChatMessageRecord } from '../types'

/** A message as stored: the record and its position (the byPosition index reads it). */
export type StoredMessage = ChatMessageRecord & { position: number }

type MessagesStore = IDBPObjectStore<
  ParleySchema,
  StoreNames<ParleySchema>[],
  'messages',
  'readwrite'
>

// A message's parent never changes, so neither does its position: one read per id and tab at most.
const known = new Map<string, number>()

/** The record as the rest of the app sees it (no position); remembers the position. */
export function unstamp(stored: unknown): ChatMessageRecord {
  const { position, ...record } = stored as StoredMessage
  if (typeof position === 'number') known.set(record.id, position)
  return record
}

/**
 * The records with their positions, parents first: what this tab knows (a parent earlier in the
 * batch included), else the stored parent's (read in the writing transaction). A parent found
 * nowhere makes the message a first one.
 */
export async function stamp(
  store: MessagesStore,
  batch: readonly ChatMessageRecord[],
): Promise<StoredMessage[]> {
  const inBatch = positionsOf(batch)
  const out: StoredMessage[] = []
  const positionOf = async (m: ChatMessageRecord): Promise<number> => {
    const own = known.get(m.id)
    if (own !== undefined) return own
    if (!m.parentId) return 0
    const parent = known.get(m.parentId)
    if (parent !== undefined) return parent + 1
    const stored = (await store.get(m.parentId)) as Partial<StoredMessage> | undefined
    return typeof stored?.position === 'number' ? stored.position + 1 : 0
  }
  // Parents before children, so a child in the batch finds its parent's position known.
  const ordered = [...batch].sort((a, b) => inBatch.get(a.id)! - inBatch.get(b.id)!)
  for (const m of ordered) {
    const position = await positionOf(m)
    known.set(m.id, position)
    out.push({ ...m, position })
  }
  return out
}

/** Import: a conversation's whole tree is in the batch, so positions come from it alone. */
export function stampAll(messages: readonly ChatMessageRecord[]): StoredMessage[] {
  const positions = positionsOf(messages)
  return messages.map((m) => {
    const position = positions.get(m.id) ?? 0
    known.set(m.id, position)
    return { ...m, position }
  })
}
