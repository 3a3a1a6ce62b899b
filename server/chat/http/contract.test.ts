import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type OpenAI from 'openai'
import { LIMITED_KEY, startChatServer, type ChatTestServer } from '../testing/test-server'
import { countPromptTokens } from '../demo-model/tokens'

// Contract tests: the official `openai` client against the running service, streaming and not.

let server: ChatTestServer
let client: OpenAI
beforeAll(async () => {
  server = await startChatServer()
  client = server.client()
})
afterAll(() => server.close())

const ask = (content: string) => [{ role: 'user' as const, content }]

/** Parley's extra response fields, which the openai types do not declare. */
type WithSearch = {
  search_results?: { index: number; url: string; title: string; snippet: string }[]
}

describe('GET /v1/models', () => {
  it('lists the five demo models with the Parley extension fields', async () => {
    const page = await client.models.list()
    const models = page.data as (OpenAI.Models.Model & Record<string, unknown>)[]
    expect(models.map((m) => m.id)).toEqual([
      'deepseek-ai/DeepSeek-V3',
      'deepseek-ai/DeepSeek-R1',
      'parley-demo/web-search',
      'parley-demo/support-ft',
      'parley-demo/beam-search',
    ])
    for (const m of models) {
      expect(m).toMatchObject({ object: 'model', owned_by: 'parley-offline-demo' })
      expect(m.description).toMatch(/offline demo/i)
      expect(m.context_length).toBeGreaterThan(0)
      expect(m.max_tokens_ceiling).toBeGreaterThan(0)
    }
  })

  it('lists only the models a limited key may use', async () => {
    const page = await server.client(LIMITED_KEY).models.list()
    expect(page.data.map((m) => m.id)).toEqual(['deepseek-ai/DeepSeek-V3'])
  })
})

