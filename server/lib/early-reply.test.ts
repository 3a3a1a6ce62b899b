import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { drainBody, settleUnreadBody } from './early-reply'

// The bounds of draining an unread body (docs/limits.md, "Early replies"); the kept-alive
// behaviour on a real socket is tested in server/chat/http/keep-alive.test.ts and
// server/jobs/http/early-reply.test.ts.

const LIMITS = { maxBytes: 1000, ms: 200 }

/** A POST whose body is `chunks`, then ends, or with `stall` goes silent; `read` counts its bytes. */
function post(chunks: number[], options: { stall?: boolean; length?: number; url?: string } = {}) {
  const queue = chunks.map((n) => new Uint8Array(n))
  const seen = { bytes: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = queue.shift()
        if (next) {
          seen.bytes += next.byteLength
          controller.enqueue(next)
        } else if (options.stall) return new Promise(() => {})
        else controller.close()
      },
    },
    // Pulled only when read, so `read` counts what was drained, not what was buffered ahead.
    { highWaterMark: 0 },
  )
  const headers = options.length === undefined ? {} : { 'content-length': String(options.length) }
  const init = { method: 'POST', body, headers, duplex: 'half' } as RequestInit
  return { req: new Request(options.url ?? 'http://x/', init), read: () => seen.bytes }
}

describe('drainBody', () => {
  it('reads a body within the bounds to its end', async () => {
    expect(await drainBody(post([400, 400]).req, LIMITS)).toBe(true)
  })

  it('refuses a body declared too large without reading it', async () => {
    const { req, read } = post([10], { length: 5000 })
    expect(await drainBody(req, LIMITS)).toBe(false)
    expect(read()).toBe(0)
  })

  it('gives up on a body that turns out too large, or does not end in time', async () => {
    expect(await drainBody(post([600, 600]).req, LIMITS)).toBe(false)
    const started = performance.now()
    expect(await drainBody(post([10], { stall: true }).req, LIMITS)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})

describe('settleUnreadBody', () => {
  const app = new Hono()
  app.use('*', settleUnreadBody(LIMITS))
  app.post('/refused', (c) => c.text('no', 403))
  app.post('/ok', (c) => c.text('yes'))

  it('drains the body of an error reply, and closes when it cannot', async () => {
    const small = post([300, 200], { url: 'http://x/refused' })
    const kept = await app.request(small.req)
    expect(kept.status).toBe(403)
    expect(kept.headers.get('connection')).toBeNull()
    expect(small.read()).toBe(500)
    const big = await app.request(post([600, 600], { url: 'http://x/refused' }).req)
    expect(big.headers.get('connection')).toBe('close')
  })

  it('leaves the body of a successful reply alone', async () => {
    const ok = post([300, 200], { url: 'http://x/ok' })
    expect((await app.request(ok.req)).status).toBe(200)
    expect(ok.read()).toBeLessThan(500)
  })
})
