import { Hono } from 'hono'
import type { ChatCompletion, ChatCompletionChunk, ChatRequest, Usage } from '@contract/chat'
import { checkMaxTokens, checkMessages } from '@contract/chat-rules'
import { findGrant, type ServerConfig } from '../config'
import { sseResponse } from '../lib/sse'
import { chatError } from './errors'
import { DEMO_MODELS, findModel, publicModel, type DemoModel } from './models'
import { composeReply, toPieces } from './demo-engine'
import { countPromptTokens, countTextTokens } from './tokens'

type Env = { Variables: { grantModels: string[] | null } }

export function createChatApp(config: ServerConfig) {
  const app = new Hono<Env>()

  app.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const key = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim()
    const grant = findGrant(config, key)
    if (!grant) return chatError(c, 'invalid_token')
    c.set('grantModels', grant.models)
    await next()
  })

  app.get('/models', (c) => {
    const allowed = c.get('grantModels')
    const data = DEMO_MODELS.filter((m) => !allowed || allowed.includes(m.id)).map(publicModel)
    return c.json({ object: 'list', data })
  })

  app.post('/chat/completions', async (c) => {
    let body: ChatRequest
    try {
      body = await c.req.json<ChatRequest>()
    } catch {
      return chatError(c, 'invalid_request', 'The request body is not valid JSON.')
    }
    if (typeof body !== 'object' || body === null) return chatError(c, 'invalid_request', 'The request body must be a JSON object.')
    if (typeof body.model !== 'string' || !body.model) return chatError(c, 'invalid_request', 'model is required.', 'model')
    const model = findModel(body.model)
    if (!model) return chatError(c, 'model_not_found', `The model ${body.model} does not exist.`, 'model')
    const allowed = c.get('grantModels')
    if (allowed && !allowed.includes(model.id)) return chatError(c, 'invalid_model')
    const usesFunctions = (body.tools?.length ?? 0) > 0 || (body.functions?.length ?? 0) > 0
    const rule = checkMessages(body.messages, usesFunctions) ?? checkMaxTokens(model.id, body.max_tokens, model.max_tokens_ceiling)
    if (rule) return chatError(c, rule.code, rule.message, rule.param)

    const id = `chatcmpl-${crypto.randomUUID()}`
    const created = Math.floor(Date.now() / 1000)
    const reply = composeReply(model, body.messages)
    const promptTokens = countPromptTokens(body.messages)

    if (!body.stream) {
      const completion = buildCompletion(id, created, model, reply, promptTokens)
      return c.json(completion)
    }
    const includeUsage = body.stream_options?.include_usage === true
    return sseResponse(c, async (w) => {
      const chunk = (delta: ChatCompletionChunk['choices'][number]['delta'], finish: ChatCompletionChunk['choices'][number]['finish_reason'] = null) =>
        send({ id, object: 'chat.completion.chunk', created, model: model.id, choices: [{ index: 0, delta, finish_reason: finish }], ...(includeUsage ? { usage: null } : {}) })
      const send = (payload: ChatCompletionChunk) => w.write(`data: ${JSON.stringify(payload)}\n\n`)
      const pace = 25 * config.paceFactor

      if (!(await chunk({ role: 'assistant', content: '' }))) return
      for (const piece of toPieces(reply.reasoning)) {
        if (!(await chunk({ reasoning_content: piece }))) return
        await w.sleep(pace)
      }
      for (const piece of toPieces(reply.content)) {
        if (!(await chunk({ content: piece }))) return
        await w.sleep(pace)
      }
      if (!(await chunk({}, 'stop'))) return
      if (includeUsage) {
        await send({ id, object: 'chat.completion.chunk', created, model: model.id, choices: [], usage: usageOf(promptTokens, reply) })
      }
      await w.write('data: [DONE]\n\n')
    })
  })

  return app
}

function usageOf(promptTokens: number, reply: { reasoning: string; content: string }): Usage {
  const reasoningTokens = countTextTokens(reply.reasoning)
  const completionTokens = reasoningTokens + countTextTokens(reply.content)
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: null,
    completion_tokens_details: reasoningTokens ? { reasoning_tokens: reasoningTokens } : null,
  }
}

function buildCompletion(id: string, created: number, model: DemoModel, reply: { reasoning: string; content: string }, promptTokens: number): ChatCompletion {
  return {
    id,
    object: 'chat.completion',
    created,
    model: model.id,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: reply.content, ...(model.reasoning ? { reasoning_content: reply.reasoning } : {}) },
        finish_reason: 'stop',
      },
    ],
    usage: usageOf(promptTokens, reply),
    system_fingerprint: 'parley-demo',
  }
}

