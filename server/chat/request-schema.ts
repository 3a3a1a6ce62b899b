import { z } from 'zod'

/**
 * The shape of a chat request body (spec §2.1). Unknown fields pass: OpenAI-compatible clients send
 * many (seed, stop, user, thinking, ...). `messages` and `max_tokens` are left to the shared rules
 * of contract/chat-rules.ts, so the server and the browser word those errors the same way.
 */
const optionalBoolean = (name: string) =>
  z.boolean({ error: `${name} must be true or false.` }).nullish()

const tokenLimit = z.unknown().optional()

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
    tools: z.array(z.unknown(), { error: 'tools must be a list.' }).nullish(),
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
