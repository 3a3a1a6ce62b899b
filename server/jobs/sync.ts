import { existsSync, statSync } from 'node:fs'
import { dropSource, loadSource } from '../engine/catalog'
import type { DataSourceRecord } from './store/records'
import type { Store } from './store/store'
import { downloadToFile } from './url-source/download'

/**
 * Turns a new data source from `synching` into `synched` (loaded and profiled by the engine) or
 * `invalid` with the reason, in the background. Sources still synching when the server stopped
 * are picked up again at start.
 */

export class SyncQueue {
  private readonly pending = new Map<string, Promise<void>>()

  constructor(
    private readonly store: Store,
    private readonly paceFactor: number,
    /** Hosts a URL data source may reach even when they are not public (PARLEY_URL_SOURCES_ALLOW). */
    private readonly urlAllow: readonly string[] = [],
  ) {}

  resume(): void {
    for (const ds of this.store.datasources.values())
      if (ds.status === 'synching') this.enqueue(ds.id)
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
    const ds = this.store.datasources.get(id)
    if (ds) this.store.datasources.put({ ...ds, ...change })
  }

  private async run(id: string): Promise<void> {
    const ds = this.store.datasources.get(id)
    if (!ds || ds.status !== 'synching') return
    const file = this.store.resolve(ds.file_path)
    try {
      if (ds.url && !existsSync(file)) await downloadToFile(ds.url, file, { allow: this.urlAllow })
      const profile = await loadSource({
        datasetId: ds.dataset_id,
        datasourceId: ds.id,
        fileName: ds.name,
        fileType: ds.file_type,
        path: file,
      })
      if (profile.rows === 0) throw new Error('The file has no rows.')
      if (!this.store.datasources.get(id)) return void (await dropSource(id))
      this.update(id, { status: 'synched', size: statSync(file).size, reason: null })
    } catch (error) {
      await dropSource(id)
      this.update(id, { status: 'invalid', reason: reasonOf(error, file, ds.name) })
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
