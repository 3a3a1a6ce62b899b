import { serve } from '@hono/node-server'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'

/**
 * The real app for a benchmark: a fresh production build (so a stale dist/ never skews a figure)
 * served in-process by the real server with a throwaway data dir. The sample-data warm-up of
 * `npm start` is not run, so it never competes with the page for CPU.
 */
export async function startApp(
  env: Record<string, string> = {},
): Promise<{ url: string; close: () => void }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'parley-bench-app-'))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parley-bench-data-'))
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  )
  const config = loadConfig({
    ...process.env,
    PARLEY_STATIC_DIR: outDir,
    PARLEY_DATA_DIR: dataDir,
    PARLEY_API_KEYS: 'sk-parley-local',
    PARLEY_PACE: '0',
    ...env,
  })
  const app = createApp(config)
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => {
            if ('closeAllConnections' in server) server.closeAllConnections()
            server.close()
            rmSync(outDir, { recursive: true, force: true })
            rmSync(dataDir, { recursive: true, force: true })
          },
        }),
    )
  })
}
