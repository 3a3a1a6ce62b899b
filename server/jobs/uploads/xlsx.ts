import { rmSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { execute } from '../../engine/db'
import { ident, literal } from '../../engine/sql'
import type { Kind, SheetShape } from './xlsx-read'

/**
 * Excel workbooks become one table per sheet. A worker thread reads the workbook (xlsx-read.ts,
 * ExcelJS streaming it row by row) into one JSON-lines file per sheet with each column's type;
 * here DuckDB stores each as a Parquet file with exactly those types, and the engine reads that
 * file like any other Parquet source. The main thread only waits: before, ExcelJS parsed on it
 * and held it up to seconds at a time on a large workbook (docs/limits.md, "Load").
 */

interface SheetTable {
  name: string
  /** The Parquet file holding the sheet. */
  file: string
  rows: number
  columns: number
}

const SQL_TYPE: Record<Kind, string> = {
  number: 'DOUBLE',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
  boolean: 'BOOLEAN',
  text: 'VARCHAR',
}

/** Dates were written as ISO strings in UTC (how ExcelJS gives wall-clock time). */
function cellSql(i: number, kind: Kind): string {
  const text = `json_extract_string(r, '$[${i}]')`
  if (kind === 'date') return `CAST(left(${text}, 10) AS DATE)`
  if (kind === 'timestamp') return `CAST(replace(${text}, 'Z', '') AS TIMESTAMP)`
  return `CAST(${text} AS ${SQL_TYPE[kind]})`
}

/** The sheets the worker reads, in order, as they are written; then null. */
function readInWorker(
  workbook: string,
  outDir: string,
): AsyncIterable<SheetShape> & { stop(): void } {
  const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
    workerData: { workbook, outDir },
  })
  const queue: (SheetShape | null | Error)[] = []
  let wake: (() => void) | null = null
  const push = (item: SheetShape | null | Error) => {
    queue.push(item)
    wake?.()
  }
  worker.on('message', (m: { sheet?: SheetShape; done?: true; error?: string }) =>
    push(m.error !== undefined ? new Error(m.error) : (m.sheet ?? null)),
  )
  worker.on('error', push)
  worker.on('exit', () => push(new Error('The workbook reader stopped unexpectedly.')))
  return {
    stop: () => void worker.terminate(),
    async *[Symbol.asyncIterator]() {
      for (;;) {
        while (!queue.length) await new Promise<void>((r) => (wake = r))
        const item = queue.shift()!
        if (item instanceof Error) throw item
        if (item === null) return
        yield item
      }
    },
  }
}

export async function convertWorkbook(workbook: string, outDir: string): Promise<SheetTable[]> {
  const sheets: SheetTable[] = []
  const read = readInWorker(workbook, outDir)
  try {
    for await (const shape of read) {
      const file = path.join(outDir, `${shape.n}.parquet`)
      // Rows were written as JSON arrays; each column is taken by position and cast to its kind.
      const columns = shape.names
        .map((name, i) => `${cellSql(i, shape.kinds[i] ?? 'text')} AS ${ident(name)}`)
        .join(', ')
      try {
        await execute(
          `COPY (SELECT ${columns} FROM read_json(${literal(shape.jsonl)}, format = 'newline_delimited', columns = {r: 'JSON'})) TO ${literal(file)} (FORMAT parquet)`,
        )
      } catch (error) {
        throw new Error(sheetRefusal(shape.name, error))
      } finally {
        rmSync(shape.jsonl, { force: true })
      }
      sheets.push({ name: shape.name, file, rows: shape.rows, columns: shape.names.length })
    }
  } finally {
    read.stop()
  }
  return sheets
}

/**
 * Why a sheet could not be stored, in words that name the sheet and never a file of the server
 * (DuckDB names its temporary JSON-lines file; docs/limits.md, "Workbooks").
 */
function sheetRefusal(sheet: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  if (/maximum_object_size/.test(text))
    return `A row of sheet "${sheet}" is too large to read; split its cells or rows.`
  const first = (text.split('\n')[0] ?? '').replace(/^[A-Za-z ]+Error: /, '')
  return `Sheet "${sheet}" could not be read: ${withoutPaths(first)}`
}

/** Any absolute path (quoted or not) becomes "a file", so no refusal shows where data lives. */
export function withoutPaths(text: string): string {
  return text
    .replace(/(["'])(?:[A-Za-z]:)?[\\/][^"']*\1/g, '"a file"')
    .replace(/(?<![\w.])(?:[A-Za-z]:)?[\\/](?:[^\s"'\\/]+[\\/])+[^\s"',;:)]*/g, 'a file')
}
