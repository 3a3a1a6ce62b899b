// Storage keeps each conversation's leafId (the last message of its shown thread) in step with the thread, so the next open reads a window back from it.
import type { StoreApi } from 'zustand'
import { patchConversation } from '../storage/chat-repo'
import type { ChatState } from './chat-state'

/**
 * Watches the shown paths (they change on structural changes only, never per token) and saves a
 * changed leaf. The write waits a microtask, so it queues behind the message saves of the action
 * that moved the leaf. A failed write only makes the next open read the whole conversation.
 */
export function keepLeaves(store: StoreApi<ChatState>) {
  const saved = new Map<string, string>()
  store.subscribe((s, prev) => {
    if (s.paths === prev.paths) return
    for (const [id, path] of Object.entries(s.paths)) {
      const leaf = path.at(-1)
      const conversation = s.conversations[id]
      if (path === prev.paths[id] || !leaf || !conversation || id === s.unsavedId) continue
      if ((saved.get(id) ?? conversation.leafId) === leaf) continue
      saved.set(id, leaf)
      queueMicrotask(() => void patchConversation(id, { leafId: leaf }).catch(() => undefined))
    }
  })
}
