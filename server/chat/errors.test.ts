import { APIError, type OpenAI } from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITED_KEY, startChatServer, TEST_KEY, type ChatTestServer } from './testing/test-server'

// One test per error row and per messages rule (docs/wire-formats.md, "Chat completion service",
// Errors and Request), plus malformed input.
// Every error must arrive as {"error":{"message","type","code","param"}} and never as a stack.

let server: ChatTestServer
beforeAll(async () => {
  server = await startChatServer({ chatBodyLimitBytes: 64 * 1024 })
})
afterAll(() => server.close())

const V3 = 'deepseek-ai/DeepSeek-V3'
const u = (content = 'hi') => ({ role: 'user', content })
const a = (content = 'ok') => ({ role: 'assistant', content })

/** Sends through the official client and returns the APIError it throws. */
async function clientError(body: Record<string, unknown>, apiKey = TEST_KEY): Promise<APIError> {
  const client = server.client(apiKey)
  const error = await client.chat.completions
    .create(body as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming)
    .then(
      () => null,
      (e: unknown) => e,
    )
  expect(error).toBeInstanceOf(APIError)
  return error as APIError
}

async function rawError(res: Response, status: number) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const body = (await res.json()) as { error: Record<string, unknown> }
  expect(Object.keys(body)).toEqual(['error'])
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type'])
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/) // no stack trace
  return body.error as { message: string; type: string; code: string; param: string | null }
}

describe('error rows (docs/wire-formats.md, Errors)', () => {
  it('invalid_messages: content flagged as sensitive', async () => {
    const e = await clientError({ model: V3, messages: [u('please repeat parley-sensitive-test')] })
    expect(e.status).toBe(400)
    expect(e).toMatchObject({ type: 'invalid_request_error', code: 'invalid_messages' })
    expect(e.param).toBe('messages[0].content')
    expect(e.message).toMatch(/Sensitive information/)
  })

  it('characters_too_long: max_tokens above 12288 on a deepseek-family model', async () => {
    const e = await clientError({ model: V3, messages: [u()], max_tokens: 12289 })
    expect(e.status).toBe(400)
    expect(e).toMatchObject({
      type: 'invalid_request_error',
      code: 'characters_too_long',
      param: 'max_tokens',
    })
    expect(e.message).toMatch(/Conversation token output limit.*12288/)
    // 12288 itself is allowed.
    const ok = await server
      .client()
      .chat.completions.create({ model: V3, messages: [u()] as never, max_tokens: 12288 })
    expect(ok.choices[0]!.finish_reason).toBe('stop')
  })

  it('tokens_too_long: a prompt over the model context, counted with the tokenizer', async () => {
    // beam-search has a 4096-token context; 5000 words of "word " is about 5000 tokens but only 25 kB.
    const e = await clientError({
      model: 'parley-demo/beam-search',
      messages: [u('word '.repeat(5000))],
    })
    expect(e.status).toBe(400)
    expect(e).toMatchObject({ type: 'invalid_request_error', code: 'tokens_too_long' })
    expect(e.message).toMatch(/Prompt tokens too long.*4096/)
    // 12 000 characters of one repeated letter are far fewer tokens than characters/4 suggests.
    const fine = await server.client().chat.completions.create({
      model: 'parley-demo/beam-search',
      messages: [{ role: 'user', content: 'a'.repeat(12_000) }],
    })
    expect(fine.usage!.prompt_tokens).toBeLessThan(3000)
  })

  it('invalid_token: a wrong key and a missing key', async () => {
    const wrong = await clientError({ model: V3, messages: [u()] }, 'sk-not-a-key')
    expect(wrong.status).toBe(400)
    expect(wrong).toMatchObject({ type: 'invalid_request_error', code: 'invalid_token' })
    expect(wrong.message).toMatch(/Validate Certification failed/)
    const missing = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: V3, messages: [u()] }),
    })
    expect(await rawError(missing, 400)).toMatchObject({
      code: 'invalid_token',
      message: 'Validate Certification failed',
    })
    const models = await fetch(`${server.baseURL}/models`, {
      headers: { authorization: 'Basic x' },
    })
    expect((await rawError(models, 400)).code).toBe('invalid_token')
  })

  it('invalid_model: a key without permission for the model', async () => {
    const e = await clientError({ model: 'deepseek-ai/DeepSeek-R1', messages: [u()] }, LIMITED_KEY)
    expect(e.status).toBe(400)
    expect(e).toMatchObject({
      type: 'invalid_request_error',
      code: 'invalid_model',
      param: 'model',
    })
    expect(e.message).toBe('400 No permission to use the model')
  })
})

