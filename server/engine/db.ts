import { DuckDBInstance, DuckDBTypeId, type DuckDBResultReader } from '@duckdb/node-api'
import { duckDbSettings } from './duckdb-settings'

/**
 * One DuckDB instance per process (tables are shared by all its connections). Each query gets
 * its own connection so a client disconnect can interrupt just that query. Its memory limit,
 * threads and temporary directory are duckdb-settings.ts's (docs/limits.md, "Data sources").
 */

export type Cell = string | number | boolean | null

export interface QueryResult {
  columns: string[]
  types: string[]
  rows: Cell[][]
}

interface QueryOptions {
  signal?: AbortSignal
  /** Called every waitMs while the query runs (keep-alive comments on the stream). */
  onWait?: () => void
  waitMs?: number
}

let instance: Promise<DuckDBInstance> | null = null

export function database(): Promise<DuckDBInstance> {
  instance ??= DuckDBInstance.create(':memory:', { ...duckDbSettings() })
  return instance
}

export class QueryAborted extends Error {
  constructor() {
    super('The query was cancelled.')
    this.name = 'AbortError'
  }
}

/** Types whose values are read as numbers (a cell's number, or its text when past a double). */
export const NUMERIC_TYPES: ReadonlySet<DuckDBTypeId> = new Set([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
])

/**
 * A value as DuckDB's JSON converter gives it (getRowsJson), as a cell: numbers as numbers, text
 * and booleans as they are, anything else as its JSON. The model's sandbox reads its results so.
 */
export function toCell(value: unknown, typeId: DuckDBTypeId): Cell {
  if (value === null || value === undefined) return null
  if (NUMERIC_TYPES.has(typeId)) {
    const n = typeof value === 'number' ? value : Number(value)
    return Number.isFinite(n) ? n : typeof value === 'string' ? value : JSON.stringify(value)
  }
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number')
    return value
  return JSON.stringify(value)
}

function readRows(reader: DuckDBResultReader): QueryResult {
  const types = reader.columnTypes()
  const rows = reader
    .getRowsJson()
    .map((row) => row.map((v, i) => toCell(v, types[i]?.typeId ?? DuckDBTypeId.VARCHAR)))
  return { columns: reader.columnNames(), types: types.map((t) => t.toString()), rows }
}

export async function runQuery(sql: string, options: QueryOptions = {}): Promise<QueryResult> {
  const { signal, onWait, waitMs = 2000 } = options
  if (signal?.aborted) throw new QueryAborted()
  const connection = await (await database()).connect()
  const interrupt = () => connection.interrupt()
  signal?.addEventListener('abort', interrupt, { once: true })
  const timer = onWait ? setInterval(onWait, waitMs) : null
  try {
    return readRows(await connection.runAndReadAll(sql))
  } catch (error) {
    if (signal?.aborted) throw new QueryAborted()
    throw error
  } finally {
    if (timer) clearInterval(timer)
    signal?.removeEventListener('abort', interrupt)
    connection.closeSync()
  }
}

/** Runs statements that return nothing (CREATE, DROP). */
export async function execute(sql: string): Promise<void> {
  const connection = await (await database()).connect()
  try {
    await connection.run(sql)
  } finally {
    connection.closeSync()
  }
}
