// Long conversations as Parley export files, for the specs that import them.

export interface LongSpec {
  id: string
  title: string
  count: number
  /** Words put in the first question only (what a search over every message must find). */
  firstWords?: string
}

function messages({ id: conversationId, count, firstWords }: LongSpec, start: number) {
  const list = []
  for (let i = 0; i < count; i++) {
    const user = i % 2 === 0
    list.push({
      id: `${conversationId}-m${i}`,
      conversationId,
      parentId: i === 0 ? null : `${conversationId}-m${i - 1}`,
      role: user ? 'user' : 'assistant',
      content: user
        ? `Question ${i}: how does step ${i} work?${i === 0 && firstWords ? ` ${firstWords}` : ''}`
        : `## Answer ${i}\n\nStep **${i}** works like this:\n\n- first point\n- second point\n\n| a | b |\n| - | - |\n| ${i} | ${i * 2} |\n\n\`\`\`js\nconsole.log(${i})\n\`\`\``,
      reasoning: '',
      model: user ? null : 'deepseek-ai/DeepSeek-V3',
      status: { state: 'complete' },
      usage: user
        ? null
        : {
            prompt_tokens: 10,
            completion_tokens: 20,
            total_tokens: 30,
            prompt_tokens_details: null,
            completion_tokens_details: null,
          },
      citations: [],
      finishReason: user ? null : 'stop',
      createdAt: start + i,
      reasoningStartedAt: null,
      contentStartedAt: null,
    })
  }
  return list
}

/** An export file of these conversations, the first listed the most recently active. */
export function longExport(specs: LongSpec[]) {
  const now = Date.now() - 1_000_000
  return {
    format: 'parley-chat',
    version: 1,
    exportedAt: new Date().toISOString(),
    conversations: specs.map((spec, n) => ({
      conversation: {
        id: spec.id,
        title: spec.title,
        titleEdited: true,
        createdAt: now,
        updatedAt: now + spec.count - n,
        pinned: false,
        model: 'deepseek-ai/DeepSeek-V3',
        systemPrompt: '',
        temperature: null,
        maxTokens: null,
        selection: {},
      },
      messages: messages(spec, now),
    })),
  }
}
