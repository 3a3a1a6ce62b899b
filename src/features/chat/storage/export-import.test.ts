// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import { resetDbForTests } from '@/lib/storage/db'
import type { ChatMessageRecord, ConversationRecord } from '../types'
import {
  loadConversations,
  loadMessages,
  patchConversation,
  putConversationWithMessages,
} from './chat-repo'
import { translate } from '@/lib/i18n/use-t'
import { ImportError, planImport, readExportFile, toExportFile, toMarkdown } from './export-import'
import { chatFileCatalog } from './i18n'

const conversation: ConversationRecord = {
  id: 'c1',
  title: 'Tables & math',
  titleEdited: false,
  createdAt: 1000,
  updatedAt: 2000,
  pinned: true,
  model: 'deepseek-ai/DeepSeek-R1',
  systemPrompt: 'Be brief',
  temperature: 0.3,
  maxTokens: 512,
  selection: { u1: 'a2' },
}

const message = (
  id: string,
  parentId: string | null,
  role: 'user' | 'assistant',
  extra: Partial<ChatMessageRecord> = {},
): ChatMessageRecord => ({
  id,
  conversationId: 'c1',
  parentId,
  role,
  content: `${id} text with **markdown** and [1]`,
  reasoning: role === 'assistant' ? 'thinking…' : '',
  model: role === 'assistant' ? 'deepseek-ai/DeepSeek-R1' : null,
  status: { state: 'complete' },
  usage:
    role === 'assistant'
      ? {
          prompt_tokens: 5,
          completion_tokens: 7,
          total_tokens: 12,
          prompt_tokens_details: null,
          completion_tokens_details: null,
        }
      : null,
  citations:
    role === 'assistant'
      ? [{ index: 1, url: 'https://example.com', title: 'Example', snippet: 's' }]
      : [],
  finishReason: role === 'assistant' ? 'stop' : null,
  createdAt: Number(id.replace(/\D/g, '')) * 10 + (role === 'assistant' ? 1 : 0),
  reasoningStartedAt: null,
  contentStartedAt: null,
  ...extra,
})

const messages = [
  message('u1', null, 'user'),
  message('a1', 'u1', 'assistant'),
  message('a2', 'u1', 'assistant', {
    status: {
      state: 'incomplete',
      reason: 'error',
      error: { kind: 'stream', message: 'dropped', code: 'incomplete_stream' },
    },
  }),
]

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetDbForTests()
})

