import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import OpenAI from 'openai'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  LIMITED_KEY,
  listen,
  startChatServer,
  TEST_KEY,
  type ChatTestServer,
  type RunningServer,
} from '../testing/test-server'

// The gateway to a real OpenAI-compatible service, against a fake upstream on loopback.

const UPSTREAM_KEY = 'sk-upstream-secret-123'

// Odd but valid framing (a comment, no space after "data:", CRLF) shows the bytes are not re-framed.
const UPSTREAM_STREAM =
  ': ping\r\n\r\n' +
  'data:{"id":"up-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":"Hel"},"finish_reason":null}]}\r\n\r\n' +
  'data: {"id":"up-1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"lo ✓"},"finish_reason":"stop"}]}\r\n\r\n' +
  'data: [DONE]\r\n\r\n'

interface Seen {
  path: string
  authorization: string | undefined
  body: string
  headers: Record<string, string>
}

let upstream: RunningServer
let gateway: ChatTestServer
let seen: Seen[] = []
let slowStreamAborted: Promise<void> = Promise.resolve()

function fakeUpstream() {
  const app = new Hono().basePath('/v1')
  app.use('*', async (c, next) => {
    const body = c.req.method === 'POST' ? await c.req.raw.clone().text() : ''
    seen.push({
      path: c.req.path,
      authorization: c.req.header('authorization'),
      body,
      headers: c.req.header(),
    })
    await next()
  })
  app.get('/models', (c) =>
    c.json({
      object: 'list',
      data: ['deepseek-ai/DeepSeek-V3', 'deepseek-ai/DeepSeek-R1', 'Qwen/QwQ-32B'].map((id) => ({
        id,
        object: 'model',
        created: 1,
        owned_by: 'UCloud_UModelverse',
      })),
    }),
  )
  app.post('/chat/completions', async (c) => {
    const { model, stream: streaming } = await c.req.json<{ model: string; stream?: boolean }>()
    if (model === 'reject-me') {
      return c.json(
        {
          error: {
            message: `No permission: apikey [${UPSTREAM_KEY}] not support model`,
            type: 'invalid_request_error',
            code: 'model_error',
            param: 'trace-1',
          },
        },
        403,
      )
    }
    if (model === 'html-error') {
      return c.html(`<html><body>Bad gateway ${UPSTREAM_KEY}</body></html>`, 502)
    }
    if (model === 'endless') {
      let aborted!: () => void
      slowStreamAborted = new Promise((resolve) => (aborted = resolve))
      c.header('content-type', 'text/event-stream')
      return stream(c, async (s) => {
        s.onAbort(aborted)
        for (let i = 0; !s.aborted && i < 10_000; i++) {
          await s.write(`data: {"choices":[{"index":0,"delta":{"content":"${i} "}}]}\n\n`)
          await s.sleep(20)
        }
      })
    }
    if (!streaming) {
      return c.json({
        id: 'up-2',
        object: 'chat.completion',
        created: 1,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: 'from upstream' },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
      })
    }
    c.header('content-type', 'text/event-stream; charset=utf-8')
    return c.body(UPSTREAM_STREAM)
  })
  return app
}

beforeAll(async () => {
  upstream = await listen(fakeUpstream().fetch)
  gateway = await startChatServer({
    chatUpstream: { url: `${upstream.origin}/v1`, key: UPSTREAM_KEY },
  })
})
afterAll(() => Promise.all([gateway.close(), upstream.close()]))
beforeEach(() => {
  seen = []
})

const u = (content = 'hi') => ({ role: 'user', content })

