import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTINUE_INSTRUCTION } from '@contract/continue'
import { jsonChunks, startChatServer, TEST_KEY, type ChatTestServer } from '../testing/test-server'

// What OpenAI-compatible clients expect of the local demo models (docs/chat-service.md).

const V3 = 'deepseek-ai/DeepSeek-V3'
const SEARCH = 'parley-demo/web-search'
const u = (content: unknown) => ({ role: 'user', content })

let server: ChatTestServer
let client: OpenAI
beforeAll(async () => {
  server = await startChatServer()
  client = server.client()
})
afterAll(() => server.close())

type Completion = {
  choices: {
    message: Record<string, unknown> & { content: string | null }
    logprobs: unknown
    finish_reason: string
  }[]
}

async function plain(body: Record<string, unknown>): Promise<Completion> {
  const res = await server.post({ model: V3, ...body })
  expect(res.status).toBe(200)
  return (await res.json()) as Completion
}

async function streamedText(body: Record<string, unknown>): Promise<string> {
  const res = await server.post({ model: V3, ...body, stream: true })
  expect(res.status).toBe(200)
  const chunks = jsonChunks(await res.text()) as { choices: { delta: { content?: string } }[] }[]
  return chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')
}

async function errorOf(body: Record<string, unknown>) {
  const res = await server.post({ model: V3, messages: [u('hi')], ...body })
  expect(res.status).toBe(400)
  return ((await res.json()) as { error: { code: string; message: string; param: string } }).error
}

describe('HTTP surface', () => {
  it('answers a CORS preflight before auth, like /v2/team', async () => {
    const res = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-stainless-os',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/)
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/)
  })

  it('sets x-request-id on every reply: plain, streamed and errors', async () => {
    const replies = [
      await server.post({ model: V3, messages: [u('hi')] }),
      await server.post({ model: V3, messages: [u('hi')], stream: true }),
      await server.post({ model: V3, messages: [] }),
      await server.post('{', { authorization: 'Bearer wrong' }),
    ]
    const ids = replies.map((r) => r.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{32}$/)
    expect(new Set(ids).size).toBe(ids.length)
    await Promise.all(replies.map((r) => r.text()))
  })

  it('retrieves one model, with the id encoded or not', async () => {
    const model = await client.models.retrieve(V3)
    expect(model).toMatchObject({ id: V3, object: 'model', context_length: 65_536 })
    const raw = await fetch(`${server.baseURL}/models/${V3}`, {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    })
    expect(((await raw.json()) as { id: string }).id).toBe(V3)
    const missing = await client.models.retrieve('no/such-model').catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError)
    expect(missing).toMatchObject({ code: 'model_not_found' })
  })

  it('answers a body nested 10,000 deep with a clean 400', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000)
    for (const body of [
      `{"model":"${V3}","messages":[{"role":"user","content":"hi","extra":${deep}}]}`,
      `{"model":"${V3}","messages":[{"role":"user","content":"hi"}],"x":${deep}}`,
    ]) {
      const res = await server.post(body)
      expect(res.status).toBe(400)
      const { error } = (await res.json()) as { error: { code: string; message: string } }
      expect(error.code).toBe('invalid_request')
      expect(error.message).toMatch(/nests more than 64/)
    }
  })

  it('limits requests per key with the service error shape', async () => {
    const limited = await startChatServer({ chatRateLimitPerSecond: 2 })
    try {
      const c = limited.client()
      const ask = () =>
        c.chat.completions.create({ model: V3, messages: [{ role: 'user', content: 'hi' }] })
      // Three at once, so all fall in one second however slow the machine is.
      const settled = await Promise.allSettled([ask(), ask(), ask()])
      const refused = settled.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []))
      expect(refused).toHaveLength(1)
      const error = refused[0]
      expect(error).toBeInstanceOf(OpenAI.RateLimitError)
      expect(error).toMatchObject({ status: 429, code: 'rate_limit' })
      expect((error as InstanceType<typeof OpenAI.APIError>).headers?.get('retry-after')).toBe('1')
    } finally {
      await limited.close()
    }
  })
})

