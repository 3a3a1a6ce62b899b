import type { ChatExportFile } from '@/features/chat/storage/export-import'
import type { ChatMessageRecord } from '@/features/chat/types'

/**
 * The 1,000-message conversation both sides render: alternating questions and markdown answers
 * (heading, emphasis, list, table, code), in the chat feature's own export format.
 */
const MESSAGES = 1000
export const LAST_ANSWER = `Answer ${MESSAGES - 1}`

function answerText(i: number): string {
  return [
    `## Answer ${i}`,
    `Step **${i}** works like this, with *some* detail and a [link](https://example.com/${i}):`,
    '- first point\n- second point\n- third point',
    `| a | b |\n| - | - |\n| ${i} | ${i * 2} |`,
    `\`\`\`js\nconsole.log(${i})\n\`\`\``,
  ].join('\n\n')
}

export function messages(): ChatMessageRecord[] {
  const start = Date.UTC(2026, 0, 1)
  const list: ChatMessageRecord[] = []
  for (let i = 0; i < MESSAGES; i++) {
    const user = i % 2 === 0
    list.push({
      id: `m${i}`,
      conversationId: 'long',
      parentId: i === 0 ? null : `m${i - 1}`,
      role: user ? 'user' : 'assistant',
      content: user ? `Question ${i}: how does step ${i} work?` : answerText(i),
      reasoning: '',
      model: user ? null : 'deepseek-ai/DeepSeek-V3',
      status: { state: 'complete' },
      usage: null,
      citations: [],
      finishReason: user ? null : 'stop',
      createdAt: start + i,
      reasoningStartedAt: null,
      contentStartedAt: null,
    })
  }
  return list
}

export function exportFile(): ChatExportFile {
  const start = Date.UTC(2026, 0, 1)
  return {
    format: 'parley-chat',
    version: 1,
    exportedAt: new Date(start).toISOString(),
    conversations: [
      {
        conversation: {
          id: 'long',
          title: 'A thousand messages',
          titleEdited: true,
          createdAt: start,
          updatedAt: start + MESSAGES,
          pinned: false,
          model: 'deepseek-ai/DeepSeek-V3',
          systemPrompt: '',
          temperature: null,
          maxTokens: null,
          selection: {},
        },
        messages: messages(),
      },
    ],
  }
}
