import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type ExcelJS from 'exceljs'
import { execute } from '../engine/db'
import { ident, literal } from '../engine/sql'

/**
 * Excel workbooks become one table per sheet. ExcelJS (a maintained reader and writer of .xlsx that
 * installs from npm on Node 20) streams the workbook row by row, so a large sheet does not hold the
 * event loop in one piece. Each sheet's rows are written as JSON lines with the column types read
 * from the cells (numbers, dates, date-times, booleans, text), then DuckDB stores them as a Parquet
 * file with exactly those types; the engine reads that file like any other Parquet source.
 */

export interface SheetTable {
  name: string
  /** The Parquet file holding the sheet. */
  file: string
  rows: number
  columns: number
}

type Kind = 'number' | 'date' | 'timestamp' | 'boolean' | 'text'
type Value = number | boolean | string | Date | null

const SQL_TYPE: Record<Kind, string> = {
  number: 'DOUBLE',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
  boolean: 'BOOLEAN',
  text: 'VARCHAR',
}

/** A cell's value without the wrapping of formulas, rich text, links and errors. */
function plain(v: unknown): Value {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string') return v.trim() === '' ? null : v
  if (typeof v === 'boolean' || v instanceof Date) return v
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    if ('error' in o) return null
    if ('result' in o) return plain(o.result)
    if (Array.isArray(o.richText))
      return plain((o.richText as { text?: string }[]).map((r) => r.text ?? '').join(''))
    if ('text' in o) return plain(o.text)
  }
  return null
}

function kindOf(v: Exclude<Value, null>): Kind {
  if (typeof v === 'number') return 'number'
  if (typeof v === 'boolean') return 'boolean'
  if (v instanceof Date)
    return v.getUTCHours() || v.getUTCMinutes() || v.getUTCSeconds() || v.getUTCMilliseconds()
      ? 'timestamp'
      : 'date'
  return 'text'
}

function merge(a: Kind | undefined, b: Kind): Kind {
  if (!a || a === b) return b
  if ((a === 'date' && b === 'timestamp') || (a === 'timestamp' && b === 'date')) return 'timestamp'
  return 'text'
}

function asText(v: Exclude<Value, null>): string {
  if (v instanceof Date)
    return kindOf(v) === 'date' ? v.toISOString().slice(0, 10) : v.toISOString()
  return String(v)
}

/** Dates were written as ISO strings in UTC (how ExcelJS gives wall-clock time). */
function cellSql(i: number, kind: Kind): string {
  const text = `json_extract_string(r, '$[${i}]')`
  if (kind === 'date') return `CAST(left(${text}, 10) AS DATE)`
  if (kind === 'timestamp') return `CAST(replace(${text}, 'Z', '') AS TIMESTAMP)`
  return `CAST(${text} AS ${SQL_TYPE[kind]})`
}

function uniqueNames(header: Value[], count: number): string[] {
  const seen = new Set<string>()
  return Array.from({ length: count }, (_, i) => {
    const base =
      header[i] === null || header[i] === undefined ? `column_${i + 1}` : asText(header[i]).trim()
    let name = base || `column_${i + 1}`
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}_${n}`
    seen.add(name.toLowerCase())
    return name
  })
}

async function writeLine(out: ReturnType<typeof createWriteStream>, line: string) {
  if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()))
}

/** Reads one sheet (rows already streaming) into a JSON-lines file; null when it has no data. */
async function sheetToJson(
  rows: AsyncIterable<ExcelJS.Row>,
  jsonl: string,
): Promise<{ kinds: (Kind | undefined)[]; names: string[]; rows: number } | null> {
  const out = createWriteStream(jsonl)
  let header: Value[] | null = null
  const body: Value[][] = []
  const kinds: (Kind | undefined)[] = []
  let width = 0
  let count = 0
  // Rows wait in memory only until the types are known; then they are written in batches.
  const flush = async () => {
    for (const r of body.splice(0)) await writeLine(out, `${JSON.stringify(r)}\n`)
  }
  for await (const row of rows) {
    const values = (row.values as unknown[]).slice(1).map(plain)
    if (!values.some((v) => v !== null)) continue
    if (!header) {
      header = values
      width = values.length
      continue
    }
    width = Math.max(width, values.length)
    values.forEach((v, i) => {
      if (v !== null) kinds[i] = merge(kinds[i], kindOf(v))
    })
    body.push(values)
    count++
    if (body.length >= 5000) await flush()
  }
  await flush()
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  )
  if (!header || count === 0) return null
  return {
    kinds: Array.from({ length: width }, (_, i) => kinds[i]),
    names: uniqueNames(header, width),
    rows: count,
  }
}

export async function convertWorkbook(workbook: string, outDir: string): Promise<SheetTable[]> {
  mkdirSync(outDir, { recursive: true })
  // Loaded on first use: it took 0.7 s of every server start, and few servers see a workbook.
  const { default: Excel } = await import('exceljs')
  const reader = new Excel.stream.xlsx.WorkbookReader(workbook, {
    sharedStrings: 'cache',
    // Styles tell a date cell from a number cell.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  })
  const sheets: SheetTable[] = []
  let n = 0
  for await (const sheet of reader as AsyncIterable<
    ExcelJS.stream.xlsx.WorksheetReader & { name?: string }
  >) {
    n++
    const raw = path.join(outDir, `${n}.jsonl`)
    const shape = await sheetToJson(sheet, raw)
    if (!shape) {
      rmSync(raw, { force: true })
      continue
    }
    const file = path.join(outDir, `${n}.parquet`)
    // Rows were written as JSON arrays; each column is taken by position and cast to its kind.
    const columns = shape.names
      .map((name, i) => `${cellSql(i, shape.kinds[i] ?? 'text')} AS ${ident(name)}`)
      .join(', ')
    const name = sheet.name ?? `Sheet ${n}`
    try {
      await execute(
        `COPY (SELECT ${columns} FROM read_json(${literal(raw)}, format = 'newline_delimited', columns = {r: 'JSON'})) TO ${literal(file)} (FORMAT parquet)`,
      )
    } catch (error) {
      throw new Error(sheetRefusal(name, error))
    } finally {
      rmSync(raw, { force: true })
    }
    sheets.push({
      name,
      file,
      rows: shape.rows,
      columns: shape.names.length,
    })
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
