// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChatStreamEvent } from '../api/to-chat-events'
import type { Attachment } from '../attachments/types'
import type { RequestBody } from './build-request'

const requests: RequestBody[] = []

vi.mock('../api/stream-chat', () => ({
  streamsByDefault: () => true,
  // eslint-disable-next-line @typescript-eslint/require-await
  async *streamChat(body: RequestBody): AsyncGenerator<ChatStreamEvent> {
    requests.push(body)
    yield { type: 'text-delta', text: 'Seen.' }
    yield { type: 'done' }
  },
}))

const { useChatStore } = await import('./chat-store')
const { loadMessages } = await import('../storage/chat-repo')

const s = () => useChatStore.getState()
const settle = () => vi.waitFor(() => expect(Object.keys(s().streams)).toHaveLength(0))
const path = () => s().paths[s().activeId!]!.map((id) => s().messages[id]!)

const notes: Attachment = {
  kind: 'text',
  id: 'n',
  name: 'notes.md',
  size: 12,
  mime: 'text/markdown',
  text: '# Herons: 14',
}
const swatch: Attachment = {
  kind: 'image',
  id: 'i',
  name: 'swatch.png',
  size: 4,
  mime: 'image/png',
  dataUrl: 'data:image/png;base64,AAAA',
}

beforeAll(async () => {
  await s().actions.appStarted()
  s().actions.modelsLoaded([{ id: 'vision', object: 'model', created: 0, owned_by: 'x' }])
})

describe('messages with attachments', () => {
  it('are sent with their files, saved with them, and named after the first file', async () => {
    expect(s().actions.messageSubmitted('', [notes, swatch])).toBe(true)
    await settle()
    const [user] = path()
    expect(user!.attachments).toEqual([notes, swatch])
    expect(requests.at(-1)!.messages.at(-1)!.content).toEqual([
      { type: 'text', text: '[Attached file: notes.md]\n# Herons: 14\n[End of notes.md]' },
      { type: 'image_url', image_url: { url: swatch.dataUrl } },
    ])
    expect(s().conversations[s().activeId!]!.title).toBe('notes.md')
    await vi.waitFor(async () =>
      expect(
        (await loadMessages(s().activeId!)).find((m) => m.id === user!.id)?.attachments,
      ).toEqual([notes, swatch]),
    )
  })

  it('an edited message keeps the files of the one it replaces', async () => {
    const [old] = path()
    expect(s().actions.messageEdited(old!.id, 'What is in these?')).toBe(true)
    await settle()
    const [edited] = path()
    expect(edited!.id).not.toBe(old!.id)
    expect(edited).toMatchObject({ content: 'What is in these?', attachments: [notes, swatch] })
    const sent = requests.at(-1)!.messages.at(-1)!.content as { type: string; text?: string }[]
    expect(sent[0]!.text).toBe(
      'What is in these?\n\n[Attached file: notes.md]\n# Herons: 14\n[End of notes.md]',
    )
  })

  it('nothing is sent with neither words nor files', () => {
    const before = requests.length
    expect(s().actions.messageSubmitted('  ', [])).toBe(false)
    expect(requests).toHaveLength(before)
  })
})
