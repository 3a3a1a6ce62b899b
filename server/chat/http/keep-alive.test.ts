import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectKeptOrClosedHonestly,
  keptAliveClient,
  type KeptAliveClient,
} from '../../testing/kept-alive-client'
import { DEFAULT_CHAT_BODY_LIMIT } from './app'
import { startChatServer, TEST_KEY, type ChatTestServer } from '../testing/test-server'

// An early reply (a 413 before the body is read) must not break the client's kept-alive
// connection under the requests queued behind it (docs/limits.md, "Early replies").

let server: ChatTestServer
let client: KeptAliveClient
beforeAll(async () => {
  server = await startChatServer()
  client = keptAliveClient(server.origin)
})
afterAll(async () => {
  client.close()
  await server.close()
})

const auth = { authorization: `Bearer ${TEST_KEY}` }

describe('a kept-alive connection after an early reply', () => {
  it('a too-large chat body is a 413, and 20 requests queued behind it on the same agent all succeed', async () => {
    const big = JSON.stringify({
      model: 'deepseek-ai/DeepSeek-V3',
      messages: [{ role: 'user', content: 'a'.repeat(DEFAULT_CHAT_BODY_LIMIT + 100_000) }],
    })
    const first = client.send('POST', '/v1/chat/completions', {
      body: big,
      headers: { ...auth, 'content-type': 'application/json' },
    })
    const followUps = client.many(20, 'GET', '/v1/models', auth)
    const reply = await first
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.body)).toMatchObject({ error: { code: 'request_too_large' } })
    expectKeptOrClosedHonestly(reply, await followUps, client)
  })

  it('a too-large chunked body (no length to drain by) is a 413 that says Connection: close', async () => {
    const first = client.send('POST', '/v1/chat/completions', {
      body: 'a'.repeat(DEFAULT_CHAT_BODY_LIMIT + 100_000),
      headers: { ...auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    const followUps = client.many(20, 'GET', '/v1/models', auth)
    const reply = await first
    expect(reply.status).toBe(413)
    expect(reply.headers.connection).toBe('close')
    expectKeptOrClosedHonestly(reply, await followUps, client)
  })
})
