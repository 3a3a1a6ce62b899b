import type { ChatExportFile } from '@/features/chat/storage/export-import'
import type { ChatMessageRecord, ConversationRecord } from '@/features/chat/types'

/**
 * The conversations the bench opens: alternating questions and markdown answers (heading,
 * emphasis, list, table, code), in the chat feature's own export format. Each one's answers carry
 * its own word in their headings, so the watcher knows which conversation is on screen.
 */
export interface Long {
  id: string
  title: string
  count: number
  /** The word in each answer's heading: `## <word> <i>`. */
  word: string
}

export const THOUSAND: Long = {
  id: 'long1k',
  title: 'A thousand messages',
  count: 1000,
  word: 'Answer',
}
export const TEN_THOUSAND: Long = {
  id: 'long10k',
  title: 'Ten thousand messages',
  count: 10_000,
  word: 'Reply',
}
export const OTHER_TEN_THOUSAND: Long = {
  id: 'other10k',
  title: 'Another ten thousand',
  count: 10_000,
  word: 'Response',
}
export const SHORT: Long = { id: 'short1', title: 'Short one', count: 2, word: 'Short' }
export const OTHER_SHORT: Long = { id: 'short2', title: 'Short two', count: 2, word: 'Brief' }

/** The heading of a conversation's last answer. */
export const lastAnswer = (c: Long) => `${c.word} ${c.count - 1}`

function answerText(word: string, i: number): string {
  return [
    `## ${word} ${i}`,
    `Step **${i}** works like this, with *some* detail and a [link](https://example.com/${i}):`,
    '- first point\n- second point\n- third point',
    `| a | b |\n| - | - |\n| ${i} | ${i * 2} |`,
    `\`\`\`js\nconsole.log(${i})\n\`\`\``,
  ].join('\n\n')
}

const START = Date.UTC(2026, 0, 1)

export function messages(c: Long = THOUSAND): ChatMessageRecord[] {
  const list: ChatMessageRecord[] = []
  for (let i = 0; i < c.count; i++) {
    const user = i % 2 === 0
    list.push({
      id: `${c.id}-m${i}`,
      conversationId: c.id,
      parentId: i === 0 ? null : `${c.id}-m${i - 1}`,
      role: user ? 'user' : 'assistant',
      content: user ? `Question ${i}: how does step ${i} work?` : answerText(c.word, i),
      reasoning: '',
      model: user ? null : 'deepseek-ai/DeepSeek-V3',
      status: { state: 'complete' },
      usage: null,
      citations: [],
      finishReason: user ? null : 'stop',
      createdAt: START + i,
      reasoningStartedAt: null,
      contentStartedAt: null,
    })
  }
  return list
}

function record(c: Long, updatedAt: number): ConversationRecord {
  return {
    id: c.id,
    title: c.title,
    titleEdited: true,
    createdAt: START,
    updatedAt,
    pinned: false,
    model: 'deepseek-ai/DeepSeek-V3',
    systemPrompt: '',
    temperature: null,
    maxTokens: null,
    selection: {},
  }
}

export function exportFile(list: Long[]): ChatExportFile {
  return {
    format: 'parley-chat',
    version: 1,
    exportedAt: new Date(START).toISOString(),
    conversations: list.map((c, i) => ({
      conversation: record(c, START + 100_000 - i),
      messages: messages(c),
    })),
  }
}
