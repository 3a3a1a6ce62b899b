import type { ChatErrorCode, ChatWireMessage, ToolChoice, ToolDefinition } from '@contract/chat'
import { checkMaxTokens, checkMessages } from '@contract/chat-rules'
import type { KeyGrant } from '../../config'
import { mayUseModel } from '../model-access'
import { nestingDepth, normalizeMessages } from '../demo-model/messages'
import type { DemoModel } from '../demo-model/models'
import { parseRequestShape } from './request-schema'
import { findSensitive } from './sensitive'
import { promptWithinLimit } from '../demo-model/tokens'
import type { ValidRequest } from '../demo-model/valid-request'

export interface Rejection {
  code: ChatErrorCode
  message?: string
  param: string | null
}

export type Validation = { ok: true; request: ValidRequest } | { ok: false; error: Rejection }

export interface RuleContext {
  grant: KeyGrant
  sensitive: RegExp | null
  lookupModel: (id: string) => DemoModel | undefined
}

/** Deeper than any real request; a guard for every reader after JSON.parse (which is iterative). */
export const MAX_JSON_DEPTH = 64

const reject = (code: ChatErrorCode, message?: string, param: string | null = null) => ({
  ok: false as const,
  error: { code, message, param },
})

export function parseJson(
  text: string,
): { ok: true; json: unknown } | { ok: false; error: Rejection } {
  let json: unknown
  try {
    json = JSON.parse(text) as unknown
  } catch {
    return reject('invalid_request', 'The request body is not valid JSON.')
  }
  if (nestingDepth(json, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    return reject(
      'invalid_request',
      `The request body nests more than ${MAX_JSON_DEPTH} levels deep; flatten it.`,
    )
  }
  return { ok: true, json }
}

/**
 * What a gateway checks before forwarding: a model it can read, that the local key may use.
 * Everything else is the upstream's to judge.
 */
export function checkGatewayRequest(
  json: unknown,
  grant: KeyGrant,
): { ok: true; model: string } | { ok: false; error: Rejection } {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return reject('invalid_request', 'The request body must be a JSON object.')
  const model = (json as { model?: unknown }).model
  if (typeof model !== 'string' || !model)
    return reject('invalid_request', 'model is required and must be a string.', 'model')
  if (!mayUseModel(grant, model)) return reject('invalid_model', undefined, 'model')
  return { ok: true, model }
}

/**
 * Every rule of the local demo models, in the order a caller fixes them: shape, permission, model,
 * the messages rules, max_tokens, stream support, n, tools, sensitive content, then prompt length
 * (async: counting yields to the event loop, so a huge prompt never freezes other requests).
 */
export async function validateRequest(json: unknown, ctx: RuleContext): Promise<Validation> {
  const shape = parseRequestShape(json)
  if (!shape.ok) return reject('invalid_request', shape.message, shape.param)
  const body = shape.body

  const demoModel = ctx.lookupModel(body.model)
  // Permission before existence: a restricted key learns nothing about models it may not use.
  if (!mayUseModel(ctx.grant, demoModel?.id ?? body.model)) {
    return reject('invalid_model', undefined, 'model')
  }
  if (!demoModel) {
    return reject(
      'model_not_found',
      `The model "${body.model}" does not exist; GET /v1/models lists the available models.`,
      'model',
    )
  }

  const tools = body.tools ?? []
  const usesFunctions = tools.length > 0 || (body.functions?.length ?? 0) > 0
  const messagesRule = checkMessages(body.messages, usesFunctions)
  if (messagesRule) return reject(messagesRule.code, messagesRule.message, messagesRule.param)
  const messages = normalizeMessages(body.messages as ChatWireMessage[])

  for (const field of ['max_tokens', 'max_completion_tokens'] as const) {
    const rule = checkMaxTokens(body.model, body[field], demoModel.max_tokens_ceiling)
    if (rule) return reject(rule.code, rule.message.replace(/\bmax_tokens\b/g, field), field)
  }
  // Numbers once checkMaxTokens passed them.
  const maxTokens = body.max_tokens ?? body.max_completion_tokens ?? undefined

  if (demoModel.kind === 'beam-search' && body.stream) {
    return reject(
      'invalid_request',
      `The model ${demoModel.id} uses beam search and cannot stream; send "stream": false.`,
      'stream',
    )
  }
  if ((body.n ?? 1) !== 1) {
    return reject('invalid_request', 'The offline demo returns one choice; n must be 1.', 'n')
  }
  const toolChoice: ToolChoice | null = body.tool_choice ?? null
  const toolRule = checkToolChoice(toolChoice, tools)
  if (toolRule) return reject('invalid_request', toolRule, 'tool_choice')

  const flagged = findSensitive(messages, ctx.sensitive)
  if (flagged) {
    return reject(
      'invalid_messages',
      `Sensitive information: messages[${flagged.index}].content was flagged by the content check.`,
      `messages[${flagged.index}].content`,
    )
  }

  const within = await promptWithinLimit(messages, demoModel.context_length)
  if (within === false) {
    return reject(
      'tokens_too_long',
      `Prompt tokens too long: the conversation is over ${demoModel.context_length} tokens, the limit of ${demoModel.id}. Shorten it or start a new conversation.`,
      'messages',
    )
  }

  const stop = body.stop == null ? [] : typeof body.stop === 'string' ? [body.stop] : body.stop
  return {
    ok: true,
    request: {
      model: body.model,
      messages,
      stream: body.stream === true,
      includeUsage: body.stream_options?.include_usage === true,
      maxTokens,
      reasoningEffort: body.reasoning_effort ?? undefined,
      demoModel,
      promptTokens: within.total,
      messageTokens: within.perMessage,
      stop: stop.filter((s) => s.length > 0),
      responseFormat: body.response_format ?? null,
      tools,
      toolChoice,
    },
  }
}

function checkToolChoice(
  choice: ToolChoice | null,
  tools: readonly ToolDefinition[],
): string | null {
  if (choice === null || choice === 'none' || choice === 'auto') return null
  if (tools.length === 0)
    return 'tool_choice asks for a tool call, but tools is empty; send the functions in tools.'
  if (choice === 'required') return null
  const name = choice.function.name
  if (!tools.some((t) => t.function.name === name)) {
    return `tool_choice names the function "${name}", which is not in tools.`
  }
  return null
}
