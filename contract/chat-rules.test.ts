import { describe, expect, it } from 'vitest'
import { checkMaxTokens, checkMessages } from './chat-rules'

const u = (content = 'hi') => ({ role: 'user', content })
const a = (content = 'ok') => ({ role: 'assistant', content })

describe('checkMessages (spec §2.2)', () => {
  it('accepts one user message, and system then alternating turns', () => {
    expect(checkMessages([u()])).toBeNull()
    expect(checkMessages([{ role: 'system', content: 's' }, u(), a(), u()])).toBeNull()
  })
  it('rejects an empty list', () => {
    expect(checkMessages([])?.message).toMatch(/must not be empty/)
  })
  it('rejects a first role other than user or system', () => {
    expect(checkMessages([a(), u()])?.param).toBe('messages[0].role')
  })
  it('rejects a last role other than user or tool', () => {
    expect(checkMessages([u(), a()])?.message).toMatch(/last message/)
  })
  it('rejects broken alternation without function calling', () => {
    expect(checkMessages([u(), u()])?.message).toMatch(/alternate/)
  })
  it('relaxes alternation when tools are in play', () => {
    expect(checkMessages([u(), a(), { role: 'tool', content: '{}' }])).toBeNull()
    expect(checkMessages([u(), u()], true)).toBeNull()
  })
  it('rejects unknown roles and non-string content', () => {
    expect(checkMessages([{ role: 'robot', content: 'x' }])?.message).toMatch(/role must be one of/)
    expect(checkMessages([{ role: 'user', content: 42 }])?.message).toMatch(/content must be a string/)
  })
})

describe('checkMaxTokens (spec §8)', () => {
  it('enforces 12288 on deepseek-family models only', () => {
    expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', 12288)).toBeNull()
    expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', 12289)?.code).toBe('characters_too_long')
    expect(checkMaxTokens('parley/other', 50000)).toBeNull()
  })
})
