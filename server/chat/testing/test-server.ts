import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'
import OpenAI from 'openai'
import { STREAM_DONE } from '@contract/chat'
import { loadConfig, parseKeys, type ServerConfig } from '../../config'
import { createChatApp } from '../http/app'

/**
 * Test support (not a test): the chat service on a real loopback socket, as clients meet it.
 * Keys: TEST_KEY may use every model; LIMITED_KEY only DeepSeek-V3.
 */
export const TEST_KEY = 'sk-test-all'
export const LIMITED_KEY = 'sk-test-limited'

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    keys: parseKeys(`${TEST_KEY},${LIMITED_KEY}:deepseek-ai/DeepSeek-V3`),
    staticDir: null,
    paceFactor: 0,
    ...overrides,
  }
}

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string
  close(): Promise<void>
}

/** Serves any fetch handler on 127.0.0.1, port 0. */
export function listen(
  fetch: (req: Request) => Response | Promise<Response>,
): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

export interface ChatTestServer extends RunningServer {
  /** http://127.0.0.1:<port>/v1 */
  baseURL: string
  client(apiKey?: string): OpenAI
  post(body: unknown, headers?: Record<string, string>, signal?: AbortSignal): Promise<Response>
}

export async function startChatServer(
  overrides: Partial<ServerConfig> = {},
): Promise<ChatTestServer> {
  const app = new Hono().route('/v1', createChatApp(testConfig(overrides)))
  const running = await listen(app.fetch)
  const baseURL = `${running.origin}/v1`
  return {
    ...running,
    baseURL,
    client: (apiKey = TEST_KEY) => new OpenAI({ apiKey, baseURL, maxRetries: 0, logLevel: 'off' }),
    post: (body, headers = {}, signal) =>
      fetch(`${baseURL}/chat/completions`, {
        signal,
        method: 'POST',
        headers: {
          authorization: `Bearer ${TEST_KEY}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  }
}

export type SseItem = { comment: string } | { data: string }

/** Splits an SSE body into comments and data payloads, in order (one data line per event here). */
export function parseSse(text: string): SseItem[] {
  const items: SseItem[] = []
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith(':')) items.push({ comment: line.slice(1).trim() })
    else if (line.startsWith('data:')) items.push({ data: line.slice(5).trimStart() })
  }
  return items
}

/** The JSON chunks of an SSE body, without [DONE] and comments. */
export function jsonChunks(text: string): Record<string, unknown>[] {
  return parseSse(text)
    .filter((i): i is { data: string } => 'data' in i && i.data !== STREAM_DONE)
    .map((i) => JSON.parse(i.data) as Record<string, unknown>)
}

/** A chat.completion.chunk carrying `content`, as a scripted upstream streams it. */
export const upstreamChunk = (content: string) => ({
  id: 'up',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'm',
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
})
