import { describe, expect, it } from 'vitest'
import { readWithin } from '../testing/trickle'
import { guardedBody } from './upstream-fetch'

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
})
