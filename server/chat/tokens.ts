import { countTokens } from 'gpt-tokenizer'
import type { ChatMessage } from '@contract/chat'

/** Prompt tokens with a real BPE tokenizer (o200k), plus the chat template's per-message overhead. */
export function countPromptTokens(messages: ChatMessage[]): number {
  let total = 3
  for (const m of messages) total += 4 + countTokens(m.content)
  return total
}

export function countTextTokens(text: string): number {
  return text ? countTokens(text) : 0
}
