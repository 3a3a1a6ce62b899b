import { describe, expect, it } from 'vitest'
import {
  checkContext,
  contextLimitOf,
  PER_MESSAGE,
  PRIMER,
  slices,
  SLICE_CHARS,
  surelyFits,
} from './context-check'
import { countWithin } from './count-within'

// A stand-in counter for the decision logic: one token per character, honouring the budget.
const perChar = (text: string, budget: number) => (text.length <= budget ? text.length : false)

describe('checkContext', () => {
  it('fits: the messages plus the template cost, as the server counts', () => {
    expect(checkContext(['abc', 'de'], 100, perChar)).toEqual({
      fits: true,
      tokens: PRIMER + 2 * PER_MESSAGE + 5,
    })
  })

  it('exactly at the limit fits; one over does not', () => {
    const exact = PRIMER + PER_MESSAGE + 10
    expect(checkContext(['x'.repeat(10)], exact, perChar).fits).toBe(true)
    expect(checkContext(['x'.repeat(11)], exact, perChar)).toMatchObject({
      fits: false,
      limit: exact,
    })
  })

  it('over: stops counting early and estimates the rest at the rate counted so far', () => {
    let counted = 0
    const spy = (text: string, budget: number) => {
      counted += text.length
      return perChar(text, budget)
    }
    const huge = 'x '.repeat(200_000) // 400k chars, 400k "tokens"
    const v = checkContext([huge], 10_000, spy)
    expect(v.fits).toBe(false)
    // Only a few slices were tokenized, not the whole paste.
    expect(counted).toBeLessThan(10_000 + 3 * SLICE_CHARS)
    // The estimate is the real size within a slice or so.
    expect(v.tokens).toBeGreaterThan(390_000)
    expect(v.tokens).toBeLessThan(410_000)
  })

  it('with the real tokenizer: English text is far fewer tokens than characters', () => {
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(100)
    const v = checkContext([text], 100_000, countWithin)
    expect(v.fits).toBe(true)
    expect(v.tokens).toBeGreaterThan(900)
    expect(v.tokens).toBeLessThan(1_200)
  })

  it('a single 2 MB word: the tokenizer only ever sees short slices, and stops near the limit', () => {
    const word = 'a1b2c3d4'.repeat(250_000)
    const seen: number[] = []
    const spy = (text: string, budget: number) => {
      seen.push(text.length)
      return countWithin(text, budget)
    }
    const v = checkContext([word], 8_192, spy)
    expect(v.fits).toBe(false)
    expect(v.tokens).toBeGreaterThan(8_192)
    expect(Math.max(...seen)).toBeLessThanOrEqual(SLICE_CHARS)
    expect(seen.reduce((a, b) => a + b, 0)).toBeLessThan(word.length / 10)
  })

  it('a prompt with control-token text is counted as plain text', () => {
    expect(checkContext(['<|endoftext|>'], 1_000, countWithin).fits).toBe(true)
  })
})

describe('slices', () => {
  it('keep every character, cut after whitespace, never split a surrogate pair', () => {
    const text = ('word '.repeat(2_000) + '😀'.repeat(3_000)).repeat(2)
    const parts = slices(text)
    expect(parts.join('')).toBe(text)
    expect(parts.every((p) => p.length <= SLICE_CHARS)).toBe(true)
    expect(parts.every((p) => !/[\uD800-\uDBFF]$/.test(p))).toBe(true)
  })
})

describe('contextLimitOf', () => {
  const models = [{ id: 'a', context_length: 8_192 }, { id: 'b' }]
  it('the listed context length, or null when unknown', () => {
    expect(contextLimitOf('a', models)).toBe(8_192)
    expect(contextLimitOf('b', models)).toBeNull()
    expect(contextLimitOf('c', models)).toBeNull()
    expect(contextLimitOf(null, models)).toBeNull()
  })
})

describe('surelyFits', () => {
  it('short texts fit without counting; long or multi-byte ones need the tokenizer', () => {
    expect(surelyFits(['hello', 'world'], 8_192)).toBe(true)
    expect(surelyFits(['x'.repeat(9_000)], 8_192)).toBe(false)
    // 3,000 CJK characters are 9,000 UTF-8 bytes: not surely within 8,192.
    expect(surelyFits(['字'.repeat(3_000)], 8_192)).toBe(false)
    expect(surelyFits(['字'.repeat(2_000)], 8_192)).toBe(true)
  })

  it('never says "fits" when the real count is over the limit', () => {
    const texts = ['The quick brown fox. '.repeat(50), '😀'.repeat(300)]
    const real = checkContext(texts, 1_000_000, countWithin).tokens
    expect(surelyFits(texts, real - 1)).toBe(false)
  })
})
