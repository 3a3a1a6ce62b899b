import OpenAI from 'openai'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installRedactingConsole } from '../../lib/log'
import { scriptedUpstream, sse, type ScriptedUpstream } from '../../testing/scripted-upstream'
import {
  startChatServer,
  TEST_KEY,
  upstreamChunk,
  type ChatTestServer,
} from '../testing/test-server'

// The chat gateway against an upstream on loopback that misbehaves on purpose (docs/chat-service.md).

const KEY = 'sk-upstream-very-secret-42'
const CONNECT_MS = 400
const IDLE_MS = 400
/** Each failure must reach the client within its timeout plus this much. */
const SLACK_MS = 1_500

let upstream: ScriptedUpstream
let gateway: ChatTestServer
const open = new Set<{ destroy(): void }>()

beforeAll(async () => {
  upstream = await scriptedUpstream((req, res) => {
    const { model } = JSON.parse(req.body || '{}') as { model?: string }
    const scenario = model ?? req.url
    open.add(res.socket!)
    switch (scenario) {
      case 'hang-before-headers':
        return // never answers
      case 'stall-after-headers':
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(sse(upstreamChunk('Hel')))
        return // then silence
      case 'close-mid-stream':
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(sse(upstreamChunk('Hel')))
        setTimeout(() => res.socket?.destroy(), 50)
        return
      case 'redirect':
        res.writeHead(307, { location: `${redirectTarget}/v1/chat/completions` })
        res.end()
        return
      case 'echo-key-stream': {
        // The key straddles two writes, and sits in headers, as a careless upstream might send it.
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'x-request-id': `req-${KEY}`,
          'x-ratelimit-remaining-requests': `9 ${KEY}`,
          'set-cookie': `k=${KEY}`,
        })
        const line = sse(upstreamChunk(`your key is ${KEY}!`))
        const cut = line.indexOf(KEY) + 7
        res.write(line.slice(0, cut))
        setTimeout(() => res.end(line.slice(cut) + 'data: [DONE]\n\n'), 30)
        return
      }
      case 'echo-key-plain':
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': KEY })
        res.end(
          JSON.stringify({
            id: 'up',
            object: 'chat.completion',
            created: 1,
            model: 'm',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: `Bearer ${KEY}` },
                finish_reason: 'stop',
              },
            ],
          }),
        )
        return
      default:
        res.writeHead(404).end()
    }
  })
  redirectTarget = redirected.origin
  gateway = await startChatServer({
    chatUpstream: { url: `${upstream.origin}/v1`, key: KEY },
    upstreamTimeouts: { connectMs: CONNECT_MS, idleMs: IDLE_MS },
  })
})

// A second listener, where a redirect points: it must never be reached.
let redirectTarget = ''
const redirected = await scriptedUpstream((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
})

afterAll(async () => {
  for (const s of open) s.destroy()
  await Promise.all([gateway.close(), upstream.close(), redirected.close()])
})
afterEach(() => vi.restoreAllMocks())

const ask = (model: string, stream = false) =>
  gateway.post({ model, messages: [{ role: 'user', content: 'hi' }], stream })

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

function expectNoKey(...texts: string[]) {
  for (const t of texts) expect(t).not.toContain(KEY)
}

