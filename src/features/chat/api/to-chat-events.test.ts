import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createSseDecoder, type SseItem } from '@/lib/sse/read-sse'
import { applyChatEvent } from '../store/apply-chat-event'
import { newMessage } from '../store/message-actions'
import type { ChatMessageRecord } from '../types'
import { toChatEvents, type ChatStreamEvent } from './to-chat-events'

const ev = (data: string, event?: string): SseItem => ({
  kind: 'event',
  event,
  id: undefined,
  data,
})

function eventsOf(fixture: string): ChatStreamEvent[] {
  const items: SseItem[] = []
  const d = createSseDecoder((i) => items.push(i))
  d.push(readFileSync(new URL(`../../../../contract/fixtures/${fixture}`, import.meta.url)))
  d.end()
  return items.flatMap(toChatEvents)
}

/** An event's type, a field's by its name. */
const kindOf = (e: ChatStreamEvent) => (e.type === 'field' ? e.name : e.type)

const blank = (): ChatMessageRecord => ({
  ...newMessage('c', null, 'assistant', '', null),
  id: 'a',
  createdAt: 0,
})

describe('toChatEvents', () => {
  it('turns a recorded reasoning stream into reasoning, text, finish, usage and done', () => {
    const events = eventsOf('chat-reasoning-usage.sse')
    const types = new Set(events.map(kindOf))
    expect([...types]).toEqual(
      expect.arrayContaining(['meta', 'reasoning', 'text-delta', 'finish', 'usage', 'done']),
    )
    // reasoning arrives before the answer
    expect(events.findIndex((e) => kindOf(e) === 'reasoning')).toBeLessThan(
      events.findIndex((e) => e.type === 'text-delta'),
    )
    const message = events.reduce((m, e) => applyChatEvent(m, e, 1), blank())
    expect(message.status).toEqual({ state: 'complete' })
    expect(message.content).toContain('Parley offline demo')
    expect(message.usage?.total_tokens).toBeGreaterThan(0)
  })

  it('tolerates the variants: no-space data, multi-line data, `reasoning`, keep-alives, event: error', () => {
    const events = eventsOf('chat-variants.sse')
    expect(events.filter((e) => e.type === 'keep-alive')).toHaveLength(3)
    expect(events).toContainEqual({ type: 'field', name: 'reasoning', value: '思考中…' })
    expect(events).toContainEqual({ type: 'text-delta', text: 'Olá 👋 — café' })
    expect(events.find((e) => e.type === 'error')).toMatchObject({
      error: { message: 'Upstream overloaded', code: 'model_server_error' },
    })
  })

  it('reads an error chunk without event: error, and one with a top-level message', () => {
    expect(toChatEvents(ev('{"error":{"message":"boom","code":"rate_limit"}}'))[0]).toMatchObject({
      type: 'error',
      error: { message: 'boom', code: 'rate_limit' },
    })
    expect(toChatEvents(ev('{"message":"flat"}', 'error'))[0]).toMatchObject({
      type: 'error',
      error: { message: 'flat' },
    })
  })

  it('reports a malformed chunk instead of throwing, in words of ours the UI translates', () => {
    expect(toChatEvents(ev('{"id":"x","choi'))[0]).toMatchObject({
      type: 'error',
      error: { code: 'malformed_chunk', detail: { key: 'malformedChunk' } },
    })
    expect(toChatEvents(ev('{}', 'error'))[0]).toMatchObject({
      error: { detail: { key: 'streamErrorNoMessage' } },
    })
    const serviceWords = toChatEvents(ev('{"error":{"message":"boom"}}'))[0]
    expect(serviceWords).not.toHaveProperty('error.detail')
  })

  it('reads usage on a chunk whose choices are null (vLLM) and search_result (singular)', () => {
    const events = toChatEvents(
      ev(
        '{"choices":null,"usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3},"search_result":[{"index":1,"url":"https://e.com","title":"E"}]}',
      ),
    )
    expect(events.map(kindOf)).toEqual(['citations', 'usage'])
  })
})

describe('applyChatEvent', () => {
  it('marks a reply cut by length as incomplete(length)', () => {
    let m = applyChatEvent(blank(), { type: 'text-delta', text: 'abc' }, 5)
    m = applyChatEvent(m, { type: 'finish', reason: 'length' }, 6)
    m = applyChatEvent(m, { type: 'done' }, 7)
    expect(m.status).toEqual({ state: 'incomplete', reason: 'length' })
    expect(m.contentStartedAt).toBe(5)
  })

  it('keeps received text when an error arrives', () => {
    let m = applyChatEvent(blank(), { type: 'text-delta', text: 'partial' }, 1)
    m = applyChatEvent(m, { type: 'error', error: { kind: 'stream', message: 'dropped' } }, 2)
    expect(m.content).toBe('partial')
    expect(m.status).toMatchObject({ state: 'incomplete', reason: 'error' })
  })
})
