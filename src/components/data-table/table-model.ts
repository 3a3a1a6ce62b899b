import { csvLines } from '@contract/csv-cell'
import type { ColumnType } from '@/workers/csv-client'

/**
 * Pure sort and filter over a parsed table: results are row-index arrays, so the 200,000 row
 * strings are never copied. Numbers, dates and text all sort through precomputed Float64 keys.
 */
export interface TableData {
  columns: { name: string; type: ColumnType }[]
  rows: string[][]
  keys: Float64Array[]
}

export type SortDir = 'asc' | 'desc'
export interface SortState {
  column: number
  dir: SortDir
}

type Cmp = '>' | '>=' | '<' | '<=' | '=' | '!='

/** A parsed column filter: a comparison, a range, empty checks, or "contains" text. */
type ColumnFilter =
  | { kind: 'contains'; text: string; negate: boolean }
  | { kind: 'equals'; text: string; negate: boolean }
  | { kind: 'compare'; op: Cmp; value: number }
  | { kind: 'range'; low: number; high: number }
  | { kind: 'empty'; negate: boolean }

const RANGE = /^\s*(.+?)\s*\.\.\s*(.+?)\s*$/
const COMPARE = /^\s*(>=|<=|!=|>|<|=)\s*(.+?)\s*$/

function toKey(text: string, type: ColumnType): number {
  if (type === 'date') return Date.parse(text.length === 7 ? `${text}-01` : text)
  if (type === 'boolean')
    return /^(true|yes|1)$/i.test(text) ? 1 : /^(false|no|0)$/i.test(text) ? 0 : NaN
  return Number(text.replace(/[,_\s]/g, ''))
}

/**
 * Filter syntax, shown as the input's hint: numbers and dates take `>10`, `<=2015-06-01`,
 * `10..20`, `=3`, `!=3`; text takes words (contains), `=exact`, `!word` (does not contain);
 * every column takes `empty` and `!empty` (or the 简体中文 hint's `空` and `!空`).
 */
export function parseColumnFilter(raw: string, type: ColumnType): ColumnFilter | null {
  const text = raw.trim()
  if (!text) return null
  if (/^!?(empty|空)$/i.test(text)) return { kind: 'empty', negate: text.startsWith('!') }
  const ordered = type === 'integer' || type === 'number' || type === 'date'
  if (ordered) {
    const range = RANGE.exec(text)
    if (range) {
      const low = toKey(range[1]!, type)
      const high = toKey(range[2]!, type)
      if (!Number.isNaN(low) && !Number.isNaN(high)) return { kind: 'range', low, high }
    }
    const cmp = COMPARE.exec(text)
    if (cmp) {
      const value = toKey(cmp[2]!, type)
      if (!Number.isNaN(value)) return { kind: 'compare', op: cmp[1] as Cmp, value }
    }
  }
  if (text.startsWith('='))
    return { kind: 'equals', text: text.slice(1).trim().toLowerCase(), negate: false }
  if (text.startsWith('!='))
    return { kind: 'equals', text: text.slice(2).trim().toLowerCase(), negate: true }
  if (text.startsWith('!') && text.length > 1) {
    return { kind: 'contains', text: text.slice(1).toLowerCase(), negate: true }
  }
  return { kind: 'contains', text: text.toLowerCase(), negate: false }
}

type FilterProblem = { kind: 'notNumber' | 'notDate'; value: string }

/**
 * Why a column filter cannot match anything useful: a word on a number or date column ("abc"
 * on a number column would silently show no rows). Null when the filter is fine.
 */
export function filterProblem(raw: string, type: ColumnType): FilterProblem | null {
  const text = raw.trim()
  if (!text || /^!?(empty|空)$/i.test(text)) return null
  if (type !== 'integer' && type !== 'number' && type !== 'date') return null
  const filter = parseColumnFilter(text, type)
  if (filter?.kind === 'range' || filter?.kind === 'compare') return null
  // What is left is matched as text: fine while it could be part of a number or a date.
  const value = text.replace(/^(!=|=|!|>=|<=|>|<)\s*/, '')
  const partial = type === 'date' ? /^[\d\-:T .Z+]*$/ : /^[-+]?[\d.,_\se]*$/i
  if (partial.test(value)) return null
  return { kind: type === 'date' ? 'notDate' : 'notNumber', value }
}

function matches(filter: ColumnFilter, cell: string, key: number): boolean {
  switch (filter.kind) {
    case 'empty':
      return (cell === '') !== filter.negate
    case 'contains':
      return cell.toLowerCase().includes(filter.text) !== filter.negate
    case 'equals':
      return (cell.toLowerCase() === filter.text) !== filter.negate
    case 'range':
      return key >= filter.low && key <= filter.high
    case 'compare':
      if (Number.isNaN(key)) return false
      switch (filter.op) {
        case '>':
          return key > filter.value
        case '>=':
          return key >= filter.value
        case '<':
          return key < filter.value
        case '<=':
          return key <= filter.value
        case '=':
          return key === filter.value
        case '!=':
          return key !== filter.value
      }
  }
}

/** Rows (by index) that pass every column filter and contain the search text in some cell. */
export function filterRows(
  data: TableData,
  search: string,
  columnFilters: Record<number, string>,
): Uint32Array {
  const active = Object.entries(columnFilters)
    .map(
      ([col, raw]) =>
        [Number(col), parseColumnFilter(raw, data.columns[Number(col)]?.type ?? 'text')] as const,
    )
    .filter((e): e is readonly [number, ColumnFilter] => e[1] !== null)
    // A filter that cannot apply is reported beside the table, not applied as "no rows".
    .filter(([col]) => !filterProblem(columnFilters[col] ?? '', data.columns[col]?.type ?? 'text'))
  const needle = search.trim().toLowerCase()
  const out = new Uint32Array(data.rows.length)
  let n = 0
  for (let r = 0; r < data.rows.length; r++) {
    const row = data.rows[r]!
    let ok = true
    for (const [col, filter] of active) {
      if (!matches(filter, row[col] ?? '', data.keys[col]?.[r] ?? NaN)) {
        ok = false
        break
      }
    }
    if (ok && needle) ok = row.some((cell) => cell.toLowerCase().includes(needle))
    if (ok) out[n++] = r
  }
  return out.slice(0, n)
}

/** Stable sort of row indexes by one column; empty cells always go last. */
export function sortRows(indexes: Uint32Array, keys: Float64Array, dir: SortDir): Uint32Array {
  const sign = dir === 'asc' ? 1 : -1
  const sorted = Array.from(indexes)
  sorted.sort((a, b) => {
    const ka = keys[a]!
    const kb = keys[b]!
    const na = Number.isNaN(ka)
    const nb = Number.isNaN(kb)
    if (na || nb) return na === nb ? a - b : na ? 1 : -1
    return ka === kb ? a - b : (ka - kb) * sign
  })
  return Uint32Array.from(sorted)
}

export function nextSort(current: SortState | null, column: number): SortState | null {
  if (current?.column !== column) return { column, dir: 'asc' }
  return current.dir === 'asc' ? { column, dir: 'desc' } : null
}

/** Rows as CSV text (RFC 4180), cells made inert for spreadsheets, for downloading what is on screen. */
export function toCsv(names: string[], rows: Iterable<string[]>): string {
  return csvLines(names, rows)
}
