import { describe, expect, it } from 'vitest'
import type { ChatMessageRecord } from '../types'
import { addUsage, applyChatEvent, markInterrupted } from './apply-chat-event'
import { newMessage } from './message-actions'

// The store's own factory, pinned to fixed ids and time so results compare exactly.
const base: ChatMessageRecord = {
  ...newMessage('c', 'u', 'assistant', '', null),
  id: 'a',
  createdAt: 0,
}

describe('apply-chat-event helpers', () => {
  it('times reasoning and answer from their first delta', () => {
    let m = applyChatEvent(base, { type: 'field', name: 'reasoning', value: 'hm' }, 10)
    m = applyChatEvent(m, { type: 'field', name: 'reasoning', value: 'm' }, 20)
    m = applyChatEvent(m, { type: 'text-delta', text: 'A' }, 30)
    expect(m).toMatchObject({
      reasoning: 'hmm',
      content: 'A',
      reasoningStartedAt: 10,
      contentStartedAt: 30,
      updatedAt: 30,
    })
  })

  it('adds usage of a continuation to the first part', () => {
    const u = (p: number, c: number, r?: number) => ({
      prompt_tokens: p,
      completion_tokens: c,
      total_tokens: p + c,
      prompt_tokens_details: null,
      completion_tokens_details: r ? { reasoning_tokens: r } : null,
    })
    expect(addUsage(u(10, 5, 2), u(20, 7, 3))).toEqual({
      ...u(30, 12),
      completion_tokens_details: { reasoning_tokens: 5 },
    })
    expect(addUsage(null, u(1, 1))).toEqual(u(1, 1))
  })

  it('marks only a still-streaming message as interrupted, keeping its text', () => {
    const partial = { ...base, content: 'half' }
    expect(markInterrupted(partial)).toEqual({
      ...partial,
      status: { state: 'incomplete', reason: 'interrupted' },
    })
    const done = { ...partial, status: { state: 'complete' as const } }
    expect(markInterrupted(done)).toBe(done)
  })
})
