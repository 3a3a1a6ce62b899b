import { createHash } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { DEFAULT_CHAT_RATE_LIMIT, type ServerConfig } from '../../config'
import { ChatRateLimiter } from './rate-limit'
import { settleUnreadBody } from '../../lib/early-reply'
import { secretsOf } from '../../lib/log'
import { DEFAULT_UPSTREAM_TIMEOUTS } from '../../lib/upstream-fetch'
import { requireKey, type ChatEnv } from './auth'
import { chatError, chatErrorBody, logInternalError } from '../errors'
import { mayUseModel } from '../model-access'
import { FAULT_HEADER, faultResponse, isStreamFault, parseFault } from '../demo-model/faults'
import { forwardChat, forwardModel, forwardModels, type Upstream } from '../gateway/gateway'
import { localReply } from '../demo-model/local-reply'
import { DEMO_MODELS, findModel, publicModel } from '../demo-model/models'
import { DEFAULT_SENSITIVE_WORDS, sensitiveMatcher } from './sensitive'
import { checkGatewayRequest, parseJson, validateRequest } from './validate'

export const DEFAULT_CHAT_BODY_LIMIT = 4 * 1024 * 1024

/**
 * The chat service, mounted at /v1: POST /chat/completions, GET /models and GET /models/{id}. It
 * answers with the offline demo engine, or forwards to CHAT_UPSTREAM_URL (docs/chat-service.md).
 * Middleware order: the unread-body guard (outermost, so every early reply is covered), request
 * id, CORS (a preflight never needs a key), key, rate limit.
 */
export function createChatApp(config: ServerConfig) {
  const app = new Hono<ChatEnv>()
  const upstream: Upstream | null = config.chatUpstream
    ? { ...config.chatUpstream, timeouts: config.upstreamTimeouts ?? DEFAULT_UPSTREAM_TIMEOUTS }
    : null
  const sensitive = sensitiveMatcher(config.sensitiveWords ?? DEFAULT_SENSITIVE_WORDS)
  const limit = config.chatBodyLimitBytes ?? DEFAULT_CHAT_BODY_LIMIT
  const limiter = new ChatRateLimiter(config.chatRateLimitPerSecond ?? DEFAULT_CHAT_RATE_LIMIT)

  app.onError((err, c) => {
    logInternalError(err, secretsOf(config))
    return chatError(c, 'internal_error')
  })

  // An early reply (bad key, rate limit, 413) drains the unread body first: docs/limits.md.
  app.use('*', settleUnreadBody())

  // Every reply names itself, so a user's report can be matched to a log line. A gateway keeps the
  // upstream's id when it sends one: that is the id its operator can look up.
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('x-request-id'))
      c.res.headers.set('x-request-id', `req_${crypto.randomUUID().replaceAll('-', '')}`)
  })
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      // No allowHeaders: the requested ones are reflected, as clients add their own (x-stainless-*).
      exposeHeaders: ['x-request-id', 'retry-after', 'x-ratelimit-limit-requests'],
      maxAge: 600,
    }),
  )
  app.use('*', requireKey(config))
  app.use('*', rateLimit(limiter))

  app.get('/models', (c) => {
    if (upstream) return forwardModels(c, upstream, c.get('grant'))
    const allowed = c.get('grant').models
    const data = DEMO_MODELS.filter((m) => !allowed || allowed.includes(m.id)).map(publicModel)
    return c.json({ object: 'list', data })
  })

  // Model ids hold a slash (deepseek-ai/DeepSeek-V3); clients send it encoded or not.
  app.get('/models/*', (c) => {
    const rawId = c.req.path.slice(c.req.path.indexOf('/models/') + '/models/'.length)
    let id: string
    try {
      id = decodeURIComponent(rawId)
    } catch {
      id = rawId
    }
    const grant = c.get('grant')
    const model = upstream ? null : findModel(id)
    const notFound = () =>
      c.json(
        chatErrorBody(
          'model_not_found',
          `The model "${id}" does not exist; GET /v1/models lists the available models.`,
          'model',
        ),
        404,
      )
    if (!mayUseModel(grant, model?.id ?? id)) return notFound()
    if (upstream) return forwardModel(c, upstream, rawId)
    return model ? c.json(publicModel(model)) : notFound()
  })

  app.post(
    '/chat/completions',
    bodyLimit({
      maxSize: limit,
      onError: (c) =>
        chatError(c, 'request_too_large', `Request body too large: the limit is ${limit} bytes.`),
    }),
    async (c) => {
      const raw = await readText(c.req.raw)
      const parsed = parseJson(raw)
      if (!parsed.ok) {
        const { code, message, param } = parsed.error
        return chatError(c, code, message, param)
      }
      if (upstream) {
        // The upstream judges its own requests: only what the gateway itself needs is checked.
        const checked = checkGatewayRequest(parsed.json, c.get('grant'))
        if (!checked.ok) {
          const { code, message, param } = checked.error
          return chatError(c, code, message, param)
        }
        return forwardChat(c, upstream, raw)
      }

      const fault = parseFault(c.req.header(FAULT_HEADER), config.faults)
      if (!fault.ok) return chatError(c, 'invalid_request', fault.message, FAULT_HEADER)
      const checked = await validateRequest(parsed.json, {
        grant: c.get('grant'),
        sensitive,
        lookupModel: findModel,
      })
      if (!checked.ok) {
        const { code, message, param } = checked.error
        return chatError(c, code, message, param)
      }
      const request = checked.request
      const injected = fault.fault
      const faulted = faultResponse(c, injected, request.stream)
      if (faulted) return faulted
      return localReply(c, request, {
        paceFactor: config.paceFactor,
        fault: isStreamFault(injected) ? injected : null,
      })
    },
  )

  app.all('*', (c) =>
    chatError(
      c,
      'not_found',
      `No chat endpoint at ${c.req.method} ${c.req.path}; use POST /v1/chat/completions or GET /v1/models.`,
    ),
  )

  return app
}

/**
 * The body as text, decoded chunk by chunk as it arrives, so a body of megabytes is never decoded
 * (or concatenated) in one long block of the event loop.
 */
async function readText(req: Request): Promise<string> {
  if (!req.body) return ''
  const decoder = new TextDecoder()
  const parts: string[] = []
  for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>)
    parts.push(decoder.decode(chunk, { stream: true }))
  parts.push(decoder.decode())
  return parts.join('')
}

/** Requests per key per second (PARLEY_CHAT_RATE_LIMIT), answered like the real service's 429. */
function rateLimit(limiter: ChatRateLimiter): MiddlewareHandler<ChatEnv> {
  return async (c, next) => {
    const key = createHash('sha256').update(c.get('grant').key).digest('hex').slice(0, 32)
    if (!limiter.allow(key)) {
      c.header('retry-after', '1')
      return chatError(c, 'rate_limit')
    }
    await next()
  }
}
