// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { StorageError } from '@/lib/storage/db'

const quota = new StorageError(
  'quota',
  'Browser storage is full, so recent changes were not saved.',
)

vi.mock('../storage/chat-repo', () => ({
  loadConversations: () => Promise.resolve([]),
  loadMessages: () => Promise.resolve([]),
  loadDraft: () => Promise.resolve(''),
  saveDraft: () => Promise.reject(quota),
  putConversation: () => Promise.reject(quota),
  patchConversation: () => Promise.reject(quota),
  putMessages: () => Promise.reject(quota),
}))
vi.mock('../api/stream-chat', () => ({
  streamsByDefault: () => true,
  // eslint-disable-next-line @typescript-eslint/require-await
  async *streamChat() {
    yield { type: 'text-delta', text: 'still here' }
    yield { type: 'done' }
  },
}))

const { useChatStore } = await import('./chat-store')

describe('storage failures', () => {
  it('are shown in plain words, and the chat keeps working in memory', async () => {
    const { actions } = useChatStore.getState()
    await actions.appStarted()
    actions.modelsLoaded([
      { id: 'deepseek-ai/DeepSeek-V3', object: 'model', created: 0, owned_by: 'x' },
    ])
    expect(actions.messageSubmitted('hello')).toBe(true)
    await vi.waitFor(() =>
      expect(useChatStore.getState().storageError).toEqual({
        reason: 'quota',
        message: quota.message,
        detail: '',
      }),
    )
    await vi.waitFor(() => expect(Object.keys(useChatStore.getState().streams)).toHaveLength(0))
    const s = useChatStore.getState()
    const reply = s.messages[s.paths[s.activeId!]!.at(-1)!]
    expect(reply).toMatchObject({ content: 'still here', status: { state: 'complete' } })
  })
})
