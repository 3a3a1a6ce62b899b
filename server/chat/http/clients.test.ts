import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { ChatOpenAI } from '@langchain/openai'
import { AIMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages'
import { APICallError, generateText, jsonSchema, streamText, tool } from 'ai'
import OpenAI from 'openai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptedUpstream, sse, type ScriptedUpstream } from '../../testing/scripted-upstream'
import { startChatServer, TEST_KEY, type ChatTestServer } from '../testing/test-server'

/**
 * The real client libraries (openai, the Vercel AI SDK with @ai-sdk/openai-compatible, LangChain's
 * ChatOpenAI) against the local demo models and against the gateway in front of a scripted
 * upstream on loopback. docs/chat-service.md lists where each client reads what.
 */

const V3 = 'deepseek-ai/DeepSeek-V3'
const R1 = 'deepseek-ai/DeepSeek-R1'
const SEARCH = 'parley-demo/web-search'
const UP_KEY = 'sk-upstream-for-clients-9'

let local: ChatTestServer
let gateway: ChatTestServer
let upstream: ScriptedUpstream

/** The scripted upstream: a tool call when tools are offered and no tool result yet, else text. */
function upstreamAnswer(body: {
  messages: { role: string }[]
  tools?: unknown[]
  stream?: boolean
}) {
  const wantsTool = (body.tools?.length ?? 0) > 0 && body.messages.at(-1)?.role !== 'tool'
  const message = wantsTool
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_up_1',
            type: 'function',
            function: { name: 'weather', arguments: '{"city":"Paris"}' },
          },
        ],
      }
    : { role: 'assistant', content: `upstream saw ${body.messages.length} messages` }
  return { message, finish: wantsTool ? 'tool_calls' : 'stop' }
}

beforeAll(async () => {
  local = await startChatServer()
  upstream = await scriptedUpstream((req, res) => {
    const body = JSON.parse(req.body) as Parameters<typeof upstreamAnswer>[0]
    const { message, finish } = upstreamAnswer(body)
    const base = { id: 'up', created: 1, model: 'm' }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: finish }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      )
      return
    }
    const chunk = (delta: unknown, finish_reason: string | null = null) =>
      sse({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta, finish_reason }],
      })
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.end(
      chunk(
        message.content === null
          ? {
              role: 'assistant',
              tool_calls: message.tool_calls.map((t, index) => ({ index, ...t })),
            }
          : { role: 'assistant', content: message.content },
      ) +
        chunk({}, finish) +
        'data: [DONE]\n\n',
    )
  })
  gateway = await startChatServer({ chatUpstream: { url: `${upstream.origin}/v1`, key: UP_KEY } })
})
afterAll(() => Promise.all([local.close(), gateway.close(), upstream.close()]))

// ---- the three clients, each pointed at a base URL ----

const openaiFor = (s: ChatTestServer, apiKey = TEST_KEY) =>
  new OpenAI({ apiKey, baseURL: s.baseURL, maxRetries: 0, logLevel: 'off' })

/** AI SDK: sources come through its metadataExtractor hook, which reads the annotations. */
const aiFor = (s: ChatTestServer, apiKey = TEST_KEY) =>
  createOpenAICompatible({
    name: 'parley',
    baseURL: s.baseURL,
    apiKey,
    metadataExtractor: {
      extractMetadata: ({ parsedBody }) =>
        Promise.resolve({ parley: { annotations: annotationsOf(parsedBody, 'message') as never } }),
      createStreamExtractor: () => {
        let annotations: unknown[] = []
        return {
          processChunk: (chunk) => {
            const found = annotationsOf(chunk, 'delta')
            if (found.length) annotations = found
          },
          buildMetadata: () => ({
            parley: { annotations: JSON.parse(JSON.stringify(annotations)) as never },
          }),
        }
      },
    },
  })

function annotationsOf(body: unknown, field: 'message' | 'delta'): unknown[] {
  const choice = (body as { choices?: Record<string, { annotations?: unknown[] }>[] })?.choices?.[0]
  return choice?.[field]?.annotations ?? []
}

const langchainFor = (s: ChatTestServer, model: string, apiKey = TEST_KEY) =>
  new ChatOpenAI({
    model,
    apiKey,
    configuration: { baseURL: s.baseURL },
    maxRetries: 0,
    __includeRawResponse: true,
  })

