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
}

export interface FakeModel {
  url: string
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[]
  /** The user message of each request. */
  prompts(): string[]
  close(): Promise<void>
}

const QUESTION = /^Question: (.*)$/m

export async function startFakeModel(table: Record<string, FakeReply>): Promise<FakeModel> {
  const requests: FakeModel['requests'] = []
  const timers = new Set<NodeJS.Timeout>()
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
      requests.push({ headers: req.headers, body })
      const messages = (body.messages ?? []) as { role: string; content: string }[]
      const user = messages.find((x) => x.role === 'user')?.content ?? ''
      const question = QUESTION.exec(user)?.[1] ?? ''
      const reply = table[question] ?? { content: '{"answer":"cannot","reason":"not scripted"}' }
      if (reply.noStructuredOutput && body.response_format) {
        res.writeHead(400, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({ error: { message: "'response_format' json_schema is not supported" } }),
        )
        return
      }
      const send = () => {
        if (res.destroyed) return
        const status = reply.status ?? 200
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify(
            status === 200
              ? {
                  id: 'chatcmpl-fake',
                  object: 'chat.completion',
                  model: body.model,
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
    prompts: () =>
      requests.map(
        (r) =>
          ((r.body.messages ?? []) as { role: string; content: string }[]).find(
            (x) => x.role === 'user',
          )?.content ?? '',
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
