import { statSync } from 'node:fs'
import { DuckDBTypeId, type DuckDBType } from '@duckdb/node-api'
import { database, NUMERIC_TYPES, runQuery } from './db'
import { ident, literal } from './sql'

/**
 * The bounds every data source is read within (docs/limits.md, "Data sources"), checked in the
 * order that costs least: the file's size; for Parquet its footer (declared rows, each row group's
 * decompressed size), before a value is read; the number of columns, from DuckDB's DESCRIBE (a
 * sniff, never the whole file); then one scan, inside DuckDB, measuring every text and binary
 * value (the largest cell and the decompressed size of the whole table) before any value of the
 * file reaches JavaScript. A 3 KB Parquet whose 300 cells each decompress to 50 MB is refused by
 * that scan in under a second, having held one 50 MB dictionary page.
 */

interface SourceBounds {
  /** PARLEY_SOURCE_MAX_BYTES: the file on disk. */
  bytes: number
  /** PARLEY_SOURCE_MAX_ROWS: rows a Parquet file declares, or a loaded file holds. */
  rows: number
  /** PARLEY_SOURCE_MAX_COLUMNS */
  columns: number
  /** PARLEY_SOURCE_MAX_CELL_BYTES: one value, its text, bytes and nested parts together. */
  cellBytes: number
  /** PARLEY_SOURCE_MAX_DECOMPRESSED_BYTES: the whole table once read (text, 8 bytes a number). */
  decompressedBytes: number
  /** PARLEY_SOURCE_MAX_ROW_GROUP_BYTES: one Parquet row group, decompressed, from its footer. */
  rowGroupBytes: number
}

const MiB = 1024 * 1024
const GiB = 1024 * MiB
/** A column name longer than this is refused (not configurable). */
const MAX_NAME_CHARS = 1000

function bound(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim() || NaN)
  return Number.isSafeInteger(n) && n > 0 ? n : fallback
}

export function sourceBounds(env: NodeJS.ProcessEnv = process.env): SourceBounds {
  return {
    bytes: bound(env.PARLEY_SOURCE_MAX_BYTES, 2048 * MiB),
    rows: bound(env.PARLEY_SOURCE_MAX_ROWS, 100_000_000),
    columns: bound(env.PARLEY_SOURCE_MAX_COLUMNS, 1000),
    cellBytes: bound(env.PARLEY_SOURCE_MAX_CELL_BYTES, MiB),
    decompressedBytes: bound(env.PARLEY_SOURCE_MAX_DECOMPRESSED_BYTES, 8192 * MiB),
    rowGroupBytes: bound(env.PARLEY_SOURCE_MAX_ROW_GROUP_BYTES, 512 * MiB),
  }
}

/** A file past one of the bounds; its message is the reason the source is `invalid`. */
class SourceRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SourceRefused'
  }
}

const count = (n: number) => Math.round(n).toLocaleString('en-US')
/** "50.0 MB (50,000,000 bytes)", "1 MiB (1,048,576 bytes)": sizes in plain words, exact beside. */
export function size(n: number): string {
  const words = !n
    ? null
    : n % GiB === 0
      ? `${count(n / GiB)} GiB`
      : n % MiB === 0
        ? `${count(n / MiB)} MiB`
        : n >= 1e9
          ? `${(n / 1e9).toFixed(1)} GB`
          : n >= 1e6
            ? `${(n / 1e6).toFixed(1)} MB`
            : null
  return words ? `${words} (${count(n)} bytes)` : `${count(n)} bytes`
}

export function checkFileSize(path: string, name: string, b = sourceBounds()): void {
  const bytes = statSync(path).size
  if (bytes > b.bytes)
    throw new SourceRefused(`${name} is ${size(bytes)}; a file may have at most ${size(b.bytes)}.`)
}

function checkRows(rows: number, name: string, b = sourceBounds()): void {
  if (rows > b.rows)
    throw new SourceRefused(
      `${name} has ${count(rows)} rows; at most ${count(b.rows)} rows can be loaded.`,
    )
}

export function checkColumnCount(columns: number, name: string, b = sourceBounds()): void {
  if (columns > b.columns)
    throw new SourceRefused(
      `${name} has ${count(columns)} columns; at most ${count(b.columns)} columns can be loaded. Split it into narrower files.`,
    )
}

/**
 * The Parquet footer alone, read once: the rows its row groups declare, and its largest row group
 * once decompressed (parquet_metadata has a row per column of each row group).
 */
export async function checkParquetFooter(path: string, name: string, b = sourceBounds()) {
  const groups = await runQuery(
    `SELECT sum(n), max(s) FROM (SELECT any_value(row_group_num_rows) AS n, sum(total_uncompressed_size) AS s FROM parquet_metadata(${literal(path)}) GROUP BY row_group_id)`,
  )
  const [rows, largestGroup] = groups.rows[0] ?? []
  checkRows(Number(rows ?? 0), name, b)
  const largest = Number(largestGroup ?? 0)
  if (largest > b.rowGroupBytes)
    throw new SourceRefused(
      `A row group of ${name} decompresses to ${size(largest)}; a row group may hold at most ${size(b.rowGroupBytes)}. Write the file with smaller row groups.`,
    )
}

