import { createWriteStream, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'

/**
 * The part of a workbook's conversion that reads it (xlsx.ts has the rest): ExcelJS (a maintained
 * reader and writer of .xlsx that installs from npm on Node 20) streams each sheet row by row,
 * and its rows are written as JSON lines with the column types read from the cells (numbers,
 * dates, date-times, booleans, text). Runs in a worker thread of its own (xlsx-worker.mjs):
 * parsing the workbook's XML is JavaScript work that held the main thread for seconds at a time.
 */

export type Kind = 'number' | 'date' | 'timestamp' | 'boolean' | 'text'
type Value = number | boolean | string | Date | null

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

/** One sheet read into `jsonl`, its columns' kinds and names. */
export interface SheetShape {
  n: number
  name: string
  jsonl: string
  kinds: (Kind | undefined)[]
  names: string[]
  rows: number
}

/** Reads every sheet with a header row and data, handing each over as soon as it is written. */
export async function readWorkbook(
  workbook: string,
  outDir: string,
  onSheet: (sheet: SheetShape) => void,
): Promise<void> {
  mkdirSync(outDir, { recursive: true })
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(workbook, {
    sharedStrings: 'cache',
    // Styles tell a date cell from a number cell.
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  })
  let n = 0
  for await (const sheet of reader as AsyncIterable<
    ExcelJS.stream.xlsx.WorksheetReader & { name?: string }
  >) {
    n++
    const jsonl = path.join(outDir, `${n}.jsonl`)
    const shape = await sheetToJson(sheet, jsonl)
    if (!shape) {
      rmSync(jsonl, { force: true })
      continue
    }
    onSheet({ n, name: sheet.name ?? `Sheet ${n}`, jsonl, ...shape })
  }
}
