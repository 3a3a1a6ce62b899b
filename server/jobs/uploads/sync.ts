import { createHash } from 'node:crypto'
import { createReadStream, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { mkdir } from 'node:fs/promises'
import { isDocumentType, type DataSourceDetails } from '@contract/jobs'
import { dropSource, loadSource } from '../../engine/catalog'
import { documentPath, dropDocument, indexDocument } from '../../engine/documents/documents'
import { tablesFound } from '../../engine/documents/tables'
import type { Repository } from '../../db/repo'
import { dialectOf, loadErrorReason } from '../../engine/source-reader'
import { newId } from '../store/ids'
import type { DataSourceRecord } from '../../db/records'
import { downloadToFile } from '../url-source/download'
import { convertWorkbook, withoutPaths } from './xlsx'

/**
 * Turns a new data source from `synching` into `synched` (loaded and profiled by the engine) or
 * `invalid` with the reason, in the background. Sources still synching when the server stopped
 * are picked up again at start.
 */

export class SyncQueue {
  private readonly pending = new Map<string, Promise<void>>()

  constructor(
    private readonly repo: Repository,
    private readonly resolve: (relative: string) => string,
    private readonly paceFactor: number,
    /** Hosts a URL data source may reach even when they are not public (PARLEY_URL_SOURCES_ALLOW). */
    private readonly urlAllow: readonly string[] = [],
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
      if (ds.url && !existsSync(file)) await downloadToFile(ds.url, file, { allow: this.urlAllow })
      // An upload is read only if it is still the file that was uploaded (docs/limits.md).
      if (ds.sha256 && !ds.workbook_path && (await sha256Of(file)) !== ds.sha256)
        throw new Error(
          `The stored file is not the one uploaded (its SHA-256 differs): upload ${ds.name} again.`,
        )
      if (ds.file_type === 'xlsx' && !ds.workbook_path) return await this.splitWorkbook(ds, file)
      if (isDocumentType(ds.file_type)) return await this.indexDocument(ds, file)
      const profile = await loadSource({
        datasetId: ds.dataset_id,
        datasourceId: ds.id,
        fileName: ds.name,
        fileType: ds.file_type,
        path: file,
      })
      if (profile.rows === 0) throw new Error('The file has no rows.')
      if (!(await this.repo.getSource(id))) return void (await dropSource(id))
      const details = await detailsOf(ds, file)
      await this.update(id, {
        status: 'synched',
        size: statSync(file).size,
        reason: null,
        details: { ...details, rows: profile.rows, columns: profile.columns.length },
      })
    } catch (error) {
      await dropSource(id)
      if (isDocumentType(ds.file_type)) await dropDocument(this.resolve(documentPath(id)))
      // The file's own path reads as its name; any other server path (a converted sheet, a
      // copy) is no business of the client's.
      const reason = withoutPaths(loadErrorReason(error, file, ds.name))
      await this.update(id, { status: 'invalid', reason })
    }
  }

  /**
   * A document's passages and index are written by a worker (documents/documents.ts), whole or
   * not at all; the source is synched only once they are on disk.
   */
  private async indexDocument(ds: DataSourceRecord, file: string): Promise<void> {
    if (!isDocumentType(ds.file_type)) return
    const out = this.resolve(documentPath(ds.id))
    await mkdir(path.dirname(out), { recursive: true })
    const { pages, tables, ...made } = await indexDocument(file, ds.file_type, out)
    if (!(await this.repo.getSource(ds.id))) return void (await dropDocument(out))
    await this.update(ds.id, {
      status: 'synched',
      size: statSync(file).size,
      reason: null,
      details: {
        format: ds.file_type,
        ...made,
        ...(pages ? { pages } : {}),
        // Tables inside it, each offered as a CSV source of its own (POST …/tables/{n}).
        ...(tables.length ? { tables, tables_found: tablesFound(tables) } : {}),
      },
    })
  }

  /**
   * Each sheet of a workbook becomes a data source in the same dataset: the first keeps this
   * source's id, the others are added, and all are then loaded like any other source.
   */
  private async splitWorkbook(ds: DataSourceRecord, workbook: string): Promise<void> {
    const dir = path.join('files', 'sheets', ds.id)
    const sheets = await convertWorkbook(workbook, this.resolve(dir))
    if (!sheets.length) throw new Error('The workbook has no sheet with a header row and data.')
    if (!(await this.repo.getSource(ds.id))) return
    for (const [i, sheet] of sheets.entries()) {
      const record: DataSourceRecord = {
        ...ds,
        id: i === 0 ? ds.id : newId('ds'),
        name: `${ds.name} · ${sheet.name}`,
        file_path: path.join(dir, path.basename(sheet.file)),
        workbook_path: ds.file_path,
        details: { format: 'xlsx', sheet: sheet.name, workbook: ds.name },
        created_at: new Date().toISOString(),
      }
      await this.repo.putSource(record)
    }
    await this.run(ds.id)
    for (const s of await this.repo.sourcesOf(ds.dataset_id))
      if (s.workbook_path === ds.file_path && s.id !== ds.id && s.status === 'synching')
        this.enqueue(s.id)
  }
}

/** Streamed: a 2 GiB upload is hashed a megabyte at a time, never held whole. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function detailsOf(ds: DataSourceRecord, file: string): Promise<DataSourceDetails> {
  if (ds.file_type === 'csv' || ds.file_type === 'tsv')
    return {
      format: ds.file_type,
      ...(await dialectOf(file, ds.file_type)),
      ...(ds.details?.table_of ? { table_of: ds.details.table_of } : {}),
    }
  return ds.details ?? { format: ds.file_type }
}
