import type { Usage } from '@contract/chat'
import { runStream } from '@/lib/run-stream'
import { streamChat } from '../api/stream-chat'
import type { ChatStreamEvent } from '../api/to-chat-events'
import { putMessages } from '../storage/chat-repo'
import { snapshotMessage, takeSnapshot } from '../storage/prefs'
import { broadcast, holdStreamLock } from '../storage/sync-channel'
import type { ChatMessageRecord } from '../types'
import { addUsage, applyChatEvent } from './apply-chat-event'
import type { RequestBody } from './build-request'
import type { GetState, SetState } from './chat-state'
import { createJournal } from './journal'

export type Persist = <T>(op: () => Promise<T>) => Promise<T | undefined>

/**
 * Runs one reply through runStream (events -> pure reducer, once per animation frame), journaled
 * to IndexedDB while it streams, announced when it ends.
 */
export function createStreamRunner(set: SetState, get: GetState, persist: Persist) {
  const controllers = new Map<string, AbortController>()
  const journals = new Map<string, () => Promise<void>>()
  const hidden = () => {
    for (const [id, flush] of journals) {
      const message = get().messages[id]
      if (message) snapshotMessage(id, message)
      void flush()
    }
  }

  const update = (id: string, change: (m: ChatMessageRecord) => ChatMessageRecord) =>
    set((s) => {
      const current = s.messages[id]
      return current ? { messages: { ...s.messages, [id]: change(current) } } : {}
    })

  // The page is going away (reload, close, navigation): a stream that fails from now on fails
  // because of that, not because of the service. It stays `streaming` in storage, and the next
  // load says "Interrupted", which is the truth.
  let closing = false

  // A hidden page may be closed without warning: write what arrived before that happens.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => {
      closing = true
      hidden()
    })
    window.addEventListener('pageshow', () => (closing = false))
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'hidden' && hidden(),
    )
  }

  async function run(
    assistantId: string,
    body: RequestBody,
    options: { ceiling: number | null; baseUsage?: Usage | null },
  ) {
    const conversationId = get().messages[assistantId]?.conversationId
    if (!conversationId) return
    const controller = new AbortController()
    controllers.set(assistantId, controller)
    set((s) => ({ streams: { ...s.streams, [assistantId]: conversationId } }))
    let release = () => {}
    holdStreamLock(assistantId, new Promise<void>((resolve) => (release = resolve)))

    const journal = createJournal(async () => {
      const message = get().messages[assistantId]
      if (!message) return
      await persist(() => putMessages([message]))
      broadcast({ kind: 'message', id: assistantId, conversationId })
    })
    journals.set(assistantId, () => journal.flush())
    const baseUsage = options.baseUsage ?? null

    await runStream<ChatStreamEvent, ChatMessageRecord>({
      signal: controller.signal,
      open: (signal) => streamChat(body, signal, options.ceiling ?? undefined),
      reduce: (m, e) => {
        // A continued reply counts the tokens of the part it continues.
        const event =
          e.type === 'field' && e.name === 'usage' && baseUsage
            ? { ...e, value: addUsage(baseUsage, e.value)! }
            : e
        return applyChatEvent(m, event, Date.now())
      },
      update: (change) => update(assistantId, change),
      persist: () => journal.schedule(),
      describe: String,
      // While the page closes a failure is the page's, not the service's: the reply stays
      // `streaming` in storage and the next load says "Interrupted".
      fail: (m, error, aborted) =>
        closing
          ? m
          : aborted
            ? { ...m, status: { state: 'incomplete', reason: 'cancelled' } }
            : { ...m, status: { state: 'incomplete', reason: 'error', error: error.toJSON() } },
      settle: async () => {
        // Defensive: a stream that ended without a final event is not left spinning.
        if (!closing)
          update(assistantId, (m) =>
            m.status.state === 'streaming' ? { ...m, status: { state: 'complete' } } : m,
          )
        controllers.delete(assistantId)
        set((s) => {
          const { [assistantId]: _done, ...streams } = s.streams
          return { streams }
        })
        // The journal stays registered until the final save has landed: a page hidden meanwhile
        // snapshots the finished record, so a reload in that moment never reads "Interrupted".
        await journal.flush()
        journals.delete(assistantId)
        takeSnapshot(assistantId) // saved: a page-hide snapshot is stale now
        release()
        const status = get().messages[assistantId]?.status
        const kind =
          status?.state === 'complete'
            ? 'finished'
            : status?.state === 'incomplete' && status.reason === 'cancelled'
              ? 'stopped'
              : 'failed'
        set((s) => ({ announcement: { kind, seq: (s.announcement?.seq ?? 0) + 1 } }))
      },
    })
  }

  return {
    run,
    stop: (messageId: string) => controllers.get(messageId)?.abort(),
    isRunning: (messageId: string) => controllers.has(messageId),
  }
}
