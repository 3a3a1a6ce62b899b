import type { CsvRequest, CsvResponse } from './csv.worker'
import type { ParsedTable } from './parse-csv'
import type { StreamProgress } from './parse-csv-stream'

export type { ColumnProfile, ColumnType, ParsedTable } from './parse-csv'
export type { StreamProgress } from './parse-csv-stream'

let worker: Worker | null = null
let nextId = 1
const pending = new Map<
  number,
  {
    rows: string[][]
    resolve: (t: ParsedTable) => void
    reject: (e: Error) => void
    onPreview?: (p: StreamProgress) => void
    onDownloaded?: (bytes: Blob) => void
  }
>()

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null
  if (!worker) {
    worker = new Worker(new URL('./csv.worker.ts', import.meta.url), {
      type: 'module',
      name: 'csv',
    })
    worker.onmessage = (e: MessageEvent<CsvResponse>) => {
      const entry = pending.get(e.data.id)
      if (!entry) return
      if ('preview' in e.data) {
        entry.onPreview?.(e.data.preview)
        return
      }
      if ('downloaded' in e.data) {
        entry.onDownloaded?.(e.data.downloaded)
        return
      }
      // Rows arrive in slices (one short task each), then the table without them.
      if ('rows' in e.data) {
        for (const row of e.data.rows) entry.rows.push(row)
        return
      }
      pending.delete(e.data.id)
      if (e.data.ok) entry.resolve({ ...e.data.table, rows: entry.rows })
      else entry.reject(new Error(e.data.message))
    }
    worker.onerror = (e) => {
      // A crashed worker fails everything in flight; the next call starts a fresh one.
      for (const entry of pending.values())
        entry.reject(new Error(e.message || 'The CSV parser stopped.'))
      pending.clear()
      worker?.terminate()
      worker = null
    }
  }
  return worker
}

/** Parses CSV off the main thread (papaparse in a Web Worker); in tests without Worker, inline. */
export async function parseCsvOffMainThread(input: Blob | string): Promise<ParsedTable> {
  const w = getWorker()
  if (!w) {
    const { parseCsv } = await import('./parse-csv')
    return parseCsv(typeof input === 'string' ? input : await input.text())
  }
  const id = nextId++
  return new Promise<ParsedTable>((resolve, reject) => {
    pending.set(id, { rows: [], resolve, reject })
    const request: CsvRequest = { id, input }
    w.postMessage(request)
  })
}

/**
 * Starts the worker ahead of a parse (when a job begins), so its start-up is not on the way to a
 * table's first rows.
 */
export function warmCsvWorker(): void {
  getWorker()
}

/**
 * Parses a CSV while it downloads: the stream moves to the worker, `onPreview` gets the first
 * `previewRows` rows as soon as they are parsed, `onDownloaded` the file's bytes once the last
 * one is in (to keep a copy), and the whole table resolves at the end. The main thread never
 * touches the bytes: no tee(), so no second copy of each chunk is made here.
 */
export async function parseCsvStreamOffMainThread(
  stream: ReadableStream<Uint8Array>,
  previewRows: number,
  onPreview: (p: StreamProgress) => void,
  onDownloaded: (bytes: Blob) => void,
): Promise<ParsedTable> {
  const w = getWorker()
  if (!w) {
    const { parseCsvStream } = await import('./parse-csv-stream')
    return parseCsvStream(stream, previewRows, onPreview, onDownloaded)
  }
  const id = nextId++
  return new Promise<ParsedTable>((resolve, reject) => {
    pending.set(id, { rows: [], resolve, reject, onPreview, onDownloaded })
    const request: CsvRequest = { id, stream, previewRows }
    w.postMessage(request, [stream])
  })
}
