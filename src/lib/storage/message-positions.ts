import type { IDBPObjectStore, StoreNames } from 'idb'
import type { ParleySchema } from './db'

interface Linked {
  id: string
  conversationId: string
  parentId?: string | null
  position?: number
}

/**
 * A message's position is its depth in its conversation's tree: 0 for a first message, its
 * parent's position + 1 otherwise. Siblings (branches) share one. A message whose parent is
 * missing counts as a first message; a loop (a corrupt import) is cut where it closes.
 */
export function positionsOf(messages: readonly Linked[]): Map<string, number> {
  const byId = new Map(messages.map((m) => [m.id, m]))
  const depth = new Map<string, number>()
  for (const start of messages) {
    const chain: string[] = []
    const onChain = new Set<string>()
    let at: Linked | undefined = start
    let base = -1
    while (at && !depth.has(at.id) && !onChain.has(at.id)) {
      chain.push(at.id)
      onChain.add(at.id)
      at = at.parentId ? byId.get(at.parentId) : undefined
    }
    if (at && depth.has(at.id)) base = depth.get(at.id)!
    for (let i = chain.length - 1; i >= 0; i--) depth.set(chain[i]!, ++base)
  }
  return depth
}

/** Schema 2: every stored message gets its position (read by the byPosition index). */
export async function addPositions(
  store: IDBPObjectStore<ParleySchema, StoreNames<ParleySchema>[], 'messages', 'versionchange'>,
): Promise<void> {
  const all = await store.getAll()
  const byConversation = new Map<string, typeof all>()
  for (const m of all) {
    const list = byConversation.get(m.conversationId) ?? []
    list.push(m)
    byConversation.set(m.conversationId, list)
  }
  const writes: Promise<unknown>[] = []
  for (const list of byConversation.values()) {
    const positions = positionsOf(list)
    for (const m of list) writes.push(store.put({ ...m, position: positions.get(m.id) ?? 0 }))
  }
  await Promise.all(writes)
}