describe('export and import', () => {
  it('round-trips exactly through storage: export, import into an empty store, export again', async () => {
    const file = JSON.stringify(toExportFile([{ conversation, messages }], new Date(0)))
    for (const item of readExportFile(file))
      await putConversationWithMessages(item.conversation, item.messages)
    const [stored] = await loadConversations()
    const again = toExportFile(
      [{ conversation: stored!, messages: await loadMessages('c1') }],
      new Date(0),
    )
    expect(JSON.stringify(again)).toBe(file)
  })

  it('keeps attachments through storage, export and import; an image not of ours is dropped', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    const withFiles = message('u1', null, 'user', {
      attachments: [
        {
          kind: 'text',
          id: 't1',
          name: 'notes.pdf',
          size: 1005,
          mime: 'application/pdf',
          text: 'p1',
        },
        { kind: 'image', id: 'i1', name: 'swatch.png', size: 462, mime: 'image/png', dataUrl: png },
      ],
    })
    const file = JSON.stringify(
      toExportFile([{ conversation, messages: [withFiles, ...messages.slice(1)] }], new Date(0)),
    )
    for (const item of readExportFile(file))
      await putConversationWithMessages(item.conversation, item.messages)
    const stored = await loadMessages('c1')
    expect(stored.find((m) => m.id === 'u1')?.attachments).toEqual(withFiles.attachments)
    const again = toExportFile([{ conversation, messages: stored }], new Date(0))
    expect(JSON.stringify(again)).toBe(file)
    expect(toMarkdown(conversation, stored, 'en')).toContain(
      '*Attached files:* notes.pdf (1005 B), swatch.png (462 B)',
    )

    // A crafted file: a script address or an SVG is never kept as an image.
    const crafted = JSON.parse(file) as { conversations: { messages: ChatMessageRecord[] }[] }
    crafted.conversations[0]!.messages[0]!.attachments = [
      {
        kind: 'image',
        id: 'x',
        name: 'x.png',
        size: 1,
        mime: 'image/png',
        dataUrl: 'javascript:alert(1)',
      },
      {
        kind: 'image',
        id: 'y',
        name: 'y.svg',
        size: 1,
        mime: 'image/svg+xml' as 'image/png',
        dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=',
      },
      withFiles.attachments![0]!,
    ]
    const [item] = readExportFile(JSON.stringify(crafted))
    expect(item!.messages[0]!.attachments).toEqual([withFiles.attachments![0]])
  })

  it("keeps a file's key order on import, whatever it is, and reads a record without field keys", () => {
    const [first] = messages
    const reordered = Object.fromEntries(Object.entries(first!).reverse())
    const file = JSON.stringify(
      toExportFile([{ conversation, messages: [reordered as ChatMessageRecord] }], new Date(0)),
    )
    const [item] = readExportFile(file)
    expect(JSON.stringify(toExportFile([item!], new Date(0)))).toBe(file)
    // An older record that lacks the response fields' keys starts them empty.
    const { reasoning: _r, reasoningStartedAt: _s, usage: _u, citations: _c, ...bare } = first!
    const [old] = readExportFile(
      JSON.stringify(toExportFile([{ conversation, messages: [bare as ChatMessageRecord] }])),
    )
    expect(old!.messages[0]).toEqual({
      ...bare,
      reasoning: '',
      reasoningStartedAt: null,
      usage: null,
      citations: [],
    })
  })

  it('merges by id: present and not newer is skipped, newer is updated, absent is added', () => {
    const file = JSON.stringify(
      toExportFile([
        { conversation, messages },
        { conversation: { ...conversation, id: 'c2', updatedAt: 5000 }, messages: [] },
        { conversation: { ...conversation, id: 'c3' }, messages: [] },
      ]),
    )
    const items = readExportFile(file)
    expect(items.map((i) => i.conversation.id)).toEqual(['c1', 'c2', 'c3'])
    expect(items[0]!.messages.map((m) => m.id)).toEqual(messages.map((m) => m.id))
    const present = new Map([
      ['c1', { updatedAt: 2000 }], // same as the file: skipped
      ['c2', { updatedAt: 3000 }], // older than the file: updated
    ])
    const plan = planImport(items, present)
    expect(plan).toMatchObject({ added: 1, updated: 1, skipped: 1 })
    expect(plan.write.map((i) => i.conversation.id).sort()).toEqual(['c2', 'c3'])
  })

  it('importing the same export again adds nothing; one id twice in a file counts once', () => {
    const items = readExportFile(JSON.stringify(toExportFile([{ conversation, messages }])))
    expect(planImport(items, new Map([['c1', conversation]]))).toMatchObject({
      write: [],
      added: 0,
      updated: 0,
      skipped: 1,
    })
    const twice = [...items, { ...items[0]!, conversation: { ...conversation, updatedAt: 9000 } }]
    const plan = planImport(twice, new Map())
    expect(plan).toMatchObject({ added: 1, updated: 0, skipped: 1 })
    expect(plan.write[0]!.conversation.updatedAt).toBe(9000)
  })

  it('rejects files that are not a Parley export, in plain words of the catalog', () => {
    expect(() => readExportFile('nope')).toThrow(/not JSON/)
    expect(() => readExportFile('{"format":"x"}')).toThrow(/not a Parley chat export/)
    const noRole = JSON.stringify({
      format: 'parley-chat',
      conversations: [{ conversation: { id: 'c' }, messages: [{ id: 'm', role: 'bot' }] }],
    })
    const error = (() => {
      try {
        readExportFile(noRole)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ImportError)
    const { key, values } = error as ImportError
    expect((error as ImportError).message).toBe('Message 1 has an unknown role "bot".')
    expect(translate(chatFileCatalog, 'zh-CN', key, values)).toBe(
      '第 1 条消息的角色 "bot" 无法识别。',
    )
  })

  it('marks a reply exported mid-stream as interrupted', () => {
    const file = JSON.stringify(
      toExportFile([
        {
          conversation,
          messages: [
            message('u1', null, 'user'),
            message('a1', 'u1', 'assistant', { status: { state: 'streaming' } }),
          ],
        },
      ]),
    )
    expect(readExportFile(file)[0]!.messages[1]!.status).toEqual({
      state: 'incomplete',
      reason: 'interrupted',
    })
  })

  it('writes the shown branch as Markdown with sources', () => {
    const md = toMarkdown(conversation, messages, 'en')
    expect(md).toContain('# Tables & math')
    expect(md).toContain('## Assistant (deepseek-ai/DeepSeek-R1)')
    expect(md).toContain('a2 text')
    expect(md).not.toContain('a1 text')
    expect(md).toContain('Sources:\n\n1. [Example](https://example.com)')
    expect(md).toContain('*(did not finish: an error)*')
    expect(md).toMatch(/Created: Jan 1, 1970, \d{1,2}:\d{2}\s?[AP]M/)
  })

  it('writes the Markdown in the UI language: headings, labels and dates; the text as it was', () => {
    const md = toMarkdown({ ...conversation, title: '' }, messages, 'zh-CN')
    expect(md).toContain('# 新对话')
    expect(md).toContain('模型：`deepseek-ai/DeepSeek-R1`')
    expect(md).toMatch(/创建于：1970年1月1日 \d{2}:\d{2}/)
    expect(md).toContain('**系统提示词：**\n\n> Be brief')
    expect(md).toContain('## 你\n')
    expect(md).toContain('## 助手 (deepseek-ai/DeepSeek-R1)')
    expect(md).toContain('<summary>推理过程</summary>')
    expect(md).toContain('来源：\n\n1. [Example](https://example.com)')
    expect(md).toContain('*(因出错未完成)*')
    expect(md).toContain('a2 text with **markdown**')
    for (const english of [
      'Model',
      'Created',
      'System prompt',
      'You',
      'Assistant',
      'Reasoning',
      'Sources',
      'error',
    ])
      expect(md).not.toContain(english)
  })

  it('merges a conversation patch into what another tab wrote meanwhile', async () => {
    await putConversationWithMessages(conversation, [])
    await patchConversation('c1', { title: 'Renamed in tab A' })
    await patchConversation('c1', { selection: { a1: 'x' } })
    const [stored] = await loadConversations()
    expect(stored).toMatchObject({
      title: 'Renamed in tab A',
      pinned: true,
      selection: { u1: 'a2', a1: 'x' },
    })
  })
})
