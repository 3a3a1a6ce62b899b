import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loadConfig, parseKeys } from '../../config'
import { createChatApp } from './app'
import { mayUseModel } from '../model-access'
import { bearerKey, findKeyGrant, NOT_CHAT } from './auth'

describe('bearer auth', () => {
  it('reads the key of a Bearer header, any case of the scheme', () => {
    expect(bearerKey('Bearer sk-1')).toBe('sk-1')
    expect(bearerKey('bearer   sk-1 ')).toBe('sk-1')
    expect(bearerKey('Basic sk-1')).toBeNull()
    expect(bearerKey('Bearer')).toBeNull()
    expect(bearerKey('Bearer a b')).toBeNull()
    expect(bearerKey(undefined)).toBeNull()
  })

  it('finds the grant of a key and limits it to its models', () => {
    const keys = parseKeys('sk-a,sk-b:m1|m2')
    expect(findKeyGrant(keys, 'sk-a')).toMatchObject({ key: 'sk-a', models: null })
    expect(findKeyGrant(keys, 'sk-')).toBeUndefined()
    expect(findKeyGrant(keys, null)).toBeUndefined()
    const b = findKeyGrant(keys, 'sk-b')!
    expect(mayUseModel(b, 'm2')).toBe(true)
    expect(mayUseModel(b, 'm3')).toBe(false)
  })
})

describe('a key without the chat scope (docs/api-keys.md)', () => {
  const V3 = 'deepseek-ai/DeepSeek-V3'
  const app = new Hono().route(
    '/v1',
    createChatApp({
      ...loadConfig({}),
      keys: parseKeys(`sk-jobs@jobs,sk-alice@jobs=alice,sk-both:${V3}@chat+jobs=alice`),
      staticDir: null,
      paceFactor: 0,
    }),
  )
  const call = (key: string, method: string, path: string, body?: unknown) =>
    app.request(`http://127.0.0.1/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const chat = { model: V3, messages: [{ role: 'user', content: 'hi' }] }
  const refusal = {
    error: { message: NOT_CHAT, type: 'invalid_request_error', code: 'invalid_model', param: null },
  }

  it('is refused on completions and on the model list, which does not answer empty', async () => {
    for (const key of ['sk-jobs', 'sk-alice']) {
      for (const [method, path, body] of [
        ['POST', '/chat/completions', chat],
        ['GET', '/models'],
        ['GET', `/models/${V3}`],
      ] as const) {
        const res = await call(key, method, path, body)
        expect(res.status, `${key} ${path}`).toBe(400)
        expect(await res.json()).toEqual(refusal)
      }
    }
  })

  it('a key with chat among its scopes keeps its model limit', async () => {
    const list = await call('sk-both', 'GET', '/models')
    expect(((await list.json()) as { data: { id: string }[] }).data.map((m) => m.id)).toEqual([V3])
    const res = await call('sk-both', 'POST', '/chat/completions', chat)
    expect(res.status).toBe(200)
  })
})
