import { serve } from '@hono/node-server'
import { loadConfig } from './config'
import { createApp } from './app'
import { warmSampleData } from './jobs/warm'
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

function shutdown() {
  server.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
