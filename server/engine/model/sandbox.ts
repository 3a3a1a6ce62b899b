import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execute, QueryAborted, readRows, type QueryResult } from '../db'
import { ident, literal } from '../sql'
import type { TableProfile } from '../types'
import type { NamedProfile } from './plan-answer'
import { checkSerialized, SqlRejected } from './validate-sql'

/**
 * Where the model's SQL runs: a DuckDB instance of its own for each job, holding only views of
 * that job's data sources, with file access off except for those views' snapshot files, extension
 * loading off, and the configuration locked so no statement can turn any of it back on. The
 * engine's tables are copied once per loaded source into a Parquet snapshot, so the sandbox sees
 * exactly the table the rules query (with its date conversions) and nothing else.
 */

export const MAX_ROWS = 10_000

const snapshots = new WeakMap<TableProfile, Promise<string>>()
let snapshotDir: string | null = null

function dir(): string {
  if (!snapshotDir) {
    const made = mkdtempSync(path.join(tmpdir(), 'parley-sandbox-'))
    snapshotDir = made
    process.once('exit', () => rmSync(made, { recursive: true, force: true }))
  }
  return snapshotDir
}

/** The Parquet copy of a loaded source's table (made once per load). */
export function snapshotOf(profile: TableProfile): Promise<string> {
  let pending = snapshots.get(profile)
  if (!pending) {
    const file = path.join(dir(), `${profile.table}-${crypto.randomUUID()}.parquet`)
    pending = execute(
      `COPY (SELECT * FROM ${ident(profile.table)}) TO ${literal(file)} (FORMAT parquet)`,
    ).then(() => file)
    snapshots.set(profile, pending)
    pending.catch(() => snapshots.delete(profile))
  }
  return pending
}

export interface SandboxRun {
  result: QueryResult
  /** More rows than MAX_ROWS came back; only the first MAX_ROWS are kept. */
  truncated: boolean
}

export class Sandbox {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    readonly views: string[],
  ) {}

  static async open(tables: NamedProfile[]): Promise<Sandbox> {
    const files = await Promise.all(tables.map((t) => snapshotOf(t.profile)))
    const instance = await DuckDBInstance.create(':memory:', { threads: '2' })
    const connection = await instance.connect()
    try {
      const setup = [
        `SET allowed_paths = [${files.map(literal).join(', ')}]`,
        'SET enable_external_access = false',
        'SET autoinstall_known_extensions = false',
        'SET autoload_known_extensions = false',
        "SET memory_limit = '1GB'",
        ...tables.map(
          (t, i) =>
            `CREATE VIEW ${ident(t.name)} AS SELECT * FROM read_parquet(${literal(files[i] ?? '')})`,
        ),
        'SET lock_configuration = true',
      ]
      for (const statement of setup) await connection.run(statement)
    } catch (error) {
      connection.closeSync()
      instance.closeSync()
      throw error
    }
    return new Sandbox(
      instance,
      connection,
      tables.map((t) => t.name),
    )
  }

  /** Parses and binds the SQL without running it; throws SqlRejected saying why it cannot run. */
  async validate(sql: string): Promise<void> {
    const serialized = await this.connection.runAndReadAll(
      'SELECT json_serialize_sql(CAST($sql AS VARCHAR))',
      {
        sql,
      },
    )
    checkSerialized(
      sql,
      (() => {
        const cell = serialized.getRowsJson()[0]?.[0]
        return typeof cell === 'string' ? cell : '{}'
      })(),
      this.views,
    )
    try {
      await this.connection.run(`EXPLAIN ${sql}`)
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      const first = text.split('\n')[0] ?? text
      const column = /column "?([^"]+?)"? not found/i.exec(first)
      if (column)
        throw new SqlRejected(
          'unknown-column',
          `the SQL names a column that does not exist: "${column[1]}"`,
        )
      const table = /Table with name "?([^"!]+?)"? does not exist/i.exec(first)
      if (table)
        throw new SqlRejected(
          'unknown-table',
          `the SQL reads "${table[1]}", which is not a table of this dataset`,
        )
      throw new SqlRejected('parse', `the SQL does not bind (${first.slice(0, 160)})`)
    }
  }

  /** Runs a validated SELECT, keeping at most MAX_ROWS rows, interrupted after timeoutMs. */
  async run(sql: string, opts: { signal: AbortSignal; timeoutMs: number }): Promise<SandboxRun> {
    if (opts.signal.aborted) throw new QueryAborted()
    let timedOut = false
    const interrupt = () => this.connection.interrupt()
    const timer = setTimeout(() => {
      timedOut = true
      interrupt()
    }, opts.timeoutMs)
    opts.signal.addEventListener('abort', interrupt, { once: true })
    try {
      const reader = await this.connection.streamAndReadUntil(sql, MAX_ROWS + 1)
      const result = readRows(reader)
      const truncated = result.rows.length > MAX_ROWS
      return { result: { ...result, rows: result.rows.slice(0, MAX_ROWS) }, truncated }
    } catch (error) {
      if (opts.signal.aborted) throw new QueryAborted()
      if (timedOut)
        throw new SqlRejected(
          'forbidden',
          `the SQL ran longer than ${opts.timeoutMs / 1000} s and was stopped`,
        )
      const text = error instanceof Error ? error.message : String(error)
      throw new SqlRejected(
        'parse',
        `the SQL failed (${(text.split('\n')[0] ?? text).slice(0, 160)})`,
      )
    } finally {
      clearTimeout(timer)
      opts.signal.removeEventListener('abort', interrupt)
    }
  }

  /** For tests: runs any statement on the sandbox connection, unvalidated. */
  async unchecked(sql: string): Promise<QueryResult> {
    return readRows(await this.connection.runAndReadAll(sql))
  }

  close(): void {
    this.connection.closeSync()
    this.instance.closeSync()
  }
}
