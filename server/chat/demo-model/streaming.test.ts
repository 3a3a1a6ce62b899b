import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activeGenerations } from './generations'
import { jsonChunks, parseSse, startChatServer, type ChatTestServer } from '../testing/test-server'

// The wire format of streamed replies, read as raw bytes (docs/wire-formats.md, "Chat completion
// service", Stream).

let server: ChatTestServer
beforeAll(async () => {
  server = await startChatServer()
})
afterAll(() => server.close())

const ask = (content: string) => [{ role: 'user', content }]
const V3 = 'deepseek-ai/DeepSeek-V3'
const R1 = 'deepseek-ai/DeepSeek-R1'

async function streamText(body: Record<string, unknown>) {
  const res = await server.post({ stream: true, ...body })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
  return res.text()
}

describe('stream framing', () => {
  it('writes `data: {...}` lines of chat.completion.chunk, then `data: [DONE]` last', async () => {
    const text = await streamText({ model: V3, messages: ask('Name three fruits') })
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true)
    for (const event of text.split('\n\n').filter(Boolean)) expect(event).toMatch(/^data: /)
    const chunks = jsonChunks(text)
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true)
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1)
  })

  it('with include_usage: usage null on every chunk, then one choices:[] chunk with usage', async () => {
    const text = await streamText({
      model: R1,
      messages: ask('What is entropy?'),
      stream_options: { include_usage: true },
    })
    const chunks = jsonChunks(text)
    const last = chunks.at(-1)!
    expect(last.choices).toEqual([])
    expect(last.usage).toMatchObject({
      prompt_tokens: expect.any(Number) as number,
      completion_tokens: expect.any(Number) as number,
      completion_tokens_details: { reasoning_tokens: expect.any(Number) as number },
    })
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk).toHaveProperty('usage', null)
      expect((chunk.choices as unknown[]).length).toBe(1)
    }
  })

  it.each([
    ['absent', {}],
    ['false', { stream_options: { include_usage: false } }],
    ['null', { stream_options: null }],
  ])('without include_usage (%s): no usage field on any chunk', async (_name, options) => {
    const text = await streamText({ model: V3, messages: ask('Hello'), ...options })
    const chunks = jsonChunks(text)
    expect(chunks.length).toBeGreaterThan(3)
    for (const chunk of chunks) expect(chunk).not.toHaveProperty('usage')
  })

  it('sends `: keep-alive` while the reasoning model thinks, before the first reasoning token', async () => {
    const items = parseSse(await streamText({ model: R1, messages: ask('Plan a trip') }))
    const keepAlive = items.findIndex((i) => 'comment' in i && i.comment === 'keep-alive')
    const firstReasoning = items.findIndex(
      (i) => 'data' in i && i.data.includes('"reasoning_content"'),
    )
    expect(keepAlive).toBe(1) // right after the role chunk
    expect(firstReasoning).toBeGreaterThan(keepAlive)
    const plain = parseSse(await streamText({ model: V3, messages: ask('Plan a trip') }))
    expect(plain.some((i) => 'comment' in i)).toBe(false)
  })

  it('puts finish_reason "length" on the last choice chunk when max_tokens cuts the reply', async () => {
    const chunks = jsonChunks(
      await streamText({ model: R1, messages: ask('Describe Mars'), max_tokens: 5 }),
    )
    const finishes = chunks.map(
      (c) => (c.choices as { finish_reason: string | null }[])[0]?.finish_reason,
    )
    expect(finishes.at(-1)).toBe('length')
    expect(finishes.slice(0, -1).every((f) => f === null)).toBe(true)
  })

  it('paces the stream by PARLEY_PACE: a pause first, thinking with several keep-alives', async () => {
    const paced = await startChatServer({ paceFactor: 0.1 })
    try {
      const started = performance.now()
      const res = await paced.post({ model: R1, messages: ask('Hi'), max_tokens: 3, stream: true })
      const items = parseSse(await res.text())
      // 0.1 x (300 ms first chunk + 1500 ms thinking) = 180 ms at least.
      expect(performance.now() - started).toBeGreaterThanOrEqual(170)
      expect(items.filter((i) => 'comment' in i)).toHaveLength(3) // 150 ms of thinking, one per 50 ms
    } finally {
      await paced.close()
    }
  })
})

describe('the /bench prompt prefix', () => {
  it('streams exactly size characters in exactly chunks content chunks', async () => {
    const text = await streamText({
      model: V3,
      messages: ask('/bench size=20000 chunks=400 interval=0\nignored text'),
      stream_options: { include_usage: true },
    })
    const chunks = jsonChunks(text)
    const contents = chunks
      .map((c) => (c.choices as { delta: { content?: string } }[])[0]?.delta.content)
      .filter((t): t is string => !!t)
    expect(contents).toHaveLength(400)
    const body = contents.join('')
    expect(body).toHaveLength(20_000)
    for (const marker of ['## Section', '\n- ', '\n1. ', '| ---', '```', '$$', '> ']) {
      expect(body).toContain(marker)
    }
    expect(
      (chunks.at(-1)!.usage as { completion_tokens: number }).completion_tokens,
    ).toBeGreaterThan(2000)
  })
})

describe('client disconnects', () => {
  async function abortAfter(body: Record<string, unknown>, seen: (text: string) => boolean) {
    const controller = new AbortController()
    const res = await server.post({ stream: true, ...body }, {}, controller.signal)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!seen(text)) {
      const { value, done } = await reader.read()
      if (done) throw new Error('stream ended before the point of disconnect')
      text += decoder.decode(value, { stream: true })
    }
    expect(activeGenerations()).toBe(1)
    const abortedAt = performance.now()
    controller.abort()
    await reader.cancel().catch(() => {})
    while (activeGenerations() > 0 && performance.now() - abortedAt < 2000) {
      await new Promise((r) => setTimeout(r, 5))
    }
    return performance.now() - abortedAt
  }

  it('stops a long generation at once when the client goes away mid-content', async () => {
    // 2000 chunks 20 ms apart would take 40 s; the generation must end within a blink.
    const elapsed = await abortAfter(
      { model: V3, messages: ask('/bench size=20000 chunks=2000 interval=20') },
      (text) => text.includes('"content":"#'),
    )
    expect(activeGenerations()).toBe(0)
    expect(elapsed).toBeLessThan(1000)
  })

  it('stops while the reasoning model is still thinking (the pending wait is cancelled)', async () => {
    const elapsed = await abortAfter(
      { model: R1, messages: ask('/bench size=100 chunks=10 interval=0 think=30000') },
      (text) => text.includes(': keep-alive'),
    )
    expect(activeGenerations()).toBe(0)
    expect(elapsed).toBeLessThan(1000)
  })
})