describe('non-streaming replies (docs/wire-formats.md, Response)', () => {
  it('answers the chat model with every documented field', async () => {
    const messages = ask('How do I plan a small vegetable garden?')
    const res = await client.chat.completions.create({ model: 'deepseek-ai/DeepSeek-V3', messages })
    expect(res.id).toMatch(/^chatcmpl-/)
    expect(res.object).toBe('chat.completion')
    expect(res.created).toBeCloseTo(Date.now() / 1000, -1)
    expect(res.model).toBe('deepseek-ai/DeepSeek-V3')
    expect(res.system_fingerprint).toBeTruthy()
    const choice = res.choices[0]!
    expect(choice.index).toBe(0)
    expect(choice.finish_reason).toBe('stop')
    expect(choice.message.role).toBe('assistant')
    expect((choice.message as { reasoning_content?: unknown }).reasoning_content).toBeNull()
    const usage = res.usage!
    expect(usage.prompt_tokens).toBe(countPromptTokens(messages))
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens)
    expect(usage.prompt_tokens_details).toEqual({ cached_tokens: 0 })
    expect(usage.completion_tokens_details).toEqual({ reasoning_tokens: 0 })
  })

  it('writes useful markdown from the question and says it is the offline demo', async () => {
    const res = await client.chat.completions.create({
      model: 'deepseek-ai/DeepSeek-V3',
      messages: ask('What is the probability of two heads in three coin flips?'),
    })
    const text = res.choices[0]!.message.content!
    expect(text).toMatch(/offline demo/i)
    expect(text).toMatch(/^## What is the probability of two heads in three coin flips$/m)
    expect(text).toMatch(/^- .+\*\*coin\*\*/m) // a list built from the question's keywords
    expect(text).toMatch(/^\| Measure \| Value \|$/m) // a table
    expect(text).toMatch(/\$\$\nP\(A \\mid B\)/) // Bayes' rule, picked by "probability"
    expect(text).not.toContain('```') // no code was asked for
  })

  it('adds a fenced code block in the language the question names', async () => {
    const rust = await client.chat.completions.create({
      model: 'deepseek-ai/DeepSeek-V3',
      messages: ask('Write a Rust function that counts words'),
    })
    expect(rust.choices[0]!.message.content).toMatch(/```rust\n[\s\S]+fn main\(\)[\s\S]+\n```/)
    const sql = await client.chat.completions.create({
      model: 'deepseek-ai/DeepSeek-V3',
      messages: ask('Give me a SQL query for monthly revenue'),
    })
    expect(sql.choices[0]!.message.content).toMatch(/```sql\n[\s\S]+GROUP BY/)
  })

  it('is deterministic for the same request', async () => {
    const body = { model: 'deepseek-ai/DeepSeek-R1', messages: ask('Explain compound interest') }
    const [a, b] = await Promise.all([
      client.chat.completions.create(body),
      client.chat.completions.create(body),
    ])
    expect(a.choices[0]!.message).toEqual(b.choices[0]!.message)
    expect(a.id).not.toBe(b.id)
  })

  it('gives the reasoning model reasoning_content, counted in usage', async () => {
    const res = await client.chat.completions.create({
      model: 'deepseek-ai/DeepSeek-R1',
      messages: ask('Why is the sky blue?'),
    })
    const message = res.choices[0]!.message as {
      reasoning_content?: string
      content: string | null
    }
    expect(message.reasoning_content).toMatch(/Why is the sky blue/)
    const reasoning = (res.usage!.completion_tokens_details as { reasoning_tokens: number })
      .reasoning_tokens
    expect(reasoning).toBeGreaterThan(0)
    expect(reasoning).toBeLessThan(res.usage!.completion_tokens)
  })

  it('answers a fine-tuned model as <model_id>:<model_version_id>, and accepts that name back', async () => {
    const res = await client.chat.completions.create({
      model: 'parley-demo/support-ft',
      messages: ask('My order has not arrived'),
    })
    expect(res.model).toBe('parley-demo/support-ft:ftv-20260101-0001')
    const again = await client.chat.completions.create({
      model: res.model,
      messages: ask('Thanks'),
    })
    expect(again.model).toBe(res.model)
  })

  it('returns search_results and [n] markers from the search model, with example URLs', async () => {
    const res = await client.chat.completions.create({
      model: 'parley-demo/web-search',
      messages: ask('Which rivers flow through Vienna?'),
    })
    const results = (res as typeof res & WithSearch).search_results!
    expect(results.length).toBeGreaterThanOrEqual(3)
    results.forEach((r, i) => {
      expect(r.index).toBe(i + 1)
      expect(r.url).toMatch(/^https:\/\/[a-z]+\.example\.(com|org|net)\/\S+$/)
      expect(r.title).toBeTruthy()
      expect(r.snippet).toBeTruthy()
    })
    expect(res.choices[0]!.message.content).toMatch(/\[1\][\s\S]*\[2\]/)
  })

  it('answers the beam-search model without streaming', async () => {
    const res = await client.chat.completions.create({
      model: 'parley-demo/beam-search',
      messages: ask('Summarise the plot of Hamlet'),
    })
    expect(res.choices[0]!.message.content).toMatch(/Beam search/)
  })

  it('honours max_tokens with finish_reason "length"', async () => {
    const res = await client.chat.completions.create({
      model: 'deepseek-ai/DeepSeek-V3',
      messages: ask('Tell me about volcanoes'),
      max_tokens: 7,
    })
    expect(res.choices[0]!.finish_reason).toBe('length')
    expect(res.usage!.completion_tokens).toBe(7)
    expect(res.choices[0]!.message.content!.length).toBeGreaterThan(0)
  })
})

describe('streaming replies through the openai client', () => {
  it('streams the same text as the plain reply, role first and finish_reason last', async () => {
    const body = { model: 'deepseek-ai/DeepSeek-V3', messages: ask('How do tides work?') }
    const plain = await client.chat.completions.create(body)
    const stream = await client.chat.completions.create({ ...body, stream: true })
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = []
    for await (const chunk of stream) chunks.push(chunk)
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant')
    expect(chunks.slice(1).every((c) => c.choices[0]!.delta.role === undefined)).toBe(true)
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop')
    expect(chunks.slice(0, -1).every((c) => c.choices[0]!.finish_reason === null)).toBe(true)
    expect(
      chunks.every((c) => c.object === 'chat.completion.chunk' && c.id === chunks[0]!.id),
    ).toBe(true)
    const text = chunks.map((c) => c.choices[0]!.delta.content ?? '').join('')
    expect(text).toBe(plain.choices[0]!.message.content)
  })

  it('streams reasoning_content before content on the reasoning model', async () => {
    const stream = await client.chat.completions.create({
      model: 'deepseek-ai/DeepSeek-R1',
      messages: ask('Is 91 a prime number?'),
      stream: true,
    })
    const kinds: string[] = []
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta as { content?: string; reasoning_content?: string }
      if (delta.reasoning_content) kinds.push('reasoning')
      else if (delta.content) kinds.push('content')
    }
    const firstContent = kinds.indexOf('content')
    expect(kinds.indexOf('reasoning')).toBe(0)
    expect(firstContent).toBeGreaterThan(0)
    expect(kinds.slice(firstContent)).not.toContain('reasoning')
  })

  it('ends with a choices:[] usage chunk for include_usage, matching the plain usage', async () => {
    const body = { model: 'parley-demo/web-search', messages: ask('Best time to visit Kyoto') }
    const plain = await client.chat.completions.create(body)
    const stream = await client.chat.completions.create({
      ...body,
      stream: true,
      stream_options: { include_usage: true },
    })
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = []
    for await (const chunk of stream) chunks.push(chunk)
    const last = chunks.at(-1)!
    expect(last.choices).toEqual([])
    expect(last.usage).toEqual(plain.usage)
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true)
    expect((chunks[0] as typeof last & WithSearch).search_results).toEqual(
      (plain as typeof plain & WithSearch).search_results,
    )
  })
})
