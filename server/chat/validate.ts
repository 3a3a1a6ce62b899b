import type { ChatErrorCode, ChatMessage, ChatRequest } from '@contract/chat'
import { checkMaxTokens, checkMessages } from '@contract/chat-rules'
import type { KeyGrant } from '../config'
import { mayUseModel } from './auth'
import type { DemoModel } from './models'
import { parseRequestShape } from './request-schema'
import { findSensitive } from './sensitive'
import { promptWithinLimit } from './tokens'

/** A request that passed every rule, in the form the service uses. */
export interface ValidRequest {
  model: string
  messages: ChatMessage[]
  stream: boolean
  includeUsage: boolean
  maxTokens: number | undefined
  reasoningEffort: ChatRequest['reasoning_effort']
  /** The demo model; null when a gateway forwards to an upstream that knows its own models. */
  demoModel: DemoModel | null
  /** Prompt tokens, counted once here for tokens_too_long and reused for usage. */
  promptTokens: number | null
}

export interface Rejection {
  code: ChatErrorCode
  message?: string
  param: string | null
}

export type Validation = { ok: true; request: ValidRequest } | { ok: false; error: Rejection }

export interface RuleContext {
  grant: KeyGrant
  sensitive: RegExp | null
  /** Local mode looks models up in the demo engine; null in gateway mode. */
  lookupModel: ((id: string) => DemoModel | undefined) | null
}

const reject = (
  code: ChatErrorCode,
  message?: string,
  param: string | null = null,
): Validation => ({
  ok: false,
  error: { code, message, param },
})

export function parseJson(
  text: string,
): { ok: true; json: unknown } | { ok: false; error: Rejection } {
  try {
    return { ok: true, json: JSON.parse(text) as unknown }
  } catch {
    return {
      ok: false,
      error: {
        code: 'invalid_request',
        message: 'The request body is not valid JSON.',
        param: null,
      },
    }
  }
}

/**
 * Every request rule, in the order a caller fixes them: shape, permission, model, the messages
 * rules of spec §2.2, max_tokens (§8), stream support, sensitive content, then prompt length.
 */
export function validateRequest(json: unknown, ctx: RuleContext): Validation {
  const shape = parseRequestShape(json)
  if (!shape.ok) return reject('invalid_request', shape.message, shape.param)
  const body = shape.body

  const demoModel = ctx.lookupModel ? ctx.lookupModel(body.model) : null
  // Permission before existence: a restricted key learns nothing about models it may not use.
  if (!mayUseModel(ctx.grant, demoModel?.id ?? body.model)) {
    return reject('invalid_model', undefined, 'model')
  }
  if (ctx.lookupModel && !demoModel) {
    return reject(
      'model_not_found',
      `The model "${body.model}" does not exist; GET /v1/models lists the available models.`,
      'model',
    )
  }

  const usesFunctions = (body.tools?.length ?? 0) > 0 || (body.functions?.length ?? 0) > 0
  const messagesRule = checkMessages(body.messages, usesFunctions)
  if (messagesRule) return reject(messagesRule.code, messagesRule.message, messagesRule.param)
  const messages = body.messages as ChatMessage[]

  const ceiling = demoModel?.max_tokens_ceiling
  for (const field of ['max_tokens', 'max_completion_tokens'] as const) {
    const rule = checkMaxTokens(body.model, body[field], ceiling)
    if (rule) return reject(rule.code, rule.message.replace(/\bmax_tokens\b/g, field), field)
  }
  const maxTokens = (body.max_tokens ?? body.max_completion_tokens ?? undefined) as
    number | undefined

  if (demoModel?.kind === 'beam-search' && body.stream) {
    return reject(
      'invalid_request',
      `The model ${demoModel.id} uses beam search and cannot stream; send "stream": false.`,
      'stream',
    )
  }
  if (demoModel && (body.n ?? 1) !== 1) {
    return reject('invalid_request', 'The offline demo returns one choice; n must be 1.', 'n')
  }

  const flagged = findSensitive(messages, ctx.sensitive)
  if (flagged) {
    return reject(
      'invalid_messages',
      `Sensitive information: messages[${flagged.index}].content was flagged by the content check.`,
      `messages[${flagged.index}].content`,
    )
  }

  let promptTokens: number | null = null
  if (demoModel) {
    const within = promptWithinLimit(messages, demoModel.context_length)
    if (within === false) {
      return reject(
        'tokens_too_long',
        `Prompt tokens too long: the conversation is over ${demoModel.context_length} tokens, the limit of ${demoModel.id}. Shorten it or start a new conversation.`,
        'messages',
      )
    }
    promptTokens = within
  }

  return {
    ok: true,
    request: {
      model: body.model,
      messages,
      stream: body.stream === true,
      includeUsage: body.stream_options?.include_usage === true,
      maxTokens,
      reasoningEffort: body.reasoning_effort ?? undefined,
      demoModel: demoModel ?? null,
      promptTokens,
    },
  }
}
