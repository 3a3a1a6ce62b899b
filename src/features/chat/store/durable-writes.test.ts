// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http'
import type { ChatStreamEvent } from '../api/to-chat-events'

// The stream the runner reads: an error before the first byte, or a reply at once (PARLEY_PACE=0).
let mode: 'error' | 'reply' = 'reply'
vi.mock('../api/stream-chat', () => ({
  streamsByDefault: () => true,
  // eslint-disable-next-line @typescript-eslint/require-await
  async *streamChat(): AsyncGenerator<ChatStreamEvent> {
    if (mode === 'error')
      throw new ApiError({
        kind: 'http',
        status: 401,
        code: 'invalid_token',
        message: 'Validate Certification failed',
      })
    yield { type: 'text-delta', text: 'done at once' }
    yield { type: 'done' }
  },
}))

const { useChatStore } = await import('./chat-store')
const { loadMessages, writesSettled } = await import('../storage/chat-repo')
const s = () => useChatStore.getState()
const settle = () => vi.waitFor(() => expect(Object.keys(s().streams)).toHaveLength(0))

beforeAll(async () => {
  await s().actions.appStarted()
  s().actions.modelsLoaded([
    { id: 'deepseek-ai/DeepSeek-V3', object: 'model', created: 0, owned_by: 'x' },
  ])
})

/** What a reload would read: the stored record of every message the screen shows. */
async function storedMatchesScreen(conversationId: string) {
  await writesSettled()
  const stored = await loadMessages(conversationId)
  for (const m of stored) expect(m).toEqual(s().messages[m.id])
  return stored
}

describe('a reply saved is never older than the screen', () => {
  it('an error that comes back before the first byte is stored with its error', async () => {
    mode = 'error'
    expect(s().actions.messageSubmitted('hello')).toBe(true)
    await settle()
    const stored = await storedMatchesScreen(s().activeId!)
    expect(stored.find((m) => m.role === 'assistant')?.status).toMatchObject({
      state: 'incomplete',
      reason: 'error',
      error: { code: 'invalid_token', message: 'Validate Certification failed' },
    })
  })

  it('replies that finish at once, sent back to back across conversations, are stored complete', async () => {
    mode = 'reply'
    const ids: string[] = []
    for (let c = 0; c < 3; c++) {
      s().actions.conversationCreated()
      await vi.waitFor(() => expect(s().unsavedId).toBe(s().activeId))
      ids.push(s().activeId!)
      for (let i = 0; i < 3; i++) {
        expect(s().actions.messageSubmitted(`question ${c}.${i}`)).toBe(true)
        await settle()
      }
    }
    for (const id of ids) {
      const stored = await storedMatchesScreen(id)
      const replies = stored.filter((m) => m.role === 'assistant')
      expect(replies).toHaveLength(3)
      for (const r of replies)
        expect(r).toMatchObject({ content: 'done at once', status: { state: 'complete' } })
    }
  })
})
