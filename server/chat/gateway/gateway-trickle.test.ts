import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptedUpstream, sse, type ScriptedUpstream } from '../../testing/scripted-upstream'
import { endWithKeyPrefixApart, readWithin, writeSlowly } from '../../testing/trickle'
import {
  jsonChunks,
  startChatServer,
  upstreamChunk,
  type ChatTestServer,
} from '../testing/test-server'

// The chat gateway against an upstream on loopback that sends its stream in dribbles: every
// dribble reaches the client, and silence between two bytes ends the reply (docs/limits.md).

const KEY = 'sk-upstream-trickle-secret-42'
const IDLE_MS = 400
/** A stream that has not ended by then has hung. */
const DEADLINE_MS = 5_000

// The key as a careless upstream may echo it: plain, base64 (as in a Basic header) and upper case.
const ECHOED = `key ${KEY} b64 ${Buffer.from(KEY).toString('base64')} up ${KEY.toUpperCase()}.`
const STREAM = sse(upstreamChunk('Hello señor, ')) + sse(upstreamChunk(ECHOED)) + 'data: [DONE]\n\n'

let upstream: ScriptedUpstream
let gateway: ChatTestServer
beforeAll(async () => {
  upstream = await scriptedUpstream(async (req, res) => {
    const { model } = JSON.parse(req.body || '{}') as { model?: string }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    if (model === 'byte-at-a-time') {
      await writeSlowly(res, STREAM)
      res.end()
    } else if (model === 'key-prefix') {
      // The key's first characters arrive one per write: each is held back by the scrubber (no
      // output), and the stream must still go on.
      await endWithKeyPrefixApart(res, sse(upstreamChunk(`a ${KEY} b`)) + 'data: [DONE]\n\n', KEY)
    } else if (model === 'trickle-then-stall') {
      // Bytes 100 ms apart (each well within the idle timeout) for longer than it, then silence
      // after the key's first character: the idle timer runs between bytes, not between outputs.
      const partial = 'data: {"choices":[{"delta":{"content":"'
      await writeSlowly(res, sse(upstreamChunk('Hel')) + partial, { bytesPerWrite: 8, gapMs: 100 })
      res.write(KEY[0])
    }
  })
  gateway = await startChatServer({
    chatUpstream: { url: `${upstream.origin}/v1`, key: KEY },
    upstreamTimeouts: { connectMs: 2_000, idleMs: IDLE_MS },
  })
})
afterAll(async () => {
  await Promise.all([gateway.close(), upstream.close()])
})

const ask = (model: string) =>
  gateway.post({ model, messages: [{ role: 'user', content: 'hi' }], stream: true })

const contentOf = (text: string) =>
  jsonChunks(text)
    .map((c) => (c as ReturnType<typeof upstreamChunk>).choices[0]!.delta.content)
    .join('')

describe('a trickling upstream stream through the chat gateway', () => {
  it('one byte at a time: the whole reply arrives, key forms scrubbed, characters intact', async () => {
    const { text, ended } = await readWithin(await ask('byte-at-a-time'), DEADLINE_MS)
    expect(ended).toBe(true)
    expect(contentOf(text)).toBe('Hello señor, key [redacted] b64 [redacted] up [redacted].')
    expect(text.trim().endsWith('data: [DONE]')).toBe(true)
    expect(text).not.toContain(KEY)
    expect(text).not.toContain(Buffer.from(KEY).toString('base64'))
    expect(text.toUpperCase()).not.toContain(KEY.toUpperCase())
  })

  it("chunks that are each only part of the key's prefix: held back, and the stream goes on", async () => {
    const { text, ended } = await readWithin(await ask('key-prefix'), DEADLINE_MS)
    expect(ended).toBe(true)
    expect(contentOf(text)).toBe('a [redacted] b')
    expect(text).not.toContain(KEY)
  })

  it('a trickle that stalls mid-stream: the idle timeout error in plain words', async () => {
    const started = performance.now()
    const { text, ended } = await readWithin(await ask('trickle-then-stall'), DEADLINE_MS)
    const ms = performance.now() - started
    expect(ended).toBe(true)
    const last = text.trim().split('\n\n').at(-1)!
    expect(JSON.parse(last.slice('data: '.length))).toEqual({
      error: {
        message: 'The upstream chat service stopped sending for 0.4 s; the reply is incomplete.',
        type: 'internal_error',
        code: 'upstream_timeout',
        param: null,
      },
    })
    expect(contentOf(text.slice(0, text.lastIndexOf('data: {"error"')))).toBe('Hel')
    expect(ms).toBeLessThan(DEADLINE_MS)
  })
})
