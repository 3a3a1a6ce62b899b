import { describe, expect, it } from 'vitest'
import { ChatRequestSchema } from './chat-schemas'
import { checkMessages } from './chat-rules'

/**
 * The chat request body: the examples accept (the fields docs/chat-service.md and
 * docs/wire-formats.md describe, as the server tests send them), the invalid cases refuse with the
 * message and path the server answers in its 400 `invalid_request` (message, param).
 */
const messages = [{ role: 'user', content: 'Hello' }]

function refusal(body: unknown): { message: string; param: string } {
  const result = ChatRequestSchema.safeParse(body)
  if (result.success) throw new Error(`accepted ${JSON.stringify(body).slice(0, 120)}`)
  const issue = result.error.issues[0]
  return { message: issue?.message ?? '', param: issue?.path.map(String).join('.') ?? '' }
}

describe('chat request body', () => {
  it('accepts the documented requests', () => {
    const examples: unknown[] = [
      { model: 'deepseek-r1', messages },
      {
        model: 'deepseek-r1',
        messages: [
          { role: 'developer', content: 'Be brief.' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What is this?' },
              { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
            ],
          },
        ],
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: 12288,
        reasoning_effort: 'high',
        temperature: 0.7,
        top_p: 1,
        n: 1,
        stop: ['\n\n', 'END'],
      },
      {
        model: 'demo-chat',
        messages: [
          { role: 'user', content: 'What is the weather in Paris?' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
              },
            ],
          },
          { role: 'tool', tool_call_id: 'call_1', content: '{"temp":21}' },
        ],
        tools: [
          {
            type: 'function',
            function: {
              name: 'get_weather',
              description: 'Weather of a city',
              parameters: { type: 'object', properties: { city: { type: 'string' } } },
              strict: true,
            },
          },
        ],
        tool_choice: { type: 'function', function: { name: 'get_weather' } },
      },
      {
        model: 'demo-chat',
        messages,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'answer', schema: { type: 'object' }, strict: null },
        },
      },
      { model: 'demo-chat', messages, response_format: { type: 'json_object' }, stop: 'END' },
      { model: 'demo-search', messages, web_search: { enable: true } },
      // null for every optional field, as OpenAI-compatible clients send it.
      {
        model: 'demo-chat',
        messages,
        stream: null,
        stream_options: null,
        reasoning_effort: null,
        temperature: null,
        top_p: null,
        n: null,
        tools: null,
        tool_choice: null,
        stop: null,
        response_format: null,
        functions: null,
        web_search: null,
      },
    ]
    for (const body of examples)
      expect(ChatRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(true)
  })

  it('passes unknown fields through', () => {
    const parsed = ChatRequestSchema.parse({ model: 'm', messages, seed: 7, user: 'u' })
    expect(parsed).toMatchObject({ seed: 7, user: 'u' })
  })

  it('leaves messages and max_tokens to the shared rules, which word them for both sides', () => {
    for (const body of [
      { model: 'm' },
      { model: 'm', messages: 'hi' },
      { model: 'm', messages, max_tokens: 'lots' },
    ])
      expect(ChatRequestSchema.safeParse(body).success).toBe(true)
    expect(checkMessages(undefined)?.message).toBe('messages must be a list of messages.')
  })

  it('refuses what the server answers with invalid_request', () => {
    const base = { model: 'demo-chat', messages }
    const cases: [unknown, string, string][] = [
      [[], 'The request body must be a JSON object.', ''],
      [{ messages }, 'model is required and must be a string.', 'model'],
      [{ ...base, model: '' }, 'model must not be empty.', 'model'],
      [{ ...base, stream: 'yes' }, 'stream must be true or false.', 'stream'],
      [
        { ...base, stream_options: true },
        'stream_options must be an object such as {"include_usage": true}.',
        'stream_options',
      ],
      [
        { ...base, stream_options: { include_usage: 1 } },
        'stream_options.include_usage must be true or false.',
        'stream_options.include_usage',
      ],
      [
        { ...base, reasoning_effort: 'max' },
        'reasoning_effort must be one of none, minimal, low, medium, high, xhigh.',
        'reasoning_effort',
      ],
      [{ ...base, temperature: '1' }, 'temperature must be a number.', 'temperature'],
      [{ ...base, temperature: 2.5 }, 'temperature must be between 0 and 2.', 'temperature'],
      [{ ...base, top_p: -0.1 }, 'top_p must be between 0 and 1.', 'top_p'],
      [{ ...base, n: 1.5 }, 'n must be a whole number.', 'n'],
      [{ ...base, n: 0 }, 'n must be at least 1.', 'n'],
      [{ ...base, tools: {} }, 'tools must be a list.', 'tools'],
      [
        { ...base, tools: [{ type: 'retrieval' }] },
        'tools[].type must be "function".',
        'tools.0.type',
      ],
      [
        { ...base, tools: [{ type: 'function', function: { name: 'get weather' } }] },
        'tools[].function.name must be 1 to 64 letters, digits, _ or -.',
        'tools.0.function.name',
      ],
      [
        { ...base, tool_choice: 'always' },
        'tool_choice must be "none", "auto", "required" or {"type": "function", "function": {"name": ...}}.',
        'tool_choice',
      ],
      [
        { ...base, stop: ['a', 'b', 'c', 'd', 'e'] },
        'stop must be a string or a list of up to 4 strings.',
        'stop',
      ],
      [
        { ...base, response_format: { type: 'xml' } },
        'response_format.type must be one of text, json_object, json_schema.',
        'response_format.type',
      ],
      [
        { ...base, response_format: { type: 'json_schema', json_schema: { schema: {} } } },
        'response_format.json_schema.name must be a string.',
        'response_format.json_schema.name',
      ],
      [{ ...base, functions: 'f' }, 'functions must be a list.', 'functions'],
      [
        { ...base, web_search: { enable: 'yes' } },
        'web_search.enable must be true or false.',
        'web_search.enable',
      ],
    ]
    for (const [body, message, param] of cases)
      expect(refusal(body), JSON.stringify(body)).toEqual({ message, param })
  })
})
