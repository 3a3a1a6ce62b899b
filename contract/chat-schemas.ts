import { z } from 'zod'
import type { ChatMessage, ChatWireMessage } from './chat'

/**
 * The shape of a chat request body (docs/chat-service.md), as the local demo models read it: a body
 * that fails is 400 `invalid_request` with the first issue's message and path as `param`. Unknown
 * fields pass: OpenAI-compatible clients send many (seed, user, thinking, ...). `messages`,
 * `max_tokens` and `max_completion_tokens` are typed here but checked by the shared rules of
 * chat-rules.ts, so the server and the browser word those errors the same way. A gateway checks
 * none of this: its upstream judges its own requests. The types are `z.infer` of these, re-exported
 * type-only by contract/chat.ts, so the SPA bundles no zod.
 */
const optionalBoolean = (name: string) =>
  z.boolean({ error: `${name} must be true or false.` }).nullish()

const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh'] as const

/** A function the model may call (OpenAI `tools[]`). */
const ToolDefinitionSchema = z.object(
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

const ToolChoiceSchema = z.union(
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

const ResponseFormatSchema = z.discriminatedUnion(
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

/** Typed for senders; any value passes the schema: chat-rules.ts checks it with its own wording. */
const checkedByRules = <T>() => z.custom<T>()

type Messages = (ChatMessage | ChatWireMessage)[]

/** The known fields: what a client sends. */
const ChatRequestFields = z.object(
  {
    model: z
      .string({ error: 'model is required and must be a string.' })
      .min(1, { error: 'model must not be empty.' }),
    messages: checkedByRules<Messages>(),
    stream: optionalBoolean('stream'),
    stream_options: z
      .looseObject(
        { include_usage: optionalBoolean('stream_options.include_usage') },
        { error: 'stream_options must be an object such as {"include_usage": true}.' },
      )
      .nullish(),
    max_tokens: checkedByRules<number>().optional(),
    /** OpenAI's newer name for max_tokens; same limit applies. */
    max_completion_tokens: checkedByRules<number>().optional(),
    /** CHOICE: spec shows the field in a sample only; values follow OpenAI. */
    reasoning_effort: z
      .enum(REASONING_EFFORTS, {
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
    /** When present and non-empty, function calling is in use and the alternation rule is relaxed. */
    tools: z.array(ToolDefinitionSchema, { error: 'tools must be a list.' }).nullish(),
    tool_choice: ToolChoiceSchema.nullish(),
    /** Up to 4 strings; the reply ends before the first one it would contain. */
    stop: z
      .union([z.string(), z.array(z.string()).max(4)], {
        error: 'stop must be a string or a list of up to 4 strings.',
      })
      .nullish(),
    response_format: ResponseFormatSchema.nullish(),
    functions: z.array(z.unknown(), { error: 'functions must be a list.' }).nullish(),
    /** ModelVerse root-level switch; the demo search model always searches. */
    web_search: z
      .looseObject(
        { enable: optionalBoolean('web_search.enable') },
        { error: 'web_search must be an object such as {"enable": true}.' },
      )
      .nullish(),
  },
  { error: 'The request body must be a JSON object.' },
)

/**
 * What the server checks: the known fields, unknown ones passed through, and `messages` may be
 * missing here too, so that checkMessages refuses it in the words the browser uses.
 */
export const ChatRequestSchema = ChatRequestFields.extend({
  messages: checkedByRules<Messages>().optional(),
}).loose()

export type ChatRequest = z.infer<typeof ChatRequestFields>
export type ToolDefinition = z.infer<typeof ToolDefinitionSchema>
export type ToolChoice = z.infer<typeof ToolChoiceSchema>
export type ResponseFormat = z.infer<typeof ResponseFormatSchema>
