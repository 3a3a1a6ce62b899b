import type { ChatMessage } from '@contract/chat'
import type { DemoModel } from './models'

export interface DemoReply {
  reasoning: string
  content: string
}

/**
 * The deterministic offline demo: the reply is built from the question, so the same request always
 * streams the same text, and it says plainly that it is the offline demo.
 */
export function composeReply(model: DemoModel, messages: ChatMessage[]): DemoReply {
  const question = [...messages].reverse().find((m) => m.role === 'user')?.content.trim() ?? ''
  const topic = question.replace(/\s+/g, ' ').slice(0, 80) || 'your message'
  const content = [
    `**Parley offline demo** (${model.id}) — this reply is generated locally, not by a language model.`,
    '',
    `You asked about: *${topic}*`,
    '',
    '### What I can show',
    '',
    '- Streaming markdown as it arrives',
    '- Lists, tables and code blocks',
    '',
    '| Part | Status |',
    '| --- | --- |',
    '| Stream | ok |',
    '| Usage | counted |',
  ].join('\n')
  const reasoning = model.reasoning ? `The user wrote ${question.length} characters about "${topic}". Plan a short structured reply.` : ''
  return { reasoning, content }
}

/** Splits text into small word-sized pieces, the way a model streams tokens. */
export function toPieces(text: string): string[] {
  return text.match(/\s*\S+|\s+/g) ?? []
}