/** Columns as DuckDB reads them (a sniff for CSV and JSON, the footer for Parquet). */
export async function checkColumns(reader: string, name: string, b = sourceBounds()) {
  const described = await runQuery(`DESCRIBE SELECT * FROM ${reader}`)
  checkColumnCount(described.rows.length, name, b)
  const long = described.rows.map((r) => String(r[0])).find((c) => c.length > MAX_NAME_CHARS)
  if (long !== undefined)
    throw new SourceRefused(
      `A column name of ${name} has ${count(long.length)} characters ("${long.slice(0, 40)}…"); a name may have at most ${count(MAX_NAME_CHARS)}.`,
    )
}

/** Types of a fixed width, measured as 8 bytes a value: numbers (db.ts's), times and the like. */
const FIXED: ReadonlySet<DuckDBTypeId> = new Set([
  ...NUMERIC_TYPES,
  DuckDBTypeId.BOOLEAN,
  DuckDBTypeId.DATE,
  DuckDBTypeId.TIME,
  DuckDBTypeId.TIME_TZ,
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
  DuckDBTypeId.INTERVAL,
  DuckDBTypeId.UUID,
  DuckDBTypeId.ENUM,
  DuckDBTypeId.SQLNULL,
])

/**
 * SQL for the bytes one value holds: text and binary by their length, nested values by their
 * parts, any fixed-width value as 8 bytes ('8'). Other types are measured as text.
 */
function bytesOf(t: DuckDBType, x: string, depth = 0): string {
  if (FIXED.has(t.typeId)) return '8'
  if (depth > 6) return `strlen(CAST(${x} AS VARCHAR))`
  const v = `v${depth}`
  const each = (inner: DuckDBType, list: string) => {
    const e = bytesOf(inner, v, depth + 1)
    return e === '8'
      ? `8 * len(${list})`
      : `coalesce(list_sum(list_transform(${list}, lambda ${v}: ${e})), 0)`
  }
  switch (t.typeId) {
    case DuckDBTypeId.VARCHAR:
      return `strlen(${x})`
    case DuckDBTypeId.BLOB:
    case DuckDBTypeId.BIT:
      return `octet_length(${x})`
    case DuckDBTypeId.LIST:
    case DuckDBTypeId.ARRAY:
      return each(t.valueType, x)
    case DuckDBTypeId.MAP:
      return `${each(t.keyType, `map_keys(${x})`)} + ${each(t.valueType, `map_values(${x})`)}`
    case DuckDBTypeId.STRUCT:
      return t.entryTypes.length
        ? t.entryTypes
            .map(
              (e, i) =>
                `coalesce(${bytesOf(e, `struct_extract(${x}, ${literal(t.entryNames[i]!)})`, depth + 1)}, 0)`,
            )
            .join(' + ')
        : '0'
    default:
      return `strlen(CAST(${x} AS VARCHAR))`
  }
}

/**
 * One scan of a reader or table (`from`, SQL): its largest value per column, and its decompressed
 * size, refused past the bounds. Aggregates only, so no value leaves DuckDB.
 */
export async function checkCells(from: string, name: string, b = sourceBounds()): Promise<void> {
  const connection = await (await database()).connect()
  let types: { name: string; type: DuckDBType }[]
  try {
    const r = await connection.runAndReadAll(`SELECT * FROM ${from} LIMIT 0`)
    const names = r.columnNames()
    types = r.columnTypes().map((type, i) => ({ name: names[i]!, type }))
  } finally {
    connection.closeSync()
  }
  const measured = types
    .map((c) => ({ name: c.name, bytes: bytesOf(c.type, ident(c.name)) }))
    .filter((c) => c.bytes !== '8')
  const fixed = types.length - measured.length
  const aggs = measured.flatMap((c) => [`max(${c.bytes})`, `sum(${c.bytes})`])
  const r = await runQuery(`SELECT count(*), ${[...aggs, '0'].join(', ')} FROM ${from}`)
  const row = r.rows[0] ?? []
  const rows = Number(row[0] ?? 0)
  checkRows(rows, name, b)
  let total = rows * 8 * fixed
  let widest = { name: '', bytes: 0 }
  measured.forEach((c, i) => {
    const most = Number(row[1 + i * 2] ?? 0)
    total += Number(row[2 + i * 2] ?? 0)
    if (most > widest.bytes) widest = { name: c.name, bytes: most }
  })
  if (widest.bytes > b.cellBytes)
    throw new SourceRefused(
      `Column "${widest.name.slice(0, 80)}" of ${name} holds a value of ${size(widest.bytes)}; a value may hold at most ${size(b.cellBytes)}. Shorten those values or leave the column out.`,
    )
  if (total > b.decompressedBytes)
    throw new SourceRefused(
      `${name} holds ${size(total)} once decompressed; a file may hold at most ${size(b.decompressedBytes)}.`,
    )
}
