// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChatStreamEvent } from '../api/to-chat-events'
import type { RequestBody } from './build-request'

const requests: RequestBody[] = []
let script: ChatStreamEvent[] = []

vi.mock('../api/stream-chat', () => ({
  streamsByDefault: () => true,
  // eslint-disable-next-line @typescript-eslint/require-await
  async *streamChat(body: RequestBody) {
    requests.push(body)
    for (const event of script) yield event
  },
}))

const { useChatStore } = await import('./chat-store')
const { loadMessages } = await import('../storage/chat-repo')
const { CONTINUE_INSTRUCTION } = await import('@contract/continue')

const s = () => useChatStore.getState()
const settle = () => vi.waitFor(() => expect(Object.keys(s().streams)).toHaveLength(0))
const path = () => s().paths[s().activeId!]!.map((id) => s().messages[id]!)
const reply = (text: string): ChatStreamEvent[] => [
  { type: 'text-delta', text },
  {
    type: 'field',
    name: 'usage',
    value: {
      prompt_tokens: 1,
      completion_tokens: 2,
      total_tokens: 3,
      prompt_tokens_details: null,
      completion_tokens_details: null,
    },
  },
  { type: 'done' },
]

beforeAll(async () => {
  await s().actions.appStarted()
  s().actions.modelsLoaded([
    { id: 'deepseek-ai/DeepSeek-V3', object: 'model', created: 0, owned_by: 'x' },
  ])
})

describe('chat store', () => {
  it('sends, streams into the reply and saves both messages', async () => {
    script = reply('Hello **there**')
    expect(s().actions.messageSubmitted('hi')).toBe(true)
    await settle()
    const [user, assistant] = path()
    expect(user).toMatchObject({ role: 'user', content: 'hi', parentId: null })
    expect(assistant).toMatchObject({
      role: 'assistant',
      content: 'Hello **there**',
      parentId: user!.id,
      status: { state: 'complete' },
    })
    expect(s().conversations[s().activeId!]!.title).toBe('hi')
    await vi.waitFor(async () => expect(await loadMessages(s().activeId!)).toHaveLength(2))
  })

  it('regenerate adds a sibling and shows it; the first stays reachable', async () => {
    const first = path()[1]!
    script = reply('Second take')
    s().actions.regenerateRequested(first.id)
    await settle()
    const second = path()[1]!
    expect(second.id).not.toBe(first.id)
    expect(second.parentId).toBe(first.parentId)
    expect(requests.at(-1)!.messages).toEqual([{ role: 'user', content: 'hi' }])
    s().actions.branchSelected(first.id)
    expect(path()[1]!.content).toBe('Hello **there**')
  })

  it('edit makes a new user branch with its own reply', async () => {
    const original = path()[0]!
    script = reply('About pears')
    expect(s().actions.messageEdited(original.id, 'pears?')).toBe(true)
    await settle()
    expect(path().map((m) => m.content)).toEqual(['pears?', 'About pears'])
    s().actions.branchSelected(original.id)
    expect(path()[0]!.content).toBe('hi')
  })

  it('a failed reply keeps its text; Continue sends it back and appends, adding up usage', async () => {
    script = [
      { type: 'text-delta', text: 'Part one' },
      { type: 'error', error: { kind: 'stream', message: 'dropped', code: 'incomplete_stream' } },
    ]
    s().actions.messageSubmitted('long question')
    await settle()
    const failed = path().at(-1)!
    expect(failed).toMatchObject({
      content: 'Part one',
      status: { state: 'incomplete', reason: 'error' },
    })

    script = reply(', part two')
    s().actions.continueRequested(failed.id)
    await settle()
    const body = requests.at(-1)!
    expect(body.messages.slice(-2)).toEqual([
      { role: 'assistant', content: 'Part one' },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ])
    expect(path().at(-1)).toMatchObject({
      id: failed.id,
      content: 'Part one, part two',
      status: { state: 'complete' },
    })
    // The instruction lives only in the request: never a message, on screen or in storage.
    const shown = path().map((m) => m.content)
    expect(shown.some((text) => text.includes(CONTINUE_INSTRUCTION))).toBe(false)
    await vi.waitFor(async () => {
      const stored = await loadMessages(s().activeId!)
      expect(stored.find((m) => m.id === failed.id)?.content).toBe('Part one, part two')
      expect(stored.some((m) => m.content.includes(CONTINUE_INSTRUCTION))).toBe(false)
    })
  })

  it('a broken rule stops the send and says why, keeping nothing half-done', () => {
    const before = path().length
    s().actions.conversationSettingsChanged(s().activeId!, { maxTokens: 20000 })
    expect(s().actions.messageSubmitted('too long please')).toBe(false)
    expect(s().composerError?.message).toMatch(/at most 12288/)
    expect(path()).toHaveLength(before)
    s().actions.conversationSettingsChanged(s().activeId!, { maxTokens: null })
  })
})
