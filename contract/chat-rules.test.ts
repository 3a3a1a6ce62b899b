import { describe, expect, it } from 'vitest'
import { checkMaxTokens, checkMessages } from './chat-rules'

const u = (content = 'hi') => ({ role: 'user', content })
const a = (content = 'ok') => ({ role: 'assistant', content })

describe('checkMessages (docs/wire-formats.md)', () => {
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
  it('rejects a member that is not an object', () => {
    expect(checkMessages([u(), 'hello'])).toMatchObject({ param: 'messages[1]' })
  })
  it('relaxes alternation when a function message is present', () => {
    expect(checkMessages([u(), { role: 'function', content: '{}' }, u()])).toBeNull()
  })
  it('rejects unknown roles and non-string content', () => {
    expect(checkMessages([{ role: 'robot', content: 'x' }])?.message).toMatch(/role must be one of/)
    expect(checkMessages([{ role: 'user', content: 42 }])?.message).toMatch(
      /content must be a string or a list/,
    )
  })
})

describe('checkMaxTokens (docs/wire-formats.md)', () => {
  it('enforces 12288 on deepseek-family models only', () => {
    expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', 12288)).toBeNull()
    expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', 12289)?.code).toBe('characters_too_long')
    expect(checkMaxTokens('parley/other', 50000)).toBeNull()
  })
  it('uses a model-specific ceiling when one is given', () => {
    expect(checkMaxTokens('parley-demo/support-ft', 4096, 4096)).toBeNull()
    expect(checkMaxTokens('parley-demo/support-ft', 4097, 4096)).toMatchObject({
      code: 'characters_too_long',
      param: 'max_tokens',
    })
  })
  it('rejects a max_tokens that is not a positive integer, and accepts none', () => {
    for (const bad of [0, -1, 1.5, '10', true]) {
      expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', bad)?.code).toBe('invalid_request')
    }
    expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', undefined)).toBeNull()
    expect(checkMaxTokens('deepseek-ai/DeepSeek-V3', null)).toBeNull()
  })
})