describe('choices as the openai types have them', () => {
  it('sends logprobs: null and refusal: null, plain and streamed', async () => {
    const body = await plain({ messages: [u('hi')] })
    expect(body.choices[0]!.logprobs).toBeNull()
    expect(body.choices[0]!.message.refusal).toBeNull()
    const res = await server.post({ model: V3, messages: [u('hi')], stream: true })
    for (const chunk of jsonChunks(await res.text()) as { choices: { logprobs: unknown }[] }[])
      for (const choice of chunk.choices) expect(choice.logprobs).toBeNull()
  })

  it('gives search results also as url_citation annotations, plain and streamed', async () => {
    const body = (await (
      await server.post({ model: SEARCH, messages: [u('How do solar panels work?')] })
    ).json()) as Completion & { search_results: { url: string; title: string }[] }
    const annotations = body.choices[0]!.message.annotations as {
      type: string
      url_citation: { url: string; title: string; start_index: number; end_index: number }
    }[]
    expect(annotations.map((a) => a.url_citation.url)).toEqual(
      body.search_results.map((r) => r.url),
    )
    const content = body.choices[0]!.message.content!
    const cited = annotations[0]!.url_citation
    expect(annotations[0]!.type).toBe('url_citation')
    expect(content.slice(cited.start_index, cited.end_index)).toBe('[1]')

    const res = await server.post({
      model: SEARCH,
      messages: [u('How do solar panels work?')],
      stream: true,
    })
    const first = jsonChunks(await res.text())[0] as {
      search_results: unknown[]
      choices: { delta: { annotations: unknown[] } }[]
    }
    expect(first.choices[0]!.delta.annotations).toEqual(annotations)
    expect(first.search_results).toEqual(body.search_results)
  })
})

describe('what real clients send', () => {
  it('reads array content (text parts joined) like the same text as a string', async () => {
    const asParts = await plain({
      messages: [
        u([
          { type: 'text', text: 'Explain recursion' },
          { type: 'text', text: 'briefly' },
        ]),
      ],
    })
    const asString = await plain({ messages: [u('Explain recursion\nbriefly')] })
    expect(asParts.choices[0]!.message.content).toBe(asString.choices[0]!.message.content)
  })

  it('says plainly that it cannot see images', async () => {
    const image = { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }
    const only = await plain({ messages: [u([image])] })
    expect(only.choices[0]!.message.content).toBe('This demo model cannot see images.')
    const withText = await plain({
      messages: [u([{ type: 'text', text: 'What is this?' }, image])],
    })
    expect(withText.choices[0]!.message.content).toMatch(
      /^This demo model cannot see images\. It answers the text only\./,
    )
  })

  it('treats the developer role as system', async () => {
    const dev = await plain({ messages: [{ role: 'developer', content: 'Be brief.' }, u('hi')] })
    const sys = await plain({ messages: [{ role: 'system', content: 'Be brief.' }, u('hi')] })
    expect(dev.choices[0]!.message.content).toBe(sys.choices[0]!.message.content)
  })

  it('honours stop, plain and streamed', async () => {
    const full = (await plain({ messages: [u('Explain recursion')] })).choices[0]!.message.content!
    const word = full.slice(40, 46)
    const cut = full.slice(0, full.indexOf(word))
    const stopped = await plain({ messages: [u('Explain recursion')], stop: [word, 'zzz-never'] })
    expect(stopped.choices[0]!.message.content).toBe(cut)
    expect(stopped.choices[0]!.finish_reason).toBe('stop')
    expect(await streamedText({ messages: [u('Explain recursion')], stop: word })).toBe(cut)
  })

  it.each([
    ['stop: 5', { stop: 5 }, 'stop', /stop must be a string or a list of up to 4 strings/],
    ['five stop strings', { stop: ['a', 'b', 'c', 'd', 'e'] }, 'stop', /up to 4/],
    [
      'an unknown response_format',
      { response_format: { type: 'bogus' } },
      'response_format',
      /must be one of text, json_object, json_schema/,
    ],
    ['n: 2', { n: 2 }, 'n', /n must be 1/],
    [
      'tool_choice required without tools',
      { tool_choice: 'required' },
      'tool_choice',
      /tools is empty/,
    ],
  ])('rejects %s clearly', async (_name, extra, param, message) => {
    const error = await errorOf(extra)
    expect(error.code).toBe('invalid_request')
    expect(error.param).toContain(param)
    expect(error.message).toMatch(message)
  })

  it('answers response_format json_object and json_schema with JSON', async () => {
    const obj = await plain({ messages: [u('hi')], response_format: { type: 'json_object' } })
    expect(JSON.parse(obj.choices[0]!.message.content!)).toHaveProperty('answer')
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string' },
        days: { type: 'integer', minimum: 2 },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['city', 'days', 'tags'],
    }
    const fitted = await plain({
      messages: [u('Plan a trip to Lisbon')],
      response_format: { type: 'json_schema', json_schema: { name: 'trip', schema } },
    })
    const value = JSON.parse(fitted.choices[0]!.message.content!) as Record<string, unknown>
    expect(typeof value.city).toBe('string')
    expect(value.days).toBe(2)
    expect(value.tags).toHaveLength(1)
  })
})

