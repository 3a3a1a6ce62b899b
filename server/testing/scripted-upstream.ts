import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Test support (not a test): an upstream service on 127.0.0.1 whose every answer is scripted, down
 * to the socket: it can hang before headers, stall after them, or cut the connection mid-stream.
 * It records what reached it.
 */
interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export type Script = (req: Received, res: ServerResponse) => void | Promise<void>

export interface ScriptedUpstream {
  origin: string
  received: Received[]
  close(): Promise<void>
}

export function scriptedUpstream(script: Script): Promise<ScriptedUpstream> {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const got: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(got)
      void script(got, res)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        origin: `http://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

export const sse = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`
