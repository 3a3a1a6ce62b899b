import { describe, expect, it } from 'vitest'
import { ChatRateLimiter } from './rate-limit'

describe('ChatRateLimiter', () => {
  it('allows perSecond requests per key in any second, then refuses until the oldest is a second old', () => {
    const limiter = new ChatRateLimiter(2)
    expect(limiter.allow('a', 1_000)).toBe(true)
    expect(limiter.allow('a', 1_500)).toBe(true)
    expect(limiter.allow('a', 1_999)).toBe(false)
    expect(limiter.allow('b', 1_999)).toBe(true)
    expect(limiter.allow('a', 2_000)).toBe(true)
    expect(limiter.allow('a', 2_100)).toBe(false)
  })

  it("lets no burst of twice the limit through across a second's edge", () => {
    const limiter = new ChatRateLimiter(2)
    expect(limiter.allow('a', 1_900)).toBe(true)
    expect(limiter.allow('a', 1_950)).toBe(true)
    expect(limiter.allow('a', 2_050)).toBe(false)
    expect(limiter.allow('a', 2_901)).toBe(true)
  })

  it('forgets the keys of past seconds, so the map does not grow with every key ever seen', () => {
    const limiter = new ChatRateLimiter(5)
    for (let i = 0; i < 10_000; i++) limiter.allow(`key-${i}`, 1_000)
    expect(limiter.size).toBe(10_000)
    limiter.allow('late', 2_000)
    expect(limiter.size).toBe(1)
  })

  it('is off at 0', () => {
    const limiter = new ChatRateLimiter(0)
    for (let i = 0; i < 100; i++) expect(limiter.allow('a', 1_000)).toBe(true)
    expect(limiter.size).toBe(0)
  })
})
