// The kit itself (an in-process server on a temporary data dir) and its key and user: the base the other helpers take.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Envelope } from '@contract/jobs'
import { createApp } from '../../app'
import { loadConfig, type ServerConfig } from '../../config'
import { jobsContext } from '../http/context'

export const KEY = 'sk-test-jobs'
export const USER = 'tmm-test-user'

export interface Kit {
  config: ServerConfig
  app: ReturnType<typeof createApp>
  dir: string
  request(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; query?: Record<string, string> },
  ): Promise<Response>
  json<T = unknown>(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; query?: Record<string, string> },
  ): Promise<{ res: Response; body: Envelope<T> }>
  session(name?: string, extra?: Record<string, unknown>): Promise<string>
  /** Waits until the sync queue is idle (uploaded sources settled). */
  settle(): Promise<void>
  close(): void
}

/** The names of the files under a folder of the kit's data dir, at any depth; none if it is absent. */
export function filesUnder(kit: Pick<Kit, 'dir'>, dir: string): string[] {
  try {
    return readdirSync(path.join(kit.dir, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
  } catch {
    return []
  }
}

export function makeKit(env: Record<string, string> = {}, dir?: string): Kit {
  const dataDir = dir ?? mkdtempSync(path.join(tmpdir(), 'parley-jobs-'))
  const config: ServerConfig = {
    ...loadConfig({
      PARLEY_API_KEYS: KEY,
      PARLEY_DATA_DIR: dataDir,
      PARLEY_PACE: '0',
      PARLEY_RATE_LIMIT: '0',
      ...env,
    }),
    staticDir: null,
  }
  const app = createApp(config)
  const request: Kit['request'] = (method, p, init = {}) => {
    const url = new URL(`http://127.0.0.1:8787${p}`)
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
    const hasBody = init.body !== undefined
    return Promise.resolve(
      app.request(url.toString(), {
        method,
        headers: {
          'x-pd-api-key': KEY,
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
      }),
    )
  }
  const kit: Kit = {
    config,
    app,
    dir: dataDir,
    request,
    async json<T>(method: string, p: string, init = {}) {
      const res = await request(method, p, init)
      return { res, body: (await res.json()) as Envelope<T> }
    },
    async session(name = 'test session', extra = {}) {
      const { body } = await kit.json<{ id: string }>('POST', '/v2/team/sessions', {
        body: { name, user_id: USER, ...extra },
      })
      if (body.code !== 0) throw new Error(`session: ${body.msg}`)
      return body.data.id
    },
    settle: () => jobsContext(config).sync.idle(),
    // The server may still be writing there (SQLite's journal, the data-dir probe): retry, as
    // a removal racing those writes fails with ENOTEMPTY.
    close: () => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }),
  }
  return kit
}
