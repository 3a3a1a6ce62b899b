import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from './body-limits'
import { KEY, makeKit, USER } from '../testing/test-kit'

/**
 * Behaviour only a real socket shows: the job service on a listener of its own, driven by a
 * keep-alive client (node's http.Agent), as browsers and SDKs use it.
 */

const kit = makeKit({ PARLEY_FAULTS: '1' })
let server: ServerType
let port: number
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  server = serve({ fetch: kit.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((r) => server.once('listening', r))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  agent.destroy()
  await new Promise((r) => server.close(r))
  kit.close()
})

interface Reply {
  status: number
  body: string
  socket: unknown
  /** How the body ended: complete, or broken off by the server. */
  ended: 'complete' | 'aborted'
}

function send(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          'x-pd-api-key': KEY,
          ...(body !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        const socket = req.socket
        res.on('data', (c: Buffer) => chunks.push(c))
        const done = (ended: Reply['ended']) =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            socket,
            ended,
          })
        res.on('end', () => done('complete'))
        res.on('aborted', () => done('aborted'))
        res.on('error', () => done('aborted'))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('the job service on a real listener', () => {
  it('keeps a kept-alive connection usable after a 413', async () => {
    const big = JSON.stringify({
      name: 'x',
      user_id: USER,
      padding: 'a'.repeat(JSON_BODY_LIMIT + 10),
    })
    const first = await send('POST', '/v2/team/sessions', big)
    expect(first.status).toBe(413)
    expect(JSON.parse(first.body)).toMatchObject({ code: 300001 })
    const second = await send(
      'POST',
      '/v2/team/sessions',
      JSON.stringify({ name: 'after', user_id: USER }),
    )
    expect(second.status).toBe(200)
    expect(JSON.parse(second.body)).toMatchObject({ code: 0 })
    // The same socket carried both: the connection was kept, not dropped and replaced.
    expect(second.socket).toBe(first.socket)
  })

  it('job-drop without a stream: 200 with the reply broken off half-way, not a 500', async () => {
    const session = await send(
      'POST',
      '/v2/team/sessions',
      JSON.stringify({ name: 's', user_id: USER }),
    )
    const sessionId = (JSON.parse(session.body) as { data: { id: string } }).data.id
    const reply = await send(
      'POST',
      '/v2/team/jobs',
      JSON.stringify({
        user_id: USER,
        session_id: sessionId,
        question: 'How many cars per cylinders?',
        dataset_id: 'dset-sample-cars',
        stream: false,
      }),
      { 'x-parley-fault': 'job-drop' },
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toMatch(
      /^\{"code":0,"msg":null,"data":\{"job_id":"job-[a-z0-9]+","blocks":\[/,
    )
    expect(() => JSON.parse(reply.body) as unknown).toThrow()
    expect(reply.ended).toBe('aborted')
  })
})
