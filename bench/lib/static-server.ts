import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AddressInfo } from 'node:net'

/** Serves a built bench page on a loopback port. */
export async function serveDir(root: string): Promise<{ url: string; close: () => void }> {
  const app = new Hono()
  app.use('*', serveStatic({ root }))
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({ url: `http://127.0.0.1:${info.port}`, close: () => server.close() })
      },
    )
  })
}
