import Papa from 'papaparse'

/**
 * CSV text to a table the grid can sort and filter without touching strings again: every column
 * gets a Float64Array of sort keys (numbers, timestamps, or the rank of a text value), computed
 * here, off the main thread.
 */
export type ColumnType = 'integer' | 'number' | 'date' | 'boolean' | 'text'

export interface ColumnProfile {
  name: string
  type: ColumnType
  /** Empty cells. */
  empty: number
  /** Distinct non-empty values (text and boolean columns; numbers count too). */
  distinct: number
  min: string | null
  max: string | null
}

export interface ParsedTable {
  columns: ColumnProfile[]
  /** Row-major cell text, exactly as in the file. */
  rows: string[][]
  /** One sort key per cell, per column; NaN for an empty cell. */
  keys: Float64Array[]
  /** Papaparse's complaints, in plain words, capped. */
  warnings: string[]
}

const INTEGER = /^[-+]?\d+$/
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i
const DATE = /^\d{4}-\d{2}(-\d{2})?([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const BOOL = /^(true|false)$/i

function inferType(values: string[][], col: number): ColumnType {
  let integer = true
  let number = true
  let date = true
  let bool = true
  let seen = 0
  for (const row of values) {
    const v = row[col]
    if (v === undefined || v === '') continue
    seen++
    // A leading zero ("007", a zip code) is an identifier, not a number.
    if (integer && (!INTEGER.test(v) || (v.length > 1 && /^[-+]?0\d/.test(v)))) integer = false
    if (number && (!NUMBER.test(v) || /^[-+]?0\d/.test(v))) number = false
    if (date && !DATE.test(v)) date = false
    if (bool && !BOOL.test(v)) bool = false
    if (!integer && !number && !date && !bool) return 'text'
  }
  if (seen === 0) return 'text'
  if (integer) return 'integer'
  if (number) return 'number'
  if (bool) return 'boolean'
  if (date) return 'date'
  return 'text'
}

function uniqueNames(header: string[], width: number): string[] {
  const used = new Map<string, number>()
  const names: string[] = []
  for (let i = 0; i < width; i++) {
    const base = (header[i] ?? '').trim() || `column ${i + 1}`
    const n = used.get(base) ?? 0
    used.set(base, n + 1)
    names.push(n === 0 ? base : `${base} (${n + 1})`)
  }
  return names
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function keysFor(rows: string[][], col: number, type: ColumnType): Float64Array {
  const keys = new Float64Array(rows.length)
  if (type === 'text') {
    // Rank distinct values once so sorting is a numeric compare, not a collator call per pair.
    const distinct = [...new Set(rows.map((r) => r[col] ?? '').filter((v) => v !== ''))].sort(
      collator.compare,
    )
    const rank = new Map(distinct.map((v, i) => [v, i]))
    for (let r = 0; r < rows.length; r++) {
      const v = rows[r]![col] ?? ''
      keys[r] = v === '' ? NaN : rank.get(v)!
    }
    return keys
  }
  for (let r = 0; r < rows.length; r++) {
    const v = rows[r]![col] ?? ''
    if (v === '') keys[r] = NaN
    else if (type === 'boolean') keys[r] = /^true$/i.test(v) ? 1 : 0
    else if (type === 'date') keys[r] = Date.parse(v.length === 7 ? `${v}-01` : v)
    else keys[r] = Number(v)
  }
  return keys
}

function profile(
  rows: string[][],
  col: number,
  name: string,
  type: ColumnType,
  keys: Float64Array,
): ColumnProfile {
  let empty = 0
  let minAt = -1
  let maxAt = -1
  const distinct = new Set<string>()
  for (let r = 0; r < rows.length; r++) {
    const k = keys[r]!
    if (Number.isNaN(k)) {
      empty++
      continue
    }
    if (distinct.size < 100_000) distinct.add(rows[r]![col]!)
    if (minAt === -1 || k < keys[minAt]!) minAt = r
    if (maxAt === -1 || k > keys[maxAt]!) maxAt = r
  }
  return {
    name,
    type,
    empty,
    distinct: distinct.size,
    min: minAt === -1 ? null : rows[minAt]![col]!,
    max: maxAt === -1 ? null : rows[maxAt]![col]!,
  }
}

export function parseCsv(text: string): ParsedTable {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    dynamicTyping: false,
    // Only truly empty lines go: a line of commas is a row of empty cells.
    skipEmptyLines: true,
  })
  return tableFromRows(result.data, result.errors)
}

/** Parsed rows (the first is the header) to the grid's table: names, types, sort keys, profile. */
export function tableFromRows(all: string[][], errors: Papa.ParseError[] = []): ParsedTable {
  const header = all[0] ?? []
  const body = all.slice(1)
  const width = body.reduce((w, r) => Math.max(w, r.length), header.length)
  const names = uniqueNames(header, width)
  // Ragged rows are padded, so every row has one cell per column.
  const rows = body.map((r) =>
    r.length === width ? r : Array.from({ length: width }, (_, i) => r[i] ?? ''),
  )
  const keys: Float64Array[] = []
  const columns: ColumnProfile[] = []
  for (let c = 0; c < width; c++) {
    const type = inferType(rows, c)
    const k = keysFor(rows, c, type)
    keys.push(k)
    columns.push(profile(rows, c, names[c]!, type, k))
  }
  const warnings = errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .slice(0, 5)
    .map((e) => (e.row === undefined ? e.message : `Row ${e.row + 1}: ${e.message}`))
  return { columns, rows, keys, warnings }
}
