import { describe, expect, it } from 'vitest'
import { countPromptTokens, promptWithinLimit } from './tokens'

describe('prompt token limit', () => {
  it('agrees with the full count, and stops early once over the limit', () => {
    const messages = [
      { content: 'hello world' },
      { content: 'a longer message with several words' },
    ]
    const total = countPromptTokens(messages)
    expect(promptWithinLimit(messages, total)).toBe(total)
    expect(promptWithinLimit(messages, total - 1)).toBe(false)
  })

  it('treats special-token text as plain text instead of throwing', () => {
    expect(countPromptTokens([{ content: 'end <|endoftext|> here' }])).toBeGreaterThan(7)
  })
})
