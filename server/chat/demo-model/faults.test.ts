import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonChunks, parseSse, startChatServer, type ChatTestServer } from '../testing/test-server'

// Fault injection (PARLEY_FAULTS=1, header x-parley-fault): each fault, and that it is off by default.

let faulty: ChatTestServer
let normal: ChatTestServer
beforeAll(async () => {
  ;[faulty, normal] = await Promise.all([startChatServer({ faults: true }), startChatServer()])
})
afterAll(() => Promise.all([faulty.close(), normal.close()]))

const body = {
  model: 'deepseek-ai/DeepSeek-V3',
  messages: [{ role: 'user', content: 'Explain photosynthesis' }],
  stream: true,
}
const withFault = (fault: string) => faulty.post(body, { 'x-parley-fault': fault })
const contentOf = (chunks: Record<string, unknown>[]) =>
  chunks
    .map((c) => (c.choices as { delta?: { content?: string } }[])[0]?.delta?.content ?? '')
    .join('')

async function fullText(server: ChatTestServer) {
  return contentOf(jsonChunks(await (await server.post(body)).text()))
}

describe('stream faults', () => {
  it('drop: the stream ends halfway, with no finish chunk and no [DONE]', async () => {
    const res = await withFault('drop')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain('[DONE]')
    expect(text).not.toContain('"finish_reason":"stop"')
    const partial = contentOf(jsonChunks(text))
    const whole = await fullText(faulty)
    expect(partial.length).toBeGreaterThan(0)
    expect(partial.length).toBeLessThan(whole.length)
    expect(whole.startsWith(partial)).toBe(true)
  })

  it('malformed: one chunk line is cut off mid-JSON, the rest of the stream is intact', async () => {
    const items = parseSse(await (await withFault('malformed')).text())
    const data = items.flatMap((i) => ('data' in i ? [i.data] : []))
    const broken = data.filter((d) => {
      if (d === '[DONE]') return false
      try {
        JSON.parse(d)
        return false
      } catch {
        return true
      }
    })
    expect(broken).toHaveLength(1)
    expect(broken[0]).toMatch(/^\{"id":"chatcmpl-/)
    expect(data.at(-1)).toBe('[DONE]')
    const parsed = data
      .filter((d) => d !== broken[0] && d !== '[DONE]')
      .map((d) => JSON.parse(d) as Record<string, unknown>)
    expect(contentOf(parsed)).toBe(await fullText(faulty))
    // The official client refuses the broken line.
    const stream = await faulty
      .client()
      .chat.completions.create(
        { ...body, stream: true } as OpenAI.Chat.ChatCompletionCreateParamsStreaming,
        { headers: { 'x-parley-fault': 'malformed' } },
      )
    await expect(
      (async () => {
        for await (const _ of stream) void _
      })(),
    ).rejects.toThrow(SyntaxError)
  })

  it('error-midstream: an {"error":{...}} data line after HTTP 200, then the end', async () => {
    const res = await withFault('error-midstream')
    expect(res.status).toBe(200)
    const data = parseSse(await res.text()).flatMap((i) => ('data' in i ? [i.data] : []))
    const last = JSON.parse(data.at(-1)!) as { error: Record<string, unknown> }
    expect(last.error).toMatchObject({
      type: 'internal_error',
      code: 'model_server_error',
      param: null,
    })
    expect(data).not.toContain('[DONE]')
    // openai-node turns it into an APIError while iterating.
    const stream = await faulty
      .client()
      .chat.completions.create(
        { ...body, stream: true } as OpenAI.Chat.ChatCompletionCreateParamsStreaming,
        { headers: { 'x-parley-fault': 'error-midstream' } },
      )
    await expect(
      (async () => {
        for await (const _ of stream) void _
      })(),
    ).rejects.toMatchObject({ code: 'model_server_error' })
  })

  it('slow: one token a second', async () => {
    const controller = new AbortController()
    const res = await faulty.post(body, { 'x-parley-fault': 'slow' }, controller.signal)
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    const arrivals: number[] = []
    let buffer = ''
    while (arrivals.length < 3) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
        // The role chunk comes at once, then each content token after a second.
        if (buffer.startsWith('data: ')) arrivals.push(performance.now())
        buffer = buffer.slice(cut + 2)
      }
    }
    controller.abort()
    expect(arrivals).toHaveLength(3)
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(950)
    expect(arrivals[2]! - arrivals[1]!).toBeGreaterThanOrEqual(950)
  })
})

describe('HTTP faults', () => {
  it('http-500: internal_error in the service shape', async () => {
    const res = await withFault('http-500')
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({
      error: { type: 'internal_error', code: 'internal_error' },
    })
  })

  it('http-429: rate_limit in the service shape, seen by the client as RateLimitError', async () => {
    const res = await withFault('http-429')
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('1')
    expect(await res.json()).toMatchObject({
      error: { type: 'rate_limit_error', code: 'rate_limit' },
    })
    const error = await faulty
      .client()
      .chat.completions.create(
        { ...body, stream: false } as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming,
        { headers: { 'x-parley-fault': 'http-429' } },
      )
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.RateLimitError)
  })
})

describe('fault switch', () => {
  it('ignores the header unless PARLEY_FAULTS is on', async () => {
    for (const fault of ['drop', 'http-500', 'nonsense']) {
      const res = await normal.post(body, { 'x-parley-fault': fault })
      expect(res.status).toBe(200)
      expect(await res.text()).toMatch(/data: \[DONE\]\n\n$/)
    }
  })

  it('rejects an unknown fault, and a stream fault on a non-streaming request', async () => {
    const unknown = await withFault('explode')
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(
      /use one of drop/,
    )
    const plain = await faulty.post({ ...body, stream: false }, { 'x-parley-fault': 'drop' })
    expect(plain.status).toBe(400)
    expect(((await plain.json()) as { error: { param: string } }).error.param).toBe(
      'x-parley-fault',
    )
  })
})
