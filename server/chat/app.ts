import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ServerConfig } from '../config'
import { requireKey, type ChatEnv } from './auth'
import { secretsOf } from '../lib/log'
import { chatError, logInternalError } from './errors'
import { FAULT_HEADER, faultResponse, isStreamFault, parseFault } from './faults'
import { forwardChat, forwardModels } from './gateway'
import { localReply } from './local-reply'
import { DEMO_MODELS, findModel, publicModel } from './models'
import { DEFAULT_SENSITIVE_WORDS, sensitiveMatcher } from './sensitive'
import { parseJson, validateRequest } from './validate'

export const DEFAULT_CHAT_BODY_LIMIT = 4 * 1024 * 1024

/**
 * The chat service (spec chat-completions.md), mounted at /v1: POST /chat/completions and
 * GET /models. It answers with the offline demo engine, or forwards to CHAT_UPSTREAM_URL after
 * the same local checks.
 */
export function createChatApp(config: ServerConfig) {
  const app = new Hono<ChatEnv>()
  const upstream = config.chatUpstream
  const sensitive = sensitiveMatcher(config.sensitiveWords ?? DEFAULT_SENSITIVE_WORDS)
  const limit = config.chatBodyLimitBytes ?? DEFAULT_CHAT_BODY_LIMIT

  app.onError((err, c) => {
    logInternalError(err, secretsOf(config))
    return chatError(c, 'internal_error')
  })

  app.use('*', requireKey(config))

  app.get('/models', (c) => {
    if (upstream) return forwardModels(c, upstream, c.get('grant'))
    const allowed = c.get('grant').models
    const data = DEMO_MODELS.filter((m) => !allowed || allowed.includes(m.id)).map(publicModel)
    return c.json({ object: 'list', data })
  })

  app.post(
    '/chat/completions',
    bodyLimit({
      maxSize: limit,
      onError: (c) =>
        chatError(c, 'request_too_large', `Request body too large: the limit is ${limit} bytes.`),
    }),
    async (c) => {
      const raw = await c.req.text()
      const parsed = parseJson(raw)
      if (!parsed.ok) {
        const { code, message, param } = parsed.error
        return chatError(c, code, message, param)
      }
      // Faults test this server's clients; a real upstream is never faked.
      const fault = upstream ? null : parseFault(c.req.header(FAULT_HEADER), config.faults)
      if (fault && !fault.ok) return chatError(c, 'invalid_request', fault.message, FAULT_HEADER)

      const checked = validateRequest(parsed.json, {
        grant: c.get('grant'),
        sensitive,
        lookupModel: upstream ? null : findModel,
      })
      if (!checked.ok) {
        const { code, message, param } = checked.error
        return chatError(c, code, message, param)
      }
      const request = checked.request
      if (upstream) return forwardChat(c, upstream, raw)

      const injected = fault?.ok ? fault.fault : null
      const faulted = faultResponse(c, injected, request.stream)
      if (faulted) return faulted
      if (!request.demoModel) throw new Error('local mode without a demo model')
      return localReply(
        c,
        { ...request, demoModel: request.demoModel },
        { paceFactor: config.paceFactor, fault: isStreamFault(injected) ? injected : null },
      )
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
