import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ServerConfig } from './config'
import { createChatApp } from './chat/http/app'
import { healthRoutes } from './health'
import { createArtifactsApp, createJobsApp } from './jobs/http/app'

/**
 * Content-Security-Policy for the SPA: no inline or foreign scripts, no plugins, no framing.
 * connect-src allows other origins because Settings may point the browser at another endpoint.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function createApp(config: ServerConfig) {
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
  })

  app.route('/', healthRoutes(config))
  app.route('/v1', createChatApp(config))
  app.route('/v2/team', createJobsApp(config))
  app.route('/artifacts', createArtifactsApp(config))

  const staticDir = config.staticDir
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) {
    const indexFile = path.join(staticDir, 'index.html')
    // Re-read the shell when a rebuild replaces it, so a running server never serves stale asset names.
    let shell = { mtimeMs: 0, html: '' }
    const indexHtml = () => {
      const { mtimeMs } = statSync(indexFile)
      if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: readFileSync(indexFile, 'utf8') }
      return shell.html
    }
    app.use('/assets/*', async (c, next) => {
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    app.use('*', serveStatic({ root: staticDir }))
    // A missing asset is a 404, never the shell (a stale page asking for an old bundle must fail
    // loudly, not parse HTML as JavaScript).
    app.get('/assets/*', (c) => c.text('Not found.', 404))
    // SPA fallback: client routes (/chat, /analysis, /settings) all load the shell.
    app.get('*', (c) => {
      if (/^\/(v1|v2|artifacts)(\/|$)/.test(c.req.path)) return c.notFound()
      c.header('Cache-Control', 'no-cache')
      return c.html(indexHtml())
    })
  } else {
    app.get('/', (c) =>
      c.text('Parley server is running. Build the app with `npm run build` to serve it here.'),
    )
  }

  return app
}
