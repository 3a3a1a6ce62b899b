import { describe, expect, it } from 'vitest'
import { PaceClock } from './pace-clock'
import { HIGH_WATER, pacedBody } from './paced-stream'

const decoder = new TextDecoder()

/** Every chunk the body gives, as text, with when it came (ms from the start). */
async function chunks(body: ReadableStream<Uint8Array>) {
  const started = performance.now()
  const out: { text: string; at: number }[] = []
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>)
    out.push({ text: decoder.decode(chunk), at: performance.now() - started })
  return out
}

function hooks() {
  const h = { ended: 0, errors: [] as unknown[] }
  return {
    h,
    hooks: {
      onEnd: () => void h.ended++,
      onError: (e: unknown) => {
        h.errors.push(e)
        return 'data: error\n\n'
      },
    },
  }
}

describe('PaceClock', () => {
  it('runs wake-ups in time order, one timer for all, and skips cancelled ones', async () => {
    const clock = new PaceClock()
    const ran: string[] = []
    clock.after(30, () => ran.push('c'))
    clock.after(10, () => ran.push('a'))
    const b = clock.after(20, () => ran.push('b'))
    clock.after(20, () => ran.push('b2'))
    clock.cancel(b)
    for (let i = 0; i < 200 && clock.size > 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(ran).toEqual(['a', 'b2', 'c'])
    expect(clock.size).toBe(0)
  })

  it('never runs a wake-up before its time, even when the timer fires early', async () => {
    // Node's timers count from the loop's cached time, so one can fire before performance.now()
    // reaches the wake-up; a stream paced 15 ms apart must still never send two chunks closer.
    let t = 0
    const clock = new PaceClock(() => t)
    const ran: number[] = []
    clock.after(10, () => ran.push(t))
    t = 9.5
    await new Promise((r) => setTimeout(r, 30))
    expect(ran).toEqual([])
    t = 10
    await new Promise((r) => setTimeout(r, 30))
    expect(ran).toEqual([10])
    expect(clock.size).toBe(0)
  })
})

describe('pacedBody', () => {
  it('sends the texts between two waits as one chunk, and keeps the waits', async () => {
    const { h, hooks: k } = hooks()
    const got = await chunks(pacedBody(['a', 'b', 30, 'c', 0, 'd', 30, 'e'].values(), k))
    expect(got.map((c) => c.text)).toEqual(['ab', 'cd', 'e'])
    // Two waits of 30 ms, never cut short (1-2 ms apart: when the client reads the first chunk).
    expect(got[2]!.at - got[0]!.at).toBeGreaterThanOrEqual(58)
    expect(h.ended).toBe(1)
  })

  it('reports a failure in-band, then ends', async () => {
    const { h, hooks: k } = hooks()
    function* steps() {
      yield 'first\n\n'
      throw new Error('boom')
    }
    const got = await chunks(pacedBody(steps(), k))
    expect(got.map((c) => c.text).join('')).toBe('first\n\ndata: error\n\n')
    expect(h.errors).toHaveLength(1)
    expect(h.ended).toBe(1)
  })

  it('stops taking steps while the client does not read, and resumes when it does', async () => {
    const { h, hooks: k } = hooks()
    let taken = 0
    function* steps() {
      for (let i = 0; i < 1000; i++) {
        taken++
        yield 'x'.repeat(1024)
      }
    }
    const reader = pacedBody(steps(), k).getReader()
    await new Promise((r) => setTimeout(r, 30))
    // Bounded by the queue's high-water mark (plus at most one batch), not the whole reply.
    expect(taken * 1024).toBeLessThanOrEqual(HIGH_WATER + 32 * 1024)
    let bytes = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
    }
    expect(bytes).toBe(1000 * 1024)
    expect(h.ended).toBe(1)
  })

  it('ends at once when the client goes away during a wait, and runs the steps’ cleanup', async () => {
    const { h, hooks: k } = hooks()
    let cleaned = false
    function* steps() {
      try {
        yield 'hello'
        yield 60_000
        yield 'never'
      } finally {
        cleaned = true
      }
    }
    const clock = new PaceClock()
    const reader = pacedBody(steps(), k, clock).getReader()
    expect(decoder.decode((await reader.read()).value)).toBe('hello')
    await reader.cancel()
    expect(h.ended).toBe(1)
    expect(cleaned).toBe(true)
  })
})
