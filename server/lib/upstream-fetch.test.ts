import { afterEach, describe, expect, it, vi } from 'vitest'
import { readWithin } from '../testing/trickle'
import { guardedBody, readWhole } from './upstream-fetch'

// guardedBody on its own, fed from memory (the gateways' tests drive it over loopback).

const KEY = 'sk-guarded-secret-99'

/** A body that yields `chunks` (one per read), then ends or, with `stall`, goes silent. */
function body(chunks: (string | Uint8Array)[], stall = false): ReadableStream<Uint8Array> {
  const queue = chunks.map((c) => (typeof c === 'string' ? new TextEncoder().encode(c) : c))
  return new ReadableStream({
    pull(controller) {
      const next = queue.shift()
      if (next) controller.enqueue(next)
      else if (!stall) controller.close()
      else return new Promise(() => {}) // never answers
    },
  })
}

const guarded = (source: ReadableStream<Uint8Array>) =>
  guardedBody(source, {
    idleMs: 200,
    secret: KEY,
    service: 'test service',
    onFailure: (f) => `data: ${f.kind}: ${f.message}\n\n`,
  })

describe('guardedBody', () => {
  it('goes on through chunks that make no output: empty, a key prefix, half a character', async () => {
    const euro = Buffer.from('€')
    const chunks = ['data: a ', '', 's', 'k', '-', 'q\n', '\n', 'data: ', euro.subarray(0, 2)]
    const source = body([...chunks, euro.subarray(2), '\n\n'])
    const { text, ended } = await readWithin(new Response(guarded(source)), 2_000)
    expect(ended).toBe(true)
    expect(text).toBe('data: a sk-q\n\ndata: €\n\n')
  })

  it('a stall mid-event: the unfinished event is replaced by the idle frame', async () => {
    const text = await new Response(guarded(body(['data: one\n\n', 'data: tw', 'o'], true))).text()
    expect(text).toBe(
      'data: one\n\ndata: idle: The upstream test service stopped sending for 0.2 s; the reply is incomplete.\n\n',
    )
  })

  it('trickling for longer than idleMs is no stall; the silence after it is cut at idleMs, not before', async () => {
    const events = Array.from({ length: 8 }, (_, i) => `data: ${i}\n\n`)
    let lastByteAt = 0
    const source = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = events.shift()
        if (next === undefined) return new Promise<void>(() => {}) // silent from here on
        await new Promise((r) => setTimeout(r, 50))
        controller.enqueue(new TextEncoder().encode(next))
        lastByteAt = performance.now()
      },
    })
    const text = await new Response(guarded(source)).text()
    const silence = performance.now() - lastByteAt
    expect(text).toBe(
      `${Array.from({ length: 8 }, (_, i) => `data: ${i}\n\n`).join('')}data: idle: The upstream test service stopped sending for 0.2 s; the reply is incomplete.\n\n`,
    )
    expect(silence).toBeGreaterThanOrEqual(199)
    expect(silence).toBeLessThan(1_500)
  })

  it('a client that reads slowly is not an idle upstream', async () => {
    const reader = guarded(body(['data: one\n\n', 'data: two\n\n', 'data: three\n\n'])).getReader()
    const decoder = new TextDecoder()
    let text = decoder.decode((await reader.read()).value)
    await new Promise((r) => setTimeout(r, 500)) // 2.5 idle timeouts without asking for more
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    expect(text).toBe('data: one\n\ndata: two\n\ndata: three\n\n')
  })
})

describe('the idle guard costs one timer per body, not one per chunk', () => {
  afterEach(() => vi.restoreAllMocks())

  it('streamed (guardedBody) and read whole (readWhole)', async () => {
    const chunks = Array.from({ length: 300 }, (_, i) => `data: ${i}\n\n`)
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const text = await new Response(guarded(body(chunks))).text()
    expect(text).toBe(chunks.join(''))
    const whole = await readWhole(body(chunks), { idleMs: 200, maxBytes: 1_000_000 })
    expect(whole).toEqual({ ok: true, text: chunks.join('') })
    expect(timers.mock.calls.length).toBeLessThanOrEqual(4)
  })

  it('and still cuts a body that goes silent while read whole', async () => {
    const started = performance.now()
    const whole = await readWhole(body(['{"a":', '1'], true), { idleMs: 200, maxBytes: 1_000_000 })
    expect(whole).toEqual({ ok: false, kind: 'idle' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(199)
  })
})
