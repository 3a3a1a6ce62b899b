import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from './app'
import { loadConfig } from './config'
import { warmSampleData } from './jobs/samples/warm'

function app(env: Record<string, string> = {}) {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'parley-static-'))
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
  mkdirSync(path.join(staticDir, 'assets'))
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-data-'))
  const config = { ...loadConfig({ PARLEY_DATA_DIR: dataDir, ...env }), staticDir, paceFactor: 0 }
  return { app: createApp(config), config }
}

describe('operations endpoints', () => {
  it('/healthz says the database answers and the data dir is writable; /readyz waits for the samples', async () => {
    const { app: a, config } = app()
    const h = await a.request('/healthz')
    expect(h.status).toBe(200)
    expect(await h.json()).toEqual({
      status: 'ok',
      checks: { database: { ok: true, detail: 'sqlite' }, dataDir: { ok: true } },
    })
    const cold = await a.request('/readyz')
    expect(cold.status).toBe(503)
    expect(await cold.json()).toMatchObject({ checks: { samples: { ok: false } } })
    await warmSampleData(config)
    const warm = await a.request('/readyz')
    expect(warm.status).toBe(200)
    expect(await warm.json()).toMatchObject({ status: 'ready' })
  })

  it('answers 404 for a missing /assets file instead of the SPA shell', async () => {
    const { app: a } = app()
    expect((await a.request('/assets/app.js')).status).toBe(200)
    const missing = await a.request('/assets/app-old-hash.js')
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain('id="root"')
    expect((await a.request('/analysis')).status).toBe(200)
  })
})
