import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import {
  expectKeptOrClosedHonestly,
  keptAliveClient,
  type KeptAliveClient,
} from '../../testing/kept-alive-client'
import { KEY, makeKit, USER, type Kit } from '../testing/test-kit'

// A 403 or 429 answered before a 600 KB body is read must not break the client's kept-alive
// connection under the requests queued behind it (docs/limits.md, "Early replies").

const running: { kit: Kit; server: ServerType; client: KeptAliveClient }[] = []

async function start(env: Record<string, string>): Promise<KeptAliveClient> {
  const kit = makeKit(env)
  const server = serve({ fetch: kit.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  const { port } = server.address() as AddressInfo
  const client = keptAliveClient(`http://127.0.0.1:${port}`)
  running.push({ kit, server, client })
  return client
}

afterAll(async () => {
  for (const { kit, server, client } of running) {
    client.close()
    await new Promise((r) => server.close(r))
    kit.close()
  }
})

const bigBody = JSON.stringify({ name: 'x', user_id: USER, padding: 'a'.repeat(600 * 1024) })
const json = { 'content-type': 'application/json' }

describe('a kept-alive connection after an early jobs reply with a 600 KB body', () => {
  it('a 403 (bad key): the 20 requests queued behind it all succeed', async () => {
    const client = await start({})
    const first = client.send('POST', '/v2/team/sessions', {
      body: bigBody,
      headers: { ...json, 'x-pd-api-key': 'not-a-key' },
    })
    const followUps = client.many(20, 'GET', `/v2/team/sessions?user_id=${USER}`, {
      'x-pd-api-key': KEY,
    })
    const reply = await first
    expect(reply.status).toBe(403)
    expect(JSON.parse(reply.body)).toMatchObject({ code: 1003 })
    expectKeptOrClosedHonestly(reply, await followUps, client)
  })

  it('a 429 (rate limit): the 20 requests queued behind it all succeed', async () => {
    const client = await start({ PARLEY_RATE_LIMIT: '1' })
    const headers = { ...json, 'x-pd-api-key': KEY }
    // The first request of this second spends the allowance; the big one is over it.
    const spend = await client.send('GET', `/v2/team/sessions?user_id=${USER}`, { headers })
    const first = client.send('POST', '/v2/team/sessions', { body: bigBody, headers })
    // /healthz has no rate limit, so each follow-up can succeed.
    const followUps = client.many(20, 'GET', '/healthz')
    const reply = await first
    expect([spend.status, reply.status]).toEqual([200, 429])
    expect(reply.headers['retry-after']).toBe('1')
    expectKeptOrClosedHonestly(reply, await followUps, client)
  })
})
