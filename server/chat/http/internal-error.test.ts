import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { logInternalError } from '../errors'
import { activeGenerations } from '../demo-model/generations'
import type { Frame } from '../demo-model/stream-frames'
import { streamReply } from '../demo-model/stream-reply'
import { startChatServer, type ChatTestServer } from '../testing/test-server'

// The demo engine is made to crash, to show what any unexpected exception turns into.
vi.mock('../demo-model/demo-engine', () => ({
  composeReply: () => {
    throw new Error('engine exploded near sk-upstream-secret')
  },
}))

let server: ChatTestServer
beforeAll(async () => {
  server = await startChatServer()
})
afterAll(() => server.close())

it('answers an unexpected exception with internal_error and no stack', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  const res = await server.post({
    model: 'deepseek-ai/DeepSeek-V3',
    messages: [{ role: 'user', content: 'hi' }],
  })
  expect(res.status).toBe(500)
  expect(await res.json()).toEqual({
    error: {
      message: 'Internal Server Error',
      type: 'internal_error',
      code: 'internal_error',
      param: null,
    },
  })
  expect(log).toHaveBeenCalledOnce()
  expect(String(log.mock.calls[0]![0])).toMatch(/^\[chat\] internal error: Error: engine exploded/)
  log.mockRestore()
})

it('removes secrets from the one line it logs', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  logInternalError(new TypeError('bad header Bearer sk-upstream-secret'), [
    'sk-upstream-secret',
    '',
  ])
  expect(log).toHaveBeenCalledWith('[chat] internal error: TypeError: bad header Bearer [redacted]')
  log.mockRestore()
})

it('reports a failure after the 200 in-band, as an error chunk, and ends the generation', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  function* frames(): Generator<Frame> {
    yield { kind: 'data', part: 'role', text: 'data: {"first":true}\n\n' }
    throw new Error('mid-stream failure')
  }
  const app = new Hono().get('/s', (c) => streamReply(c, frames()))
  const text = await (await app.request('/s')).text()
  expect(text).toBe(
    'data: {"first":true}\n\n' +
      'data: {"error":{"message":"Internal Server Error","type":"internal_error","code":"internal_error","param":null}}\n\n',
  )
  expect(activeGenerations()).toBe(0)
  expect(log).toHaveBeenCalledWith('[chat] internal error: Error: mid-stream failure')
  log.mockRestore()
})
