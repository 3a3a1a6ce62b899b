import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'

// The chat service's environment variables (server/config.ts fields it owns).

describe('chat environment', () => {
  it('reads PARLEY_SENSITIVE_WORDS: unset keeps the default, empty disables the check', () => {
    expect(loadConfig({}).sensitiveWords).toBeUndefined()
    expect(loadConfig({ PARLEY_SENSITIVE_WORDS: ' alpha , beta gamma,,' }).sensitiveWords).toEqual([
      'alpha',
      'beta gamma',
    ])
    expect(loadConfig({ PARLEY_SENSITIVE_WORDS: '' }).sensitiveWords).toEqual([])
  })

  it('reads PARLEY_CHAT_BODY_LIMIT as a byte count', () => {
    expect(loadConfig({}).chatBodyLimitBytes).toBeUndefined()
    expect(loadConfig({ PARLEY_CHAT_BODY_LIMIT: '1048576' }).chatBodyLimitBytes).toBe(1_048_576)
    expect(() => loadConfig({ PARLEY_CHAT_BODY_LIMIT: 'lots' })).toThrow(/PARLEY_CHAT_BODY_LIMIT/)
  })
})
