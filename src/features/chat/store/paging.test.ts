// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChatStreamEvent } from '../api/to-chat-events'
import type { ChatMessageRecord, ConversationRecord } from '../types'
import type { RequestBody } from './build-request'

const requests: RequestBody[] = []

vi.mock('../api/stream-chat', () => ({
  streamsByDefault: () => true,
  // eslint-disable-next-line @typescript-eslint/require-await
  async *streamChat(body: RequestBody) {
    requests.push(body)
    const events: ChatStreamEvent[] = [{ type: 'text-delta', text: 'ok' }, { type: 'done' }]
    for (const event of events) yield event
  },
}))

const { useChatStore } = await import('./chat-store')
const { putConversationWithMessages, writesSettled } = await import('../storage/chat-repo')
const { getDb } = await import('@/lib/storage/db')
const { siblingInfo } = await import('./conversation-tree')

const s = () => useChatStore.getState()
const COUNT = 500

function conversation(id: string): ConversationRecord {
  return {
    id,
    title: id,
    titleEdited: true,
    createdAt: 0,
    updatedAt: 0,
    pinned: false,
    model: 'deepseek-ai/DeepSeek-V3',
    systemPrompt: '',
    temperature: null,
    maxTokens: null,
    selection: {},
  }
}

/** A linear thread of COUNT messages; the last answer has an older sibling (a regenerated one). */
function thread(id: string): ChatMessageRecord[] {
  const list: ChatMessageRecord[] = []
  for (let i = 0; i < COUNT; i++) {
    list.push({
      id: `${id}-${i}`,
      conversationId: id,
      parentId: i ? `${id}-${i - 1}` : null,
      role: i % 2 ? 'assistant' : 'user',
      content: `message ${i}`,
      model: null,
      status: { state: 'complete' },
      finishReason: null,
      createdAt: i + 10,
      contentStartedAt: null,
      reasoning: '',
      reasoningStartedAt: null,
      usage: null,
      citations: [],
    })
  }
  list.push({ ...list[COUNT - 1]!, id: `${id}-old-take`, createdAt: 1, content: 'old take' })
  return list
}

const shown = (id: string) => (s().paths[id] ?? []).map((m) => s().messages[m]!.content)
const opened = (id: string) =>
  vi.waitFor(() => expect(s().paths[id]?.at(-1)).toBe(`${id}-${COUNT - 1}`))

beforeAll(async () => {
  for (const id of ['long', 'send', 'legacy'])
    await putConversationWithMessages(conversation(id), thread(id))
  // Written as schema 1 did: no leafId, so opening cannot start from the end.
  const db = await getDb()
  const { leafId: _none, ...legacy } = (await db.get('conversations', 'legacy'))!
  await db.put('conversations', legacy)
  await s().actions.appStarted()
  s().actions.modelsLoaded([
    { id: 'deepseek-ai/DeepSeek-V3', object: 'model', created: 0, owned_by: 'x' },
  ])
})

describe('a long conversation, a window at a time', () => {
  it('opens with its newest window only, branches of the shown messages included', async () => {
    s().actions.conversationOpened('long')
    await opened('long')
    const path = s().paths.long!
    expect(path.length).toBeLessThanOrEqual(60)
    expect(shown('long').at(-1)).toBe(`message ${COUNT - 1}`)
    const loaded = Object.values(s().messages).filter((m) => m.conversationId === 'long')
    expect(loaded.length).toBeLessThanOrEqual(61)
    expect(s().pathFrom.long).toBe(`long-${COUNT - path.length - 1}`)
    const last = s().messages[path.at(-1)!]!
    expect(siblingInfo(s().children.long!, last)).toMatchObject({ index: 1, count: 2 })
  })

  it('pages older messages in above, up to the first one', async () => {
    const before = s().paths.long!.length
    s().actions.olderRequested('long')
    await vi.waitFor(() => expect(s().paths.long!.length).toBeGreaterThan(before))
    expect(s().paths.long!.length).toBe(before + 400)
    s().actions.olderRequested('long')
    await vi.waitFor(() => expect(s().paths.long).toHaveLength(COUNT))
    expect(shown('long')[0]).toBe('message 0')
    expect(s().pathFrom.long).toBe('root')
  })

  it('a message sent from a window carries the whole thread as history', async () => {
    s().actions.conversationOpened('send')
    await opened('send')
    expect(s().paths.send!.length).toBeLessThan(COUNT)
    expect(s().actions.messageSubmitted('and then?')).toBe(true)
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    const history = requests[0]!.messages
    expect(history).toHaveLength(COUNT + 1)
    expect(history[0]).toEqual({ role: 'user', content: 'message 0' })
    expect(history.at(-1)).toEqual({ role: 'user', content: 'and then?' })
  })

  it('a conversation stored without a leaf opens whole, and the next open can use a window', async () => {
    s().actions.conversationOpened('legacy')
    await opened('legacy')
    expect(s().paths.legacy).toHaveLength(COUNT)
    expect(s().pathFrom.legacy ?? 'root').toBe('root')
    await vi.waitFor(async () =>
      expect((await (await getDb()).get('conversations', 'legacy'))?.leafId).toBe(
        `legacy-${COUNT - 1}`,
      ),
    )
    await writesSettled()
  })
})
