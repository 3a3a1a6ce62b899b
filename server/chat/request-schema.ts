import { z } from 'zod'

/**
 * The shape of a chat request body, as the local demo models read it. Unknown fields pass:
 * OpenAI-compatible clients send many (seed, user, thinking, ...). `messages` and `max_tokens` are
 * left to the shared rules of contract/chat-rules.ts, so the server and the browser word those
 * errors the same way. A gateway checks none of this: its upstream judges its own requests.
 */
const optionalBoolean = (name: string) =>
  z.boolean({ error: `${name} must be true or false.` }).nullish()

const tokenLimit = z.unknown().optional()

const toolSchema = z.object(
  {
    type: z.literal('function', { error: 'tools[].type must be "function".' }),
    function: z.looseObject(
      {
        name: z
          .string({ error: 'tools[].function.name must be a string.' })
          .regex(/^[A-Za-z0-9_-]{1,64}$/, {
            error: 'tools[].function.name must be 1 to 64 letters, digits, _ or -.',
          }),
        description: z
          .string({ error: 'tools[].function.description must be a string.' })
          .optional(),
        parameters: z
          .record(z.string(), z.unknown(), {
            error: 'tools[].function.parameters must be a JSON Schema object.',
          })
          .optional(),
        strict: z.boolean().nullish(),
      },
      { error: 'tools[].function must be an object with a name.' },
    ),
  },
  { error: 'Each tool must be {"type": "function", "function": {"name": ...}}.' },
)

const toolChoiceSchema = z.union(
  [
    z.enum(['none', 'auto', 'required']),
    z.object({
      type: z.literal('function'),
      function: z.object({ name: z.string() }),
    }),
  ],
  {
    error:
      'tool_choice must be "none", "auto", "required" or {"type": "function", "function": {"name": ...}}.',
  },
)

const responseFormatSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text') }),
    z.object({ type: z.literal('json_object') }),
    z.object({
      type: z.literal('json_schema'),
      json_schema: z.looseObject(
        {
          name: z.string({ error: 'response_format.json_schema.name must be a string.' }),
          schema: z.record(z.string(), z.unknown()).optional(),
          strict: z.boolean().nullish(),
        },
        { error: 'response_format.json_schema must be an object with a name and a schema.' },
      ),
    }),
  ],
  { error: 'response_format.type must be one of text, json_object, json_schema.' },
)

export const chatRequestSchema = z.looseObject(
  {
    model: z
      .string({ error: 'model is required and must be a string.' })
      .min(1, { error: 'model must not be empty.' }),
    messages: z.unknown().optional(),
    stream: optionalBoolean('stream'),
    stream_options: z
      .looseObject(
        { include_usage: optionalBoolean('stream_options.include_usage') },
        { error: 'stream_options must be an object such as {"include_usage": true}.' },
      )
      .nullish(),
    max_tokens: tokenLimit,
    max_completion_tokens: tokenLimit,
    reasoning_effort: z
      .enum(['none', 'minimal', 'low', 'medium', 'high', 'xhigh'], {
        error: 'reasoning_effort must be one of none, minimal, low, medium, high, xhigh.',
      })
      .nullish(),
    temperature: z
      .number({ error: 'temperature must be a number.' })
      .min(0, { error: 'temperature must be between 0 and 2.' })
      .max(2, { error: 'temperature must be between 0 and 2.' })
      .nullish(),
    top_p: z
      .number({ error: 'top_p must be a number.' })
      .min(0, { error: 'top_p must be between 0 and 1.' })
      .max(1, { error: 'top_p must be between 0 and 1.' })
      .nullish(),
    n: z
      .number({ error: 'n must be a number.' })
      .int({ error: 'n must be a whole number.' })
      .min(1, { error: 'n must be at least 1.' })
      .nullish(),
    tools: z.array(toolSchema, { error: 'tools must be a list.' }).nullish(),
    tool_choice: toolChoiceSchema.nullish(),
    stop: z
      .union([z.string(), z.array(z.string()).max(4)], {
        error: 'stop must be a string or a list of up to 4 strings.',
      })
      .nullish(),
    response_format: responseFormatSchema.nullish(),
    functions: z.array(z.unknown(), { error: 'functions must be a list.' }).nullish(),
    web_search: z
      .looseObject(
        { enable: optionalBoolean('web_search.enable') },
        { error: 'web_search must be an object such as {"enable": true}.' },
      )
      .nullish(),
  },
  { error: 'The request body must be a JSON object.' },
)

export type ParsedBody = z.infer<typeof chatRequestSchema>

export type SchemaResult =
  { ok: true; body: ParsedBody } | { ok: false; message: string; param: string | null }

export function parseRequestShape(json: unknown): SchemaResult {
  const result = chatRequestSchema.safeParse(json)
  if (result.success) return { ok: true, body: result.data }
  const issue = result.error.issues[0]
  const param = issue?.path.length ? issue.path.map(String).join('.') : null
  return { ok: false, message: issue?.message ?? 'The request body is not valid.', param }
}