describe('timeouts', () => {
  it('an upstream that never sends headers: 504 upstream_timeout within the connect timeout', async () => {
    const { value: res, ms } = await timed(() => ask('hang-before-headers'))
    expect(res.status).toBe(504)
    const body = await res.text()
    expect(JSON.parse(body)).toEqual({
      error: {
        message: `The upstream chat service did not answer within ${CONNECT_MS / 1000} s.`,
        type: 'internal_error',
        code: 'upstream_timeout',
        param: null,
      },
    })
    expect(ms).toBeGreaterThanOrEqual(CONNECT_MS - 50)
    expect(ms).toBeLessThan(CONNECT_MS + SLACK_MS)
    expectNoKey(body, JSON.stringify([...res.headers]))
  })

  it('a stall after headers: the stream ends with an error frame the openai client raises', async () => {
    const client = gateway.client()
    const started = performance.now()
    let text = ''
    const error = await (async () => {
      const stream = await client.chat.completions.create({
        model: 'stall-after-headers',
        messages: [{ role: 'user', content: 'hi' }],
        stream: true,
      })
      for await (const c of stream) text += c.choices[0]?.delta.content ?? ''
    })().catch((e: unknown) => e)
    const ms = performance.now() - started
    expect(text).toBe('Hel')
    expect(error).toBeInstanceOf(OpenAI.APIError)
    expect(error).toMatchObject({ code: 'upstream_timeout' })
    expect((error as Error).message).toMatch(/stopped sending for 0.4 s/)
    expect(ms).toBeLessThan(IDLE_MS + SLACK_MS)
  })
})

describe('broken streams', () => {
  it('an upstream that closes mid-stream: an error frame, not a bare reset', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { value: res, ms } = await timed(() => ask('close-mid-stream', true))
    expect(res.status).toBe(200)
    const raw = await res.text()
    expect(raw).toContain('"content":"Hel"')
    const last = raw.trim().split('\n\n').at(-1)!
    expect(JSON.parse(last.slice('data: '.length))).toEqual({
      error: {
        message: 'The upstream chat service closed the connection before the reply was complete.',
        type: 'internal_error',
        code: 'model_server_error',
        param: null,
      },
    })
    expect(ms).toBeLessThan(SLACK_MS)
    // Nothing was thrown into the HTTP server, so nothing printed a stack trace.
    expect(log).not.toHaveBeenCalled()
  })
})

describe('redirects', () => {
  it('are never followed: a clear 502, and the body goes nowhere else', async () => {
    const res = await ask('redirect')
    expect(res.status).toBe(502)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('model_server_error')
    expect(body.error.message).toMatch(/redirect \(HTTP 307\); Parley does not follow/)
    expect(redirected.received).toHaveLength(0)
  })
})

describe('the upstream key never comes back', () => {
  it('not in a streamed body (even split across writes), nor in headers', async () => {
    const res = await ask('echo-key-stream', true)
    const raw = await res.text()
    expect(raw).toContain('your key is [redacted]!')
    expect(res.headers.get('x-request-id')).toBe('req-[redacted]')
    expect(res.headers.get('set-cookie')).toBeNull()
    expectNoKey(raw, JSON.stringify([...res.headers]))
  })

  it('not in a plain successful body, nor in headers', async () => {
    const res = await ask('echo-key-plain')
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({
      choices: [{ message: { content: 'Bearer [redacted]' } }],
    })
    expectNoKey(text, JSON.stringify([...res.headers]))
  })

  it('and the upstream saw it only in its Authorization header, never the local key', () => {
    const seen = upstream.received.filter((r) => r.method === 'POST')
    expect(seen.length).toBeGreaterThan(0)
    for (const r of seen) {
      expect(r.headers.authorization).toBe(`Bearer ${KEY}`)
      expect(JSON.stringify(r)).not.toContain(TEST_KEY)
    }
  })
})

describe('logging', () => {
  it('prints every console line, stack traces included, redacted on one line', () => {
    const lines: string[] = []
    const write = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '))
    })
    const restore = installRedactingConsole([KEY])
    try {
      const err = new TypeError(`fetch failed with ${KEY}`, { cause: new Error('socket hang up') })
      console.error(err) // as @hono/node-server prints a failed response body
      console.error('headers', { authorization: `Bearer ${KEY}` })
    } finally {
      restore()
    }
    write.mockRestore()
    expect(lines).toHaveLength(2)
    for (const line of lines) {
      expect(line).not.toContain('\n')
      expectNoKey(line)
    }
    expect(lines[0]).toMatch(/^TypeError: fetch failed with \[redacted\] \| +at /)
    expect(lines[0]).toContain('(cause: Error: socket hang up')
  })
})
