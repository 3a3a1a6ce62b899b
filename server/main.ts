import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { loadConfig } from './config'
import { createApp } from './app'
import { warmSampleData } from './jobs/samples/warm'
import { installRedactingConsole, secretsOf } from './lib/log'

const config = loadConfig()
// Every line the process prints is redacted and one line long; the banner below shows the first
// local key on purpose, so it is printed before the console is wrapped.
const app = createApp(config)

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`
  const localKey = config.keys[0]?.key ?? ''
  console.log(`Parley is running at ${url}`)
  console.log(`  chat API:  ${url}/v1   (Authorization: Bearer <key>)`)
  console.log(`  jobs API:  ${url}/v2/team   (x-pd-api-key: <key>)`)
  console.log(`  local API key: ${localKey}`)
  if (config.chatUpstream) console.log(`  chat forwarded to ${config.chatUpstream.url}`)
  if (config.jobsUpstream) console.log(`  jobs forwarded to ${config.jobsUpstream.url}`)
  if (config.faults) console.log('  fault injection is ON (PARLEY_FAULTS)')
  installRedactingConsole(secretsOf(config))
  if (!config.jobsUpstream) void warmSampleData(config)
})

// Diagnostics (PARLEY_HEALTHZ_TRACE=1, used by bench/load.ts): one stderr line per /healthz with
// when its connection was accepted, when its request was parsed and when its answer was written
// (epoch ms), so the bench can tell the accept queue from the handler. Off by default.
if (process.env.PARLEY_HEALTHZ_TRACE === '1') {
  const now = () => performance.timeOrigin + performance.now()
  const conns = new WeakMap<object, { at: number; n: number }>()
  const http = server as Server
  http.on('connection', (socket) => conns.set(socket, { at: now(), n: 0 }))
  http.prependListener('request', (req, res) => {
    if (!req.url?.startsWith('/healthz')) return
    const at = now()
    const conn = conns.get(req.socket) ?? { at: NaN, n: 0 }
    conn.n++
    const n = conn.n
    res.on('finish', () => {
      process.stderr.write(
        `[hz] ${JSON.stringify({ url: req.url, conn: conn.at, nth: n, req: at, fin: now() })}\n`,
      )
    })
  })
}

function shutdown() {
  server.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
