import { Hono } from 'hono'
import type { ServerConfig } from './config'
import { jobsContext } from './jobs/http/context'
import { dataDirProbe, type Check } from './jobs/uploads/data-dir-probe'
import { startLoopProbe } from './jobs/http/loop-probe'
import { warmState } from './jobs/samples/warm'

/**
 * GET /healthz: the job store's database answers and the data dir takes a write (503 otherwise;
 * the write is probed in the background, jobs/uploads/data-dir-probe.ts, so the answer never waits
 * on disk).
 * GET /readyz: healthy, and the start-up warm-up is done (jobs/samples/warm.ts: the language
 * models, a chart drawn on each worker thread, the samples loaded with their semantic models and
 * suggested questions checked), so a first question is as fast as a warm one; while it warms, the
 * `samples` check names the steps left.
 * Both answer JSON with a check per part, for load balancers and people alike.
 */

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
  checks.dataDir = await dataDirProbe(ctx.dataDir).check()
  return checks
}

export function healthRoutes(config: ServerConfig) {
  // Health is where an operator looks first; the probe is opt-in (PARLEY_LOOP_PROBE=1).
  startLoopProbe()
  const app = new Hono()
  app.get('/healthz', async (c) => {
    const checks = await health(config)
    const ok = Object.values(checks).every((x) => x.ok)
    return c.json({ status: ok ? 'ok' : 'unhealthy', checks }, ok ? 200 : 503)
  })
  app.get('/readyz', async (c) => {
    const checks = await health(config)
    const warm = config.jobsUpstream
      ? { state: 'warm', detail: 'forwarded upstream' }
      : warmState(config)
    checks.samples = { ok: warm.state === 'warm', detail: warm.detail }
    const ok = Object.values(checks).every((x) => x.ok)
    return c.json({ status: ok ? 'ready' : 'not ready', checks }, ok ? 200 : 503)
  })
  return app
}
