import { describe, expect, it } from 'vitest'
import { shortModelNames } from './model-names'

describe('shortModelNames', () => {
  it('drops the owner prefix, so V3 and R1 differ in the first characters', () => {
    const names = shortModelNames([
      'deepseek-ai/DeepSeek-V3',
      'deepseek-ai/DeepSeek-R1',
      'parley-demo/web-search',
      'gpt-4o',
    ])
    expect([...names.values()]).toEqual(['DeepSeek-V3', 'DeepSeek-R1', 'web-search', 'gpt-4o'])
  })

  it('keeps the full id where two short names would collide', () => {
    const names = shortModelNames(['a/llama-3', 'b/llama-3', 'c/qwen'])
    expect(names.get('a/llama-3')).toBe('a/llama-3')
    expect(names.get('b/llama-3')).toBe('b/llama-3')
    expect(names.get('c/qwen')).toBe('qwen')
  })

  it('never yields an empty name (an id ending in "/")', () => {
    expect(shortModelNames(['odd/']).get('odd/')).toBe('odd/')
  })
})