const urlsOf = (annotations: unknown) =>
  (annotations as { url_citation: { url: string } }[]).map((a) => a.url_citation.url)

describe.each([
  ['local demo', () => local, V3],
  ['gateway', () => gateway, V3],
])('openai against the %s', (_where, server, model) => {
  it('generates and streams, with array content and the developer role', async () => {
    const client = openaiFor(server())
    const plain = await client.chat.completions.create({
      model,
      messages: [
        { role: 'developer', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Explain recursion' }] },
      ],
    })
    expect(plain.choices[0]!.message.content?.length).toBeGreaterThan(0)
    const stream = await client.chat.completions.create({
      model,
      messages: [
        { role: 'developer', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Explain recursion' }] },
      ],
      stream: true,
    })
    let text = ''
    for await (const c of stream) text += c.choices[0]?.delta.content ?? ''
    expect(text).toBe(plain.choices[0]!.message.content)
  })
})

describe.each([
  ['local demo', () => local],
  ['gateway', () => gateway],
])('AI SDK against the %s', (where, server) => {
  it('generates and streams, with array content and the developer role', async () => {
    const provider = aiFor(server())
    const plain = await generateText({
      model: provider(V3),
      system: 'Be brief.',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Explain recursion' }] }],
    })
    expect(plain.text.length).toBeGreaterThan(0)
    const streamed = streamText({ model: provider(V3), prompt: 'Explain recursion' })
    let text = ''
    for await (const part of streamed.textStream) text += part
    if (where === 'local demo') {
      const again = await generateText({ model: provider(V3), prompt: 'Explain recursion' })
      expect(text).toBe(again.text)
    } else expect(text).toBe('upstream saw 1 messages')
  })

  it('sends the developer role through the gateway untouched', async () => {
    if (where !== 'gateway') return
    const before = upstream.received.length
    const client = openaiFor(gateway)
    await client.chat.completions.create({
      model: V3,
      messages: [
        { role: 'developer', content: 'd' },
        { role: 'user', content: [{ type: 'text', text: 'x' }] },
      ],
    })
    const sent = JSON.parse(upstream.received[before]!.body) as {
      messages: { role: string; content: unknown }[]
    }
    expect(sent.messages[0]).toEqual({ role: 'developer', content: 'd' })
    expect(sent.messages[1]!.content).toEqual([{ type: 'text', text: 'x' }])
  })
})

describe('tool round trips', () => {
  const weather = {
    type: 'function' as const,
    function: {
      name: 'weather',
      description: 'Weather in a city',
      parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    },
  }

  it('AI SDK runs a tool and answers, through the gateway and on the local demo', async () => {
    for (const [server, toolChoice] of [
      [gateway, 'auto'],
      [local, 'auto'],
    ] as const) {
      const calls: string[] = []
      const result = await generateText({
        model: aiFor(server)(V3),
        prompt: 'What is the weather in Paris?',
        tools: {
          weather: tool({
            description: 'Weather in a city',
            inputSchema: jsonSchema<{ city: string }>(weather.function.parameters as never),
            execute: ({ city }) => {
              calls.push(city)
              return Promise.resolve({ city, temp: 21 })
            },
          }),
        },
        toolChoice,
        stopWhen: ({ steps }) => steps.length >= 2,
      })
      expect(calls).toHaveLength(1)
      expect(result.steps[0]!.finishReason).toBe('tool-calls')
      expect(result.steps[1]!.finishReason).toBe('stop')
      expect(result.text.length).toBeGreaterThan(0)
    }
  })

  it('LangChain binds a tool, then sends the tool result back (assistant content null + tool message)', async () => {
    for (const server of [gateway, local]) {
      const model = langchainFor(server, V3).bindTools([weather], { tool_choice: 'required' })
      const first = await model.invoke([new HumanMessage('What is the weather in Paris?')])
      expect(first.tool_calls?.[0]?.name).toBe('weather')
      const call = first.tool_calls![0]!
      const second = await langchainFor(server, V3).invoke([
        new HumanMessage('What is the weather in Paris?'),
        new AIMessage({ content: '', tool_calls: first.tool_calls }),
        new ToolMessage({ tool_call_id: call.id!, content: '{"temp":21}' }),
      ])
      expect(second.text.length).toBeGreaterThan(0)
    }
    const last = JSON.parse(upstream.received.at(-1)!.body) as {
      messages: Record<string, unknown>[]
    }
    expect(last.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool'])
  })
})

describe('LangChain', () => {
  it('generates and streams with a system message, and reads reasoning_content', async () => {
    const chat = langchainFor(local, V3)
    const reply = await chat.invoke([
      new SystemMessage('Be brief.'),
      new HumanMessage('Explain recursion'),
    ])
    let streamed = ''
    for await (const chunk of await chat.stream([
      new SystemMessage('Be brief.'),
      new HumanMessage('Explain recursion'),
    ]))
      streamed += chunk.text
    expect(streamed).toBe(reply.text)
    const thought = await langchainFor(local, R1).invoke([new HumanMessage('Why is the sky blue?')])
    expect(String(thought.additional_kwargs.reasoning_content).length).toBeGreaterThan(20)
  })

  it('sees search results as url_citation annotations in the raw response', async () => {
    const reply = await langchainFor(local, SEARCH).invoke([
      new HumanMessage('How do solar panels work?'),
    ])
    const raw = reply.additional_kwargs.__raw_response as {
      search_results: { url: string }[]
      choices: { message: { annotations: unknown } }[]
    }
    expect(urlsOf(raw.choices[0]!.message.annotations)).toEqual(
      raw.search_results.map((r) => r.url),
    )
  })

  it('raises its error class with the service code', async () => {
    const error = await langchainFor(local, V3, 'sk-wrong')
      .invoke([new HumanMessage('hi')])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ status: 400, code: 'invalid_token' })
  })
})

describe('AI SDK', () => {
  it('reads reasoning, and sources through its metadata hook', async () => {
    const provider = aiFor(local)
    const thought = await generateText({ model: provider(R1), prompt: 'Why is the sky blue?' })
    expect(thought.reasoningText?.length ?? 0).toBeGreaterThan(20)
    const searched = await generateText({
      model: provider(SEARCH),
      prompt: 'How do solar panels work?',
    })
    const meta = searched.providerMetadata?.parley as { annotations: unknown }
    expect(urlsOf(meta.annotations).length).toBeGreaterThanOrEqual(3)
    const streamed = streamText({ model: provider(SEARCH), prompt: 'How do solar panels work?' })
    await streamed.consumeStream()
    const streamMeta = (await streamed.providerMetadata)?.parley as { annotations: unknown }
    expect(urlsOf(streamMeta.annotations)).toEqual(urlsOf(meta.annotations))
  })

  it('raises APICallError carrying the service code', async () => {
    const error = await generateText({
      model: aiFor(local, 'sk-wrong')(V3),
      prompt: 'hi',
      maxRetries: 0,
    }).catch((e: unknown) => e)
    expect(APICallError.isInstance(error)).toBe(true)
    expect((error as APICallError).statusCode).toBe(400)
    expect(JSON.parse((error as APICallError).responseBody!)).toMatchObject({
      error: { code: 'invalid_token' },
    })
  })
})

describe('openai', () => {
  it('reads reasoning_content and annotations, and raises its error classes with the code', async () => {
    const client = openaiFor(local)
    const thought = await client.chat.completions.create({
      model: R1,
      messages: [{ role: 'user', content: 'Why is the sky blue?' }],
    })
    const message = thought.choices[0]!.message as { reasoning_content?: string }
    expect(message.reasoning_content?.length ?? 0).toBeGreaterThan(20)
    const searched = await client.chat.completions.create({
      model: SEARCH,
      messages: [{ role: 'user', content: 'How do solar panels work?' }],
    })
    expect(searched.choices[0]!.message.annotations?.[0]?.type).toBe('url_citation')
    for (const [key, body, cls, code] of [
      ['sk-wrong', { model: V3 }, OpenAI.BadRequestError, 'invalid_token'],
      [TEST_KEY, { model: 'no/such' }, OpenAI.BadRequestError, 'model_not_found'],
      [TEST_KEY, { model: V3, max_tokens: 20_000 }, OpenAI.BadRequestError, 'characters_too_long'],
    ] as const) {
      const error = await openaiFor(local, key)
        .chat.completions.create({ ...body, messages: [{ role: 'user', content: 'hi' }] })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(cls)
      expect(error).toMatchObject({ code })
    }
  })
})
