/** Small per-browser choices (last open chat, last model) in localStorage; losing them is harmless. */
export const ACTIVE_KEY = 'parley.chat.active'
export const MODEL_KEY = 'parley.chat.lastModel'

export function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private mode without storage: the choice lasts for this tab only.
  }
}

/**
 * The last word of a stream when the page goes away: IndexedDB writes started in `pagehide` may
 * never finish, but localStorage writes are synchronous. Read back (and removed) on the next open.
 */
const SNAPSHOT_PREFIX = 'parley.journal.'

export function snapshotMessage(id: string, message: unknown) {
  remember(SNAPSHOT_PREFIX + id, JSON.stringify(message))
}

export function takeSnapshot<T>(id: string): T | null {
  try {
    const text = localStorage.getItem(SNAPSHOT_PREFIX + id)
    if (text === null) return null
    localStorage.removeItem(SNAPSHOT_PREFIX + id)
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

export function recall(key: string) {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
