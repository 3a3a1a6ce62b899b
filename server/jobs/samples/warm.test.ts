import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { loadConfig } from '../../config'
import { warmSampleData, warmState, type WarmSteps } from './warm'

function server() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-warm-'))
  const config = { ...loadConfig({ PARLEY_DATA_DIR: dataDir }), staticDir: null, paceFactor: 0 }
  return { app: createApp(config), config }
}

/** A step that finishes (or fails) when the test says. */
function gate() {
  let open!: () => void
  let fail!: (e: Error) => void
  const done = new Promise<void>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return { run: () => done, open, fail }
}

async function readyz(app: ReturnType<typeof createApp>) {
  const res = await app.request('/readyz')
  const body = (await res.json()) as { checks: { samples: { ok: boolean; detail: string } } }
  return { status: res.status, samples: body.checks.samples }
}

describe('start-up warm-up', () => {
  it('/readyz stays 503 until every step is done and names the steps still warming', async () => {
    const { app, config } = server()
    expect(warmState(config).state).toBe('cold')
    const language = gate()
    const workers = gate()
    const samples = gate()
    let sampleNamed: (name: string) => void = () => undefined
    const steps: WarmSteps = {
      language: language.run,
      chartWorkers: workers.run,
      samples: (_config, onSample) => {
        sampleNamed = onSample
        return samples.run()
      },
    }
    const warming = warmSampleData(config, steps)
    sampleNamed('Flights 3M')
    let r = await readyz(app)
    expect(r.status).toBe(503)
    expect(r.samples).toEqual({
      ok: false,
      detail: 'warming: language, chart workers, samples (Flights 3M)',
    })

    samples.open()
    language.open()
    await new Promise((resolve) => setTimeout(resolve, 10))
    r = await readyz(app)
    expect(r.status).toBe(503)
    expect(r.samples.detail).toBe('warming: chart workers')

    // A failed step ends its part of the warm-up: the job that needs it reports the failure.
    workers.fail(new Error('no worker threads here'))
    await warming
    r = await readyz(app)
    expect(r.status).toBe(200)
    expect(r.samples.ok).toBe(true)
    expect(r.samples.detail).toMatch(/^warm in \d+ ms$/)
  })
})
