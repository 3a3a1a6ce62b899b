// Paging a long conversation's thread in from storage: older windows as the reader scrolls up, the whole thread before a request needs it.
import { loadOlder, type MessageWindow } from '../storage/message-window'
import type { ConversationDeps } from './conversation-deps'
import { rebuildStructure } from './structure'

/** Positions read per page when the reader scrolls up: a few screens, one IndexedDB range read. */
const OLDER_PAGE = 400

export function createPaging({ set, get, persist, isRunning }: ConversationDeps) {
  const reading = new Map<string, Promise<void>>()
  const isWhole = (conversationId: string) => (get().pathFrom[conversationId] ?? 'root') === 'root'

  /**
   * Adds a window's messages (a record already here is newer: kept; a running reply is its
   * stream's) and rebuilds the conversation's structure from where the thread now starts.
   */
  function merge(conversationId: string, window: MessageWindow, replace: boolean) {
    set((s) => {
      const messages = { ...s.messages }
      for (const m of window.messages) {
        if (!isRunning(m.id) && (replace || !messages[m.id])) messages[m.id] = m
      }
      const pathFrom = { ...s.pathFrom, [conversationId]: window.from }
      return {
        messages,
        pathFrom,
        ...rebuildStructure({ ...s, messages, pathFrom }, conversationId),
      }
    })
  }

  function older(conversationId: string, size: number): Promise<void> {
    const from = get().pathFrom[conversationId]
    if (!from || from === 'root') return Promise.resolve()
    const current = reading.get(conversationId)
    if (current) return current
    const read = persist(() => loadOlder(conversationId, from, size))
      .then((window) => {
        // Reopened meanwhile (an import): that read's window stands.
        if (window && get().pathFrom[conversationId] === from) merge(conversationId, window, false)
      })
      .finally(() => reading.delete(conversationId))
    reading.set(conversationId, read)
    return read
  }

  /** The whole shown thread, for a request's history; false when storage failed to give it. */
  async function whole(conversationId: string): Promise<boolean> {
    while (!isWhole(conversationId)) {
      const before = get().pathFrom[conversationId]
      await older(conversationId, Infinity)
      if (get().pathFrom[conversationId] === before) return false
    }
    return true
  }

  return {
    isWhole,
    merge,
    whole,
    /** The next older page of the shown thread (no-op when all of it is loaded or being read). */
    older: (conversationId: string) => void older(conversationId, OLDER_PAGE),
  }
}

export type Paging = ReturnType<typeof createPaging>
