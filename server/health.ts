import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import type { ServerConfig } from './config'
import { jobsContext } from './jobs/context'
import { warmState } from './jobs/warm'

/**
 * GET /healthz: the job store's database answers and the data dir takes a write (503 otherwise).
 * GET /readyz: healthy, and the sample datasets are loaded, so a first question is fast.
 * Both answer JSON with a check per part, for load balancers and people alike.
 */

type Check = { ok: boolean; detail?: string }

async function health(config: ServerConfig): Promise<Record<string, Check>> {
  const checks: Record<string, Check> = {}
  if (config.jobsUpstream) return { jobs: { ok: true, detail: 'forwarded upstream' } }
  const ctx = jobsContext(config)
  try {
    await ctx.ready
    await ctx.repo.ping()
    checks.database = { ok: true, detail: ctx.repo.kind }
  } catch (error) {
    checks.database = { ok: false, detail: `${ctx.repo.kind}: ${(error as Error).message}` }
  }
  const probe = path.join(ctx.dataDir, `.healthz-${randomBytes(4).toString('hex')}`)
  try {
    writeFileSync(probe, 'ok')
    checks.dataDir = { ok: true }
  } catch (error) {
    checks.dataDir = { ok: false, detail: (error as NodeJS.ErrnoException).code ?? 'not writable' }
  } finally {
    rmSync(probe, { force: true })
  }
  return checks
}

export function healthRoutes(config: ServerConfig) {
  const app = new Hono()
  app.get('/healthz', async (c) => {
    const checks = await health(config)
    const ok = Object.values(checks).every((x) => x.ok)
    return c.json({ status: ok ? 'ok' : 'unhealthy', checks }, ok ? 200 : 503)
  })
  app.get('/readyz', async (c) => {
    const checks = await health(config)
    const samples = config.jobsUpstream ? 'warm' : warmState(config)
    checks.samples = { ok: samples === 'warm', detail: samples }
    const ok = Object.values(checks).every((x) => x.ok)
    return c.json({ status: ok ? 'ready' : 'not ready', checks }, ok ? 200 : 503)
  })
  return app
}
