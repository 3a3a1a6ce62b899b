import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
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

/**
 * Longest wait for the data dir's write probe. The probe is asynchronous (the libuv thread pool),
 * so a disk busy with large uploads delays this answer, never the main thread; past this bound
 * the data dir counts as unhealthy.
 */
export const PROBE_TIMEOUT_MS = 2_000

async function probeDataDir(dataDir: string): Promise<Check> {
  const probe = path.join(dataDir, `.healthz-${randomBytes(4).toString('hex')}`)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `no write within ${PROBE_TIMEOUT_MS} ms` }),
      PROBE_TIMEOUT_MS,
    )
  })
  const write = writeFile(probe, 'ok').then(
    (): Check => ({ ok: true }),
    (error: NodeJS.ErrnoException): Check => ({ ok: false, detail: error.code ?? 'not writable' }),
  )
  try {
    return await Promise.race([write, late])
  } finally {
    clearTimeout(timer)
    // Removed once written, even when the answer did not wait for it.
    void write.finally(() => rm(probe, { force: true }).catch(() => undefined))
  }
}

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
  checks.dataDir = await probeDataDir(ctx.dataDir)
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
