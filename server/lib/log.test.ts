import { afterEach, describe, expect, it, vi } from 'vitest'
import { logError, redact, secretsOf } from './log'

describe('redact', () => {
  it('removes configured keys and anything shaped like a token', () => {
    const text =
      'failed with sk-upstream-SECRET-123 and Bearer abc.def and x-pd-api-key: pd-key-999 and custom-key-xyz'
    const out = redact(text, ['custom-key-xyz'])
    expect(out).not.toMatch(/SECRET|abc\.def|pd-key-999|custom-key-xyz/)
    expect(out).toContain('x-pd-api-key: [redacted]')
  })
})

describe('logError', () => {
  afterEach(() => vi.restoreAllMocks())
  it('never writes a configured key, even inside an error message or stack', () => {
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation(
      (...args: unknown[]) => void lines.push(args.join(' ')),
    )
    const secrets = secretsOf({
      keys: [{ key: 'local-key-1', models: null }],
      chatUpstream: { url: 'https://u', key: 'up-key-2' },
      jobsUpstream: null,
    })
    logError('chat', 'upstream failed', new Error('401 for up-key-2 using local-key-1'), secrets)
    expect(lines.join('\n')).not.toMatch(/up-key-2|local-key-1/)
    expect(lines.join('\n')).toContain('upstream failed')
  })
})
