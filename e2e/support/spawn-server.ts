import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A second Parley server for tests that need other settings than the shared one (a 3-second
 * artifact lifetime, a job quota): the real server, the built SPA, its own port and data dir.
 */
export interface SpawnedServer {
  url: string
  stop: () => Promise<void>
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The test server exited early (code ${child.exitCode}).`)
    try {
      const res = await fetch(`${url}/v2/team/datasets?user_id=probe`, {
        headers: { 'x-pd-api-key': 'sk-parley-local' },
      })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The test server did not answer at ${url} within ${timeoutMs} ms.`)
}

export async function spawnServer(
  requestedPort: number,
  env: Record<string, string>,
): Promise<SpawnedServer> {
  // Specs name ports relative to the default E2E_PORT (8790), so two checkouts that run the suite
  // at once on different E2E_PORTs do not collide.
  const port = requestedPort - 8790 + Number(process.env.E2E_PORT ?? 8790)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-e2e-extra-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      PARLEY_STATIC_DIR: process.env.PARLEY_STATIC_DIR ?? 'dist',
      PARLEY_FAULTS: '1',
      PARLEY_PACE: '0.4',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(url, child, 60_000)
  } catch (err) {
    child.kill('SIGTERM')
    throw err
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
