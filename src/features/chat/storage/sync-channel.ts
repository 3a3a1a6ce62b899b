/**
 * Tells other tabs which records changed; they re-read those records from IndexedDB. Only ids
 * travel, so a tab never adopts another's in-memory state wholesale.
 */
export type SyncEvent =
  | { kind: 'conversation'; id: string }
  | { kind: 'conversation-deleted'; id: string }
  | { kind: 'message'; id: string; conversationId: string }

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('parley-chat')

export function broadcast(event: SyncEvent) {
  channel?.postMessage(event)
}

export function onRemoteChange(handler: (event: SyncEvent) => void): () => void {
  if (!channel) return () => {}
  const listener = (e: MessageEvent<SyncEvent>) => handler(e.data)
  channel.addEventListener('message', listener)
  return () => channel.removeEventListener('message', listener)
}

/**
 * Holds a Web Lock named after a streaming message until `done` settles, so another tab (or this
 * one after a reload) can tell a live stream from one whose tab went away.
 */
export function holdStreamLock(messageId: string, done: Promise<unknown>) {
  if (typeof navigator === 'undefined' || !navigator.locks) return
  void navigator.locks.request(`parley-stream-${messageId}`, () => done.catch(() => {}))
}

/** Message ids whose stream lock is held by some live tab. */
export async function liveStreamIds(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set()
  const { held = [] } = await navigator.locks.query()
  return new Set(
    held
      .map((l) => l.name ?? '')
      .filter((n) => n.startsWith('parley-stream-'))
      .map((n) => n.slice(14)),
  )
}
