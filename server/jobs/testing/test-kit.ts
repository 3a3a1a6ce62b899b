import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { describe, expect, it } from 'vitest'
import type {
  ArtifactContent,
  Block,
  DataSource,
  Envelope,
  JobStreamChunk,
  MultipartInitResult,
  Stage,
} from '@contract/jobs'
import { createApp } from '../../app'
import { loadConfig, type ServerConfig } from '../../config'
import { STORES } from '../../db/testing/stores'
import { jobsContext } from '../http/context'

/** Helpers for the job service's contract tests: an in-process server on a temporary data dir. */

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
    close: () => rmSync(dataDir, { recursive: true, force: true }),
  }
  return kit
}

/**
 * One case of a suite run on both stores: `fn` gets a kit on a fresh store (its data dir removed
 * after) and the store's environment, with `options.env` added, for a second kit on the same
 * store (`makeKit(env, kit.dir)`, a restart).
 */
type StoreCaseFn = (
  name: string,
  fn: (kit: Kit, env: Record<string, string>) => Promise<void>,
  options?: { env?: Record<string, string>; timeout?: number },
) => void

/**
 * A suite run on SQLite and on PostgreSQL (server/db/testing/stores.ts), titled "<title> on
 * <store>"; a store's cases are skipped where it is missing.
 */
export function describeOnStores(title: string, cases: (it: StoreCaseFn) => void): void {
  describe.each(STORES)(`${title} on $name`, (store) => {
    cases((name, fn, options = {}) =>
      it.skipIf(store.skip)(
        name,
        async () => {
          const env = { ...(await store.env()), ...options.env }
          const kit = makeKit(env)
          try {
            await fn(kit, env)
          } finally {
            kit.close()
          }
        },
        options.timeout,
      ),
    )
  })
}

export interface StreamEvent {
  event: string | undefined
  id: string | undefined
  data: string
}

/** Parses an SSE body with a spec parser, keeping comments (keep-alives) apart. */
export async function readStream(
  res: Response,
): Promise<{ events: StreamEvent[]; comments: string[]; raw: string }> {
  const raw = await res.text()
  const events: StreamEvent[] = []
  const comments: string[] = []
  const parser = createParser({
    onEvent: (e: EventSourceMessage) => events.push({ event: e.event, id: e.id, data: e.data }),
    onComment: (c) => comments.push(c),
  })
  parser.feed(raw)
  return { events, comments, raw }
}

export function chunkOf<C = unknown>(e: StreamEvent): JobStreamChunk<C> {
  return JSON.parse(e.data) as JobStreamChunk<C>
}

export function contentOf<C = unknown>(e: StreamEvent): C {
  return chunkOf<C>(e).choices[0]?.delta.content as C
}

export async function job(
  kit: Kit,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return kit.json<{ job_id: string; blocks: Block[] }>('POST', '/v2/team/jobs', {
    body: { user_id: USER, ...body },
    headers,
  })
}

export async function streamJob(
  kit: Kit,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await kit.request('POST', '/v2/team/jobs', {
    body: { user_id: USER, stream: true, ...body },
    headers,
  })
  return { res, ...(await readStream(res)) }
}

/** Uploads a file through the multipart form endpoint and returns its object key. */
export async function upload(
  kit: Kit,
  name: string,
  content: string | Uint8Array,
): Promise<Envelope<{ file_object_key: string }>> {
  const form = new FormData()
  form.set('user_id', USER)
  form.set(
    'file',
    new File([typeof content === 'string' ? content : new Uint8Array(content)], name),
  )
  const res = await kit.app.request('http://127.0.0.1:8787/v2/team/file/upload-datasource', {
    method: 'POST',
    headers: { 'x-pd-api-key': KEY },
    body: form,
  })
  return (await res.json()) as Envelope<{ file_object_key: string }>
}

/** Uploads and creates a data source in a new dataset; waits until it has settled. */
export async function uploadSource(kit: Kit, name: string, content: string | Uint8Array) {
  const up = await upload(kit, name, content)
  if (up.code !== 0) throw new Error(`upload: ${up.msg}`)
  return sourceFromUpload(kit, name, up.data.file_object_key)
}

/** Creates a data source of an uploaded file in a new dataset; waits until it has settled. */
export async function sourceFromUpload(kit: Kit, name: string, fileObjectKey: string) {
  const { body } = await kit.json<{ id: string; dataset_id: string; status: string }>(
    'POST',
    '/v2/team/datasources',
    { body: { name, type: 'FILE', file_object_key: fileObjectKey, user_id: USER } },
  )
  if (body.code !== 0) throw new Error(`datasource: ${body.msg}`)
  await kit.settle()
  return body.data
}

export const getSource = (kit: Kit, datasetId: string, id: string) =>
  kit.json<DataSource>('GET', `/v2/team/datasets/${datasetId}/datasources/${id}`, {
    query: { user_id: USER },
  })

/** Starts a multipart upload of `size` bytes. */
export async function initMultipart(
  kit: Kit,
  name: string,
  size: number,
): Promise<MultipartInitResult> {
  const res = await kit.json<MultipartInitResult>('POST', '/v2/team/file/init-multipart-upload', {
    body: { file_name: name, file_size: size, user_id: USER },
  })
  expect(res.body.code).toBe(0)
  return res.body.data
}

/** PUTs `bytes` part by part to the upload's signed URLs; answers each part's number and ETag. */
export async function putParts(kit: Kit, upload: MultipartInitResult, bytes: Uint8Array) {
  const etags: { number: number; etag: string }[] = []
  let offset = 0
  for (const part of upload.part_items) {
    const res = await kit.app.request(part.upload_url, {
      method: 'PUT',
      body: bytes.slice(offset, offset + part.size),
    })
    offset += part.size
    expect(res.status).toBe(200)
    etags.push({ number: part.number, etag: res.headers.get('etag') ?? '' })
  }
  return etags
}

export const completeMultipart = (kit: Kit, upload: MultipartInitResult, etags: unknown[]) =>
  kit.json<{ file_object_key: string }>('POST', '/v2/team/file/complete-multipart-upload', {
    body: {
      user_id: USER,
      upload_id: upload.upload_id,
      file_object_key: upload.file_object_key,
      part_etags: etags,
    },
  })

/** The content of the first TABLE (or IMAGE) block. */
export function artifactOf(blocks: Block[], type: 'TABLE' | 'IMAGE' = 'TABLE'): ArtifactContent {
  const block = blocks.find((b) => b.type === type)
  if (!block || (block.type !== 'TABLE' && block.type !== 'IMAGE'))
    throw new Error(`no ${type} block`)
  return block.content
}

/** The text of the MESSAGE (or CODE) blocks, optionally of one stage, joined. */
export function textOf(
  blocks: Block[],
  opts: { type?: 'MESSAGE' | 'CODE'; stage?: Stage } = {},
): string {
  return blocks
    .flatMap((b) =>
      b.type === (opts.type ?? 'MESSAGE') &&
      (!opts.stage || b.stage === opts.stage) &&
      typeof b.content === 'string'
        ? [b.content]
        : [],
    )
    .join('')
}