describe('tools', () => {
  const tools = [
    {
      type: 'function',
      function: {
        name: 'get_time',
        description: 'Current time in a city',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
        },
      },
    },
    {
      type: 'function',
      function: {
        name: 'get_weather',
        description: 'Weather forecast for a city',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' }, unit: { enum: ['c', 'f'] } },
          required: ['city'],
        },
      },
    },
  ]

  it('answers tool_choice required with a well-formed tool call, picking the tool that fits', async () => {
    const reply = await client.chat.completions.create({
      model: V3,
      messages: [{ role: 'user', content: 'What is the weather forecast in Paris?' }],
      tools: tools as OpenAI.ChatCompletionTool[],
      tool_choice: 'required',
    })
    const choice = reply.choices[0]!
    expect(choice.finish_reason).toBe('tool_calls')
    expect(choice.message.content).toBeNull()
    const call = choice.message.tool_calls![0] as OpenAI.ChatCompletionMessageFunctionToolCall
    expect(call.type).toBe('function')
    expect(call.id).toMatch(/^call_/)
    expect(call.function.name).toBe('get_weather')
    const args = JSON.parse(call.function.arguments) as { city: unknown; unit: unknown }
    expect(typeof args.city).toBe('string')
    expect(args.unit).toBe('c')
  })

  it('streams a named tool call the way the openai stream helper assembles it, then takes the round trip', async () => {
    const stream = client.chat.completions.stream({
      model: V3,
      messages: [{ role: 'user', content: 'time please' }],
      tools: tools as OpenAI.ChatCompletionTool[],
      tool_choice: { type: 'function', function: { name: 'get_time' } },
    })
    const final = await stream.finalChatCompletion()
    const message = final.choices[0]!.message
    const call = message.tool_calls![0] as OpenAI.ChatCompletionMessageFunctionToolCall
    expect(call.function.name).toBe('get_time')
    expect(JSON.parse(call.function.arguments)).toHaveProperty('city')
    expect(final.choices[0]!.finish_reason).toBe('tool_calls')

    const answer = await client.chat.completions.create({
      model: V3,
      messages: [
        { role: 'user', content: 'time please' },
        { role: 'assistant', content: null, tool_calls: message.tool_calls },
        { role: 'tool', tool_call_id: call.id, content: '{"time":"12:00"}' },
      ],
      tools: tools as OpenAI.ChatCompletionTool[],
    })
    expect(answer.choices[0]!.finish_reason).toBe('stop')
    expect(answer.choices[0]!.message.content).toMatch(/tool returned/i)
  })
})

describe('continue', () => {
  const question = 'Explain how a hash map works, with an example in Python'
  const continued = (partial: string) => [
    u(question),
    { role: 'assistant', content: partial },
    u(CONTINUE_INSTRUCTION),
  ]

  it('resumes the deterministic reply: partial + continuation equals the uninterrupted reply', async () => {
    const full = (await plain({ messages: [u(question)] })).choices[0]!.message.content!
    expect(full.length).toBeGreaterThan(200)
    for (const at of [1, 37, Math.floor(full.length / 2), full.length - 1]) {
      const partial = full.slice(0, at)
      const rest = (await plain({ messages: continued(partial) })).choices[0]!.message.content!
      expect(partial + rest).toBe(full)
      expect(partial + (await streamedText({ messages: continued(partial) }))).toBe(full)
    }
  })

  it('resumes after the longest common prefix when the partial strays', async () => {
    const full = (await plain({ messages: [u(question)] })).choices[0]!.message.content!
    const rest = (await plain({ messages: continued(`${full.slice(0, 50)}XYZ`) })).choices[0]!
      .message.content!
    expect(rest).toBe(full.slice(50))
  })

  it('is an ordinary message anywhere else', async () => {
    const reply = (await plain({ messages: [u(CONTINUE_INSTRUCTION)] })).choices[0]!.message
      .content!
    expect(reply.length).toBeGreaterThan(0)
  })
})
