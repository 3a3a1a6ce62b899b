import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A scripted OpenAI-compatible model server on loopback, for tests: it answers POST
 * /chat/completions from a table keyed by the question in the prompt ("Question: …" line), and
 * records every request it received so tests can inspect the prompt.
 */

export interface FakeReply {
  /** HTTP status; 200 by default. */
  status?: number
  /** The assistant message content (the model's answer). */
  content?: string
  /** Wait this long before answering (a stalled model). */
  stallMs?: number
  /** Refuse requests that ask for structured output, as servers without it do (HTTP 400). */
  noStructuredOutput?: boolean
  /**
   * Answer with a reply whose content is this many bytes of "x", written 64 KiB at a time as the
   * client reads them (never held whole, so a test can send 300 MB without allocating it).
   */
  bulkBytes?: number
}

export interface FakeModel {
  url: string
  /** `at`: when the request arrived (Date.now()). */
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown>; at: number }[]
  /** Bytes of bulk replies written so far (the client stops them by closing the connection). */
  bulkSent(): number
  /** The user message of each request. */
  prompts(): string[]
  close(): Promise<void>
}

const QUESTION = /^Question: (.*)$/m

/** The user message of a chat request: the prompt holding the "Question: …" line. */
function userMessage(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as { role: string; content: string }[]
  return messages.find((x) => x.role === 'user')?.content ?? ''
}

/** Writes a scripted reply: a chat completion, or a server error when its status is not 200. */
function sendReply(res: ServerResponse, reply: FakeReply, model: unknown): void {
  if (res.destroyed) return
  const status = reply.status ?? 200
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify(
      status === 200
        ? {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            model,
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: { role: 'assistant', content: reply.content ?? '' },
              },
            ],
          }
        : { error: { message: 'scripted failure', type: 'server_error' } },
    ),
  )
}

export async function startFakeModel(table: Record<string, FakeReply>): Promise<FakeModel> {
  const requests: FakeModel['requests'] = []
  const timers = new Set<NodeJS.Timeout>()
  let bulkSent = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-listed-model' }] }))
        return
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>
      requests.push({ headers: req.headers, body, at: Date.now() })
      const question = QUESTION.exec(userMessage(body))?.[1] ?? ''
      const reply = table[question] ?? { content: '{"answer":"cannot","reason":"not scripted"}' }
      if (reply.noStructuredOutput && body.response_format) {
        res.writeHead(400, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({ error: { message: "'response_format' json_schema is not supported" } }),
        )
        return
      }
      if (reply.bulkBytes) {
        streamBulk(res, reply.bulkBytes, (n) => (bulkSent += n))
        return
      }
      const send = () => sendReply(res, reply, body.model)
      if (reply.stallMs) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          send()
        }, reply.stallMs)
        timers.add(timer)
      } else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    bulkSent: () => bulkSent,
    prompts: () => requests.map((r) => userMessage(r.body)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const CHUNK = Buffer.alloc(64 * 1024, 'x')

/** Writes a chat completion whose content is `bytes` of "x", waiting for the client to read. */
function streamBulk(res: ServerResponse, bytes: number, sent: (n: number) => void): void {
  const head =
    '{"id":"chatcmpl-bulk","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"'
  res.writeHead(200, { 'content-type': 'application/json' })
  res.write(head)
  sent(head.length)
  let left = bytes
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left)
      left -= chunk.length
      sent(chunk.length)
      if (!res.write(chunk)) return void res.once('drain', pump)
    }
    if (!res.destroyed) res.end('"}}]}')
  }
  res.on('error', () => undefined)
  pump()
}
