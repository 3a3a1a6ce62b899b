import { describe, expect, it } from 'vitest'
import { countPromptTokens, countTextTokensAsync, promptWithinLimit, tokenSlices } from './tokens'

describe('prompt token limit', () => {
  it('agrees with the full count, and stops early once over the limit', async () => {
    const messages = [
      { content: 'hello world' },
      { content: 'a longer message with several words' },
    ]
    const total = countPromptTokens(messages)
    expect(await promptWithinLimit(messages, total)).toMatchObject({ total })
    expect(await promptWithinLimit(messages, total - 1)).toBe(false)
  })

  it('treats special-token text as plain text instead of throwing', () => {
    expect(countPromptTokens([{ content: 'end <|endoftext|> here' }])).toBeGreaterThan(7)
  })
})

describe('cost bounded by the bytes, not their shape', () => {
  it('slices at whitespace and inside long runs, losing no character', () => {
    const text = `${'word '.repeat(2000)}${'x'.repeat(1000)} 中文${'字'.repeat(700)}😀${'😀'.repeat(300)} end`
    const slices = [...tokenSlices(text)]
    expect(slices.join('')).toBe(text)
    expect(Math.max(...slices.map((s) => s.length))).toBeLessThanOrEqual(2_048 + 64)
    // No slice starts inside a surrogate pair.
    for (const s of slices)
      expect(s.charCodeAt(0) >= 0xdc00 && s.charCodeAt(0) <= 0xdfff).toBe(false)
  })

  it('counts ordinary prose the same as the unsliced tokenizer', async () => {
    const { countTokens } = await import('gpt-tokenizer')
    const prose =
      'The quick brown fox, it seems, jumps over 12 lazy dogs.\n\nThen it rests. '.repeat(400)
    expect(await countTextTokensAsync(prose)).toBe(countTokens(prose))
  })

  it('counts a 150,000-character word and 40,000 CJK characters quickly, never holding the loop long', async () => {
    const cjk = Array.from({ length: 40_000 }, (_, i) =>
      String.fromCharCode(0x4e00 + ((i * 7919) % 20_000)),
    ).join('')
    for (const text of ['a'.repeat(150_000), cjk]) {
      let longest = 0
      let ticks = 0
      let last = performance.now()
      const ticker = setInterval(() => {
        const now = performance.now()
        longest = Math.max(longest, now - last)
        last = now
        ticks++
      }, 1)
      const started = performance.now()
      const count = await countTextTokensAsync(text)
      clearInterval(ticker)
      const elapsed = performance.now() - started
      expect(count).toBeGreaterThan(0)
      expect(elapsed).toBeLessThan(5_000)
      // The counter yields every 8 ms or so, so timers keep firing while it works. The goal is no
      // block over 50 ms; the bound here leaves room for a shared, loaded CPU (GC, other forks).
      if (elapsed > 100) expect(ticks).toBeGreaterThan(1)
      expect(longest).toBeLessThan(250)
    }
  })
})