describe('forwarding', () => {
  it('pipes the upstream stream back byte for byte, using the server-held key', async () => {
    const sent = JSON.stringify({
      model: 'Qwen/QwQ-32B',
      messages: [u()],
      stream: true,
      web_search: { enable: true },
      seed: 7,
    })
    const res = await gateway.post(sent)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(
      new TextEncoder().encode(UPSTREAM_STREAM),
    )
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${UPSTREAM_KEY}`,
      body: sent,
    })
    expect(JSON.stringify(seen[0]!.headers)).not.toContain(TEST_KEY) // the local key stays local
    expect(JSON.stringify([...res.headers])).not.toContain(UPSTREAM_KEY)
  })

  it('works unchanged for the official client, streaming and not', async () => {
    const client = gateway.client()
    const plain = await client.chat.completions.create({
      model: 'Qwen/QwQ-32B',
      messages: [{ role: 'user', content: 'hi' }],
    })
    expect(plain.choices[0]!.message.content).toBe('from upstream')
    const streamed = await client.chat.completions.create({
      model: 'Qwen/QwQ-32B',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    })
    let text = ''
    for await (const chunk of streamed) text += chunk.choices[0]?.delta.content ?? ''
    expect(text).toBe('Hello ✓')
  })

  it('forwards /models, narrowed to what a limited local key may use', async () => {
    const all = await gateway.client().models.list()
    expect(all.data.map((m) => m.id)).toEqual([
      'deepseek-ai/DeepSeek-V3',
      'deepseek-ai/DeepSeek-R1',
      'Qwen/QwQ-32B',
    ])
    expect(seen[0]).toMatchObject({ path: '/v1/models', authorization: `Bearer ${UPSTREAM_KEY}` })
    const limited = await gateway.client(LIMITED_KEY).models.list()
    expect(limited.data.map((m) => m.id)).toEqual(['deepseek-ai/DeepSeek-V3'])
  })

  it('cancels the upstream request when the client disconnects', async () => {
    const controller = new AbortController()
    const res = await gateway.post(
      { model: 'endless', messages: [u()], stream: true },
      {},
      controller.signal,
    )
    const reader = res.body!.getReader()
    await reader.read()
    controller.abort()
    await reader.cancel().catch(() => {})
    await expect(
      Promise.race([
        slowStreamAborted.then(() => 'aborted'),
        new Promise((r) => setTimeout(() => r('still running'), 2000)),
      ]),
    ).resolves.toBe('aborted')
  })
})

describe('local checks', () => {
  it.each([
    ['a wrong local key', { model: 'Qwen/QwQ-32B', messages: [u()] }, 'sk-wrong', 'invalid_token'],
    [
      'a model the local key may not use',
      { model: 'Qwen/QwQ-32B', messages: [u()] },
      LIMITED_KEY,
      'invalid_model',
    ],
    ['a body without a model', { messages: [u()] }, TEST_KEY, 'invalid_request'],
  ])('rejects %s without calling the upstream', async (_name, body, key, code) => {
    const res = await gateway.post(body, { authorization: `Bearer ${key}` })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code)
    expect(seen).toHaveLength(0)
  })

  it.each([
    [
      'array content with an image',
      [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is this?' },
            { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
          ],
        },
      ],
    ],
    ['the developer role', [{ role: 'developer', content: 'be brief' }, u()]],
    [
      'a tool round trip',
      [
        u('weather?'),
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '{"temp": 21}' },
      ],
    ],
    ['two user turns in a row', [u(), u()]],
    ['sensitive demo words', [u('forbidden-demo-word')]],
  ])('forwards %s byte for byte: the upstream judges its own requests', async (_name, messages) => {
    const sent = JSON.stringify({ model: 'deepseek-ai/DeepSeek-V3', messages, max_tokens: 20000 })
    const res = await gateway.post(sent)
    expect(res.status).toBe(200)
    expect(seen).toHaveLength(1)
    expect(seen[0]!.body).toBe(sent)
  })
})

describe('upstream failures', () => {
  it('passes an upstream error through with its status, the upstream key scrubbed', async () => {
    const res = await gateway.post({ model: 'reject-me', messages: [u()] })
    expect(res.status).toBe(403)
    const text = await res.text()
    expect(text).not.toContain(UPSTREAM_KEY)
    expect(JSON.parse(text)).toEqual({
      error: {
        message: 'No permission: apikey [[redacted]] not support model',
        type: 'invalid_request_error',
        code: 'model_error',
        param: 'trace-1',
      },
    })
  })

  it('wraps a non-JSON upstream error in the service shape', async () => {
    const error = await gateway
      .client()
      .chat.completions.create({ model: 'html-error', messages: [{ role: 'user', content: 'hi' }] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.InternalServerError)
    expect(error).toMatchObject({ status: 502, code: 'model_server_error' })
    expect((error as Error).message).toContain('Bad gateway [redacted]')
  })

  it('answers 502 model_server_error when the upstream cannot be reached', async () => {
    const down = await startChatServer({
      chatUpstream: { url: 'http://127.0.0.1:9/v1', key: UPSTREAM_KEY },
    })
    try {
      const res = await down.post({ model: 'Qwen/QwQ-32B', messages: [u()] })
      expect(res.status).toBe(502)
      const text = await res.text()
      expect(JSON.parse(text)).toMatchObject({
        error: {
          code: 'model_server_error',
          message: 'The upstream chat service could not be reached.',
        },
      })
      expect(text).not.toContain(UPSTREAM_KEY)
    } finally {
      await down.close()
    }
  })
})
