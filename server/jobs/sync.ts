import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { dropSource, loadSource } from '../engine/catalog'
import type { Repository } from '../db/repo'
import type { DataSourceRecord } from './store/records'

/**
 * Turns a new data source from `synching` into `synched` (loaded and profiled by the engine) or
 * `invalid` with the reason, in the background. Sources still synching when the server stopped
 * are picked up again at start.
 */

const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024

export class SyncQueue {
  private readonly pending = new Map<string, Promise<void>>()

  constructor(
    private readonly repo: Repository,
    private readonly resolve: (relative: string) => string,
    private readonly paceFactor: number,
  ) {}

  async resume(): Promise<void> {
    for (const ds of await this.repo.synchingSources()) this.enqueue(ds.id)
  }

  enqueue(id: string): void {
    if (this.pending.has(id)) return
    // A short pause in demos so a client can see `synching`; none in tests (PARLEY_PACE=0).
    const delay = Math.max(0, 300 * this.paceFactor)
    const run = new Promise<void>((resolve) => setTimeout(resolve, delay))
      .then(() => this.run(id))
      .finally(() => this.pending.delete(id))
    this.pending.set(id, run)
  }

  /** Resolves once every queued source has settled. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending.values())
  }

  private update(id: string, change: Partial<DataSourceRecord>) {
    return this.repo.updateSource(id, change)
  }

  private async run(id: string): Promise<void> {
    const ds = await this.repo.getSource(id)
    if (!ds || ds.status !== 'synching') return
    const file = this.resolve(ds.file_path)
    try {
      if (ds.url && !existsSync(file)) await download(ds.url, file)
      const profile = await loadSource({
        datasetId: ds.dataset_id,
        datasourceId: ds.id,
        fileName: ds.name,
        fileType: ds.file_type,
        path: file,
      })
      if (profile.rows === 0) throw new Error('The file has no rows.')
      if (!(await this.repo.getSource(id))) return void (await dropSource(id))
      await this.update(id, { status: 'synched', size: statSync(file).size, reason: null })
    } catch (error) {
      await dropSource(id)
      await this.update(id, { status: 'invalid', reason: reasonOf(error, file, ds.name) })
    }
  }
}

/** A readable reason without server paths. */
function reasonOf(error: unknown, file: string, name: string): string {
  const text = error instanceof Error ? error.message : String(error)
  const first = text.split('\n').find((l) => l.trim()) ?? text
  return first
    .split(file)
    .join(name)
    .replace(/^[A-Za-z ]+Error: /, '')
    .slice(0, 300)
}

async function download(url: string, file: string): Promise<void> {
  const protocol = new URL(url).protocol
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error('Only http and https URLs can be data sources.')
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  if (!res.ok) throw new Error(`Downloading the file failed with HTTP ${res.status}.`)
  if (Number(res.headers.get('content-length') ?? 0) > MAX_DOWNLOAD_BYTES) throw new Error('The file is too large.')
  // Read with a running cap, so a server that lies about (or omits) its length cannot fill memory.
  const parts: Uint8Array[] = []
  let size = 0
  for await (const part of res.body ?? []) {
    size += part.byteLength
    if (size > MAX_DOWNLOAD_BYTES) {
      await res.body?.cancel().catch(() => undefined)
      throw new Error('The file is too large.')
    }
    parts.push(part)
  }
  if (size === 0) throw new Error('The file is empty.')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, Buffer.concat(parts))
}
