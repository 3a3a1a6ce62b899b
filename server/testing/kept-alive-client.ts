import http from 'node:http'
import { expect } from 'vitest'
import type { Socket } from 'node:net'

/**
 * Test support (not a test): a client on one kept-alive connection (node's http.Agent with
 * keepAlive and one socket), as browsers and SDKs reuse theirs. It records which socket carried
 * each reply and every socket error, which would otherwise crash a real client process.
 */
interface KeptAliveReply {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  socket: Socket
}

export interface KeptAliveClient {
  send(
    method: string,
    path: string,
    init?: { body?: string | Buffer; headers?: Record<string, string> },
  ): Promise<KeptAliveReply>
  /** `count` requests queued at once: each reply, or the socket error's code where one failed. */
  many(
    count: number,
    method: string,
    path: string,
    headers?: Record<string, string>,
  ): Promise<(KeptAliveReply | string)[]>
  /** Socket errors seen so far (EPIPE, ECONNRESET, ...). */
  socketErrors: string[]
  close(): void
}

export function keptAliveClient(origin: string): KeptAliveClient {
  const { hostname, port } = new URL(origin)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const socketErrors: string[] = []
  const watched = new WeakSet<Socket>()
  const send: KeptAliveClient['send'] = (method, path, init = {}) =>
    new Promise((resolve, reject) => {
      const body = init.body
      const req = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          agent,
          headers: {
            // Without transfer-encoding: chunked, the body's length is declared.
            ...(body !== undefined && !init.headers?.['transfer-encoding']
              ? { 'content-length': Buffer.byteLength(body) }
              : {}),
            ...init.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              socket: req.socket as Socket,
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('socket', (socket) => {
        if (watched.has(socket)) return
        watched.add(socket)
        socket.on('error', (e: NodeJS.ErrnoException) => socketErrors.push(e.code ?? e.message))
      })
      req.on('error', reject)
      req.end(body)
    })
  return {
    send,
    many: (count, method, path, headers = {}) =>
      Promise.all(
        Array.from({ length: count }, () =>
          send(method, path, { headers }).catch((e: NodeJS.ErrnoException) => e.code ?? e.message),
        ),
      ),
    socketErrors,
    close: () => agent.destroy(),
  }
}

/**
 * The follow-ups all answered 200 with no socket error, and the early reply told the truth about
 * its connection: kept (the follow-ups rode the same socket) or `Connection: close`.
 */
export function expectKeptOrClosedHonestly(
  early: KeptAliveReply,
  followUps: (KeptAliveReply | string)[],
  client: KeptAliveClient,
) {
  expect(followUps.map((f) => (typeof f === 'string' ? f : f.status))).toEqual(
    Array(followUps.length).fill(200),
  )
  expect(client.socketErrors).toEqual([])
  const replies = followUps as KeptAliveReply[]
  if (early.headers.connection === 'close')
    expect(replies.some((f) => f.socket === early.socket)).toBe(false)
  else
    expect(replies.map((f) => f.socket === early.socket)).toEqual(Array(replies.length).fill(true))
}
