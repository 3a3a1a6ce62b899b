import { describe, expect, it } from 'vitest'
import { toChatEvents, completionToEvents } from '../api/to-chat-events'
import { FIELDS, readFields, startFields } from './registry'

describe('the response field registry', () => {
  it('starts a message with every field empty, as the record did before the registry', () => {
    expect(startFields()).toMatchObject({
      reasoning: '',
      reasoningStartedAt: null,
      citations: [],
      usage: null,
    })
    expect(startFields().citations).not.toBe(startFields().citations)
  })

  it.each(Object.keys(FIELDS))('reads %s back from its start value and from junk', (name) => {
    const field = FIELDS[name as keyof typeof FIELDS]
    expect(field.read({ ...field.start() })).toEqual(field.start())
    const junk = { reasoning: 3, reasoningStartedAt: 'x', citations: {}, usage: [] }
    expect(field.read(junk)).toEqual(field.start())
  })

  it('reads a record lacking every field key (an older one) as the start values', () => {
    expect(readFields({})).toEqual(startFields())
  })

  it('reads each field off a chunk and off a whole completion', () => {
    const usage = {
      prompt_tokens: 1,
      completion_tokens: 2,
      total_tokens: 3,
      prompt_tokens_details: null,
      completion_tokens_details: null,
    }
    const results = [{ index: 1, url: 'https://e.com', title: 'E' }]
    const chunk = {
      choices: [{ index: 0, delta: { reasoning: 'r', content: 'c' }, finish_reason: null }],
      usage,
      search_results: results,
    }
    const fields = (events: ReturnType<typeof toChatEvents>) =>
      events.filter((e) => e.type === 'field')
    const fromChunk = fields(
      toChatEvents({ kind: 'event', event: undefined, id: undefined, data: JSON.stringify(chunk) }),
    )
    expect(fromChunk).toEqual([
      { type: 'field', name: 'reasoning', value: 'r' },
      { type: 'field', name: 'citations', value: results },
      { type: 'field', name: 'usage', value: usage },
    ])
    const completion = {
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant' as const,
            content: 'c',
            reasoning_content: 'r',
            refusal: null,
          },
          finish_reason: 'stop' as const,
          logprobs: null,
        },
      ],
      usage,
      search_results: results,
    }
    expect(fields(completionToEvents(completion))).toEqual(fromChunk)
  })
})