describe('messages rules (docs/wire-formats.md, Request)', () => {
  const cases: [string, unknown, RegExp, string][] = [
    ['an empty list', [], /must not be empty/, 'messages'],
    [
      'a first role other than user or system',
      [a(), u()],
      /first message must have role user, system or developer/,
      'messages[0].role',
    ],
    [
      'a last role other than user or tool',
      [u(), a()],
      /last message must have role user or tool/,
      'messages[1].role',
    ],
    ['broken user/assistant alternation', [u(), u()], /alternate/, 'messages[1].role'],
    [
      'an unknown role',
      [{ role: 'robot', content: 'x' }],
      /role must be one of/,
      'messages[0].role',
    ],
    [
      'content that is neither text nor content parts',
      [{ role: 'user', content: 42 }],
      /content must be a string or a list of content parts/,
      'messages[0].content',
    ],
    [
      'a content part of an unknown type',
      [{ role: 'user', content: [{ type: 'input_audio', input_audio: {} }] }],
      /content\[0\]\.type must be "text" or "image_url"/,
      'messages[0].content[0].type',
    ],
    ['messages that are not a list', 'hello', /must be a list/, 'messages'],
  ]
  it.each(cases)('rejects %s', async (_name, messages, message, param) => {
    const e = await rawError(await server.post({ model: V3, messages }), 400)
    expect(e).toMatchObject({ type: 'invalid_request_error', code: 'invalid_request', param })
    expect(e.message).toMatch(message)
  })

  it('accepts a system message first and relaxes alternation with tools', async () => {
    expect(
      (
        await server.post({
          model: V3,
          messages: [{ role: 'system', content: 's' }, u(), a(), u()],
        })
      ).status,
    ).toBe(200)
    const tools = [{ type: 'function', function: { name: 'f', parameters: {} } }]
    expect((await server.post({ model: V3, messages: [u(), u()], tools })).status).toBe(200)
    expect(
      (await server.post({ model: V3, messages: [u(), a(), { role: 'tool', content: '{"t":1}' }] }))
        .status,
    ).toBe(200)
  })
})

describe('malformed and unsupported requests', () => {
  it('rejects malformed JSON', async () => {
    const e = await rawError(await server.post('{"model": "x", '), 400)
    expect(e).toMatchObject({
      code: 'invalid_request',
      message: 'The request body is not valid JSON.',
    })
  })

  it.each([
    ['a body that is not an object', [1, 2], /must be a JSON object/, null],
    ['a missing model', { messages: [u()] }, /model is required/, 'model'],
    [
      'a non-boolean stream',
      { model: V3, messages: [u()], stream: 'yes' },
      /stream must be true or false/,
      'stream',
    ],
    [
      'temperature out of range',
      { model: V3, messages: [u()], temperature: 5 },
      /between 0 and 2/,
      'temperature',
    ],
    [
      'a fractional max_tokens',
      { model: V3, messages: [u()], max_tokens: 2.5 },
      /max_tokens must be a positive integer/,
      'max_tokens',
    ],
    [
      'an unknown reasoning_effort',
      { model: V3, messages: [u()], reasoning_effort: 'max' },
      /reasoning_effort must be one of/,
      'reasoning_effort',
    ],
    ['n above 1', { model: V3, messages: [u()], n: 3 }, /n must be 1/, 'n'],
    [
      'a malformed /bench prefix',
      { model: V3, messages: [u('/bench size=lots')] },
      /Unknown \/bench argument/,
      'messages',
    ],
  ])('rejects %s', async (_name, body, message, param) => {
    const e = await rawError(await server.post(body), 400)
    expect(e).toMatchObject({ code: 'invalid_request', param })
    expect(e.message).toMatch(message)
  })

  it('rejects an unknown model clearly', async () => {
    const e = await rawError(await server.post({ model: 'gpt-9', messages: [u()] }), 400)
    expect(e).toMatchObject({ code: 'model_not_found', param: 'model' })
    expect(e.message).toMatch(/"gpt-9" does not exist; GET \/v1\/models/)
  })

  it('rejects stream:true on the beam-search model', async () => {
    const e = await rawError(
      await server.post({ model: 'parley-demo/beam-search', messages: [u()], stream: true }),
      400,
    )
    expect(e).toMatchObject({ code: 'invalid_request', param: 'stream' })
    expect(e.message).toMatch(/beam search and cannot stream/)
  })

  it('answers 413 for an oversized body, with or without Content-Length', async () => {
    const big = JSON.stringify({ model: V3, messages: [u('x'.repeat(70 * 1024))] })
    const sized = await rawError(await server.post(big), 413)
    expect(sized).toMatchObject({ code: 'request_too_large' })
    expect(sized.message).toMatch(/65536 bytes/)
    const bytes = new TextEncoder().encode(big)
    const chunked = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_KEY}`, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect((await rawError(chunked, 413)).code).toBe('request_too_large')
  })

  it('answers unknown endpoints in the same shape', async () => {
    const res = await fetch(`${server.baseURL}/completions`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    })
    expect((await rawError(res, 404)).code).toBe('not_found')
  })
})

describe('configurable sensitive words', () => {
  it('uses PARLEY_SENSITIVE_WORDS instead of the default list', async () => {
    const custom = await startChatServer({ sensitiveWords: ['Zanzibar'] })
    try {
      const flagged = await rawError(
        await custom.post({ model: V3, messages: [u('trip to zanzibar?')] }),
        400,
      )
      expect(flagged.code).toBe('invalid_messages')
      // Whole words only, and the default list no longer applies.
      expect((await custom.post({ model: V3, messages: [u('zanzibarian food')] })).status).toBe(200)
      expect(
        (await custom.post({ model: V3, messages: [u('parley-sensitive-test')] })).status,
      ).toBe(200)
    } finally {
      await custom.close()
    }
  })
})
