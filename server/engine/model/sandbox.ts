import { QueryAborted, type QueryResult } from '../db'
import type { NamedProfile } from './plan-answer'
import {
  resultOf,
  SandboxProcess,
  SandboxStopped,
  warmSandboxProcess,
  type ChildResult,
} from './sandbox-process'
import { snapshotOf } from './snapshot'
import { checkSerialized, SqlRejected } from './validate-sql'

/**
 * Where the model's SQL runs: a DuckDB instance of its own for each job, holding only views of
 * that job's data sources, with file access off except for those views' snapshot files, extension
 * loading off, and the configuration locked so no statement can turn any of it back on. The
 * views read the engine's tables through their Parquet snapshots (snapshot.ts), so the sandbox
 * sees exactly the table the rules query (with its date conversions) and nothing else. That
 * instance lives in a process of its own (sandbox-process.ts), which is killed at the time and
 * memory limits below; every limit and what the user reads is in docs/limits.md, "Model planner".
 */

/** Rows kept of a result; the answer says when more came back. */
export const MAX_ROWS = 10_000
/** Bytes of cells kept of a result (about its CSV's size); rows past it are left out. */
export const MAX_RESULT_BYTES = 2 * 1024 * 1024
/** Characters kept of a text cell (and of any list, struct or blob, read as text), then "…". */
export const MAX_CELL_CHARS = 1000
/** Characters of SQL the model may send; a real query is a few hundred. */
const MAX_SQL_CHARS = 20_000
/** DuckDB's own memory_limit in the sandbox: what its joins, sorts and aggregates may hold. */
const DUCKDB_MEMORY_LIMIT = '1GB'
/** The sandbox process's resident memory, whatever holds it; past it the process is killed. */
const MAX_PROCESS_BYTES = 2 * 1024 * 1024 * 1024
/** How long opening a sandbox (starting its process, making its views) may take. */
const OPEN_TIMEOUT_MS = 30_000

/** Gets a sandbox process ready while the model thinks (see sandbox-process.ts). */
export function warmSandbox(): void {
  warmSandboxProcess()
}

export interface SandboxRun {
  result: QueryResult
  /** Rows were left out: there were more than MAX_ROWS, or they passed MAX_RESULT_BYTES. */
  truncated: boolean
  /** Which of the two bounds left them out. */
  cut: 'rows' | 'bytes' | null
}

/** The time a piece of work on the sandbox may take, and the job's cancellation. */
interface SandboxLimits {
  signal: AbortSignal
  timeoutMs: number
}

const MiB = 1024 * 1024
const GiB = 1024 * MiB
const bytesText = (n: number) =>
  n >= GiB ? `${Math.round((n / GiB) * 10) / 10} GiB` : `${Math.round(n / MiB)} MiB`
const firstLine = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error)
  return (text.split('\n')[0] ?? text).slice(0, 160)
}

export class Sandbox {
  private constructor(
    private readonly proc: SandboxProcess,
    readonly views: string[],
    private readonly maxProcessBytes: number,
  ) {}

  /** `maxProcessBytes` is MAX_PROCESS_BYTES unless a test asks for less. */
  static async open(
    tables: NamedProfile[],
    opts: { signal?: AbortSignal; maxProcessBytes?: number } = {},
  ): Promise<Sandbox> {
    const files = await Promise.all(tables.map((t) => snapshotOf(t.profile)))
    const maxProcessBytes = opts.maxProcessBytes ?? MAX_PROCESS_BYTES
    const sandbox = new Sandbox(
      await SandboxProcess.take(),
      tables.map((t) => t.name),
      maxProcessBytes,
    )
    const limits = {
      signal: opts.signal ?? new AbortController().signal,
      timeoutMs: OPEN_TIMEOUT_MS,
    }
    try {
      await sandbox.limited(
        limits,
        () =>
          sandbox.proc.request('open', {
            files,
            views: sandbox.views,
            memoryLimit: DUCKDB_MEMORY_LIMIT,
            threads: 2,
            rssLimitBytes: maxProcessBytes,
          }),
        `the SQL sandbox did not open within ${OPEN_TIMEOUT_MS / 1000} s`,
      )
    } catch (error) {
      sandbox.close()
      throw error
    }
    return sandbox
  }

  /** Parses and binds the SQL without running it; throws SqlRejected saying why it cannot run. */
  validate(sql: string, limits?: SandboxLimits): Promise<void> {
    const bound = limits ?? { signal: new AbortController().signal, timeoutMs: OPEN_TIMEOUT_MS }
    return this.limited(bound, () => this.check(sql))
  }

  /** Runs a validated SELECT within the limits (MAX_ROWS, MAX_RESULT_BYTES, MAX_CELL_CHARS). */
  run(sql: string, limits: SandboxLimits): Promise<SandboxRun> {
    return this.limited(limits, () => this.execute(sql))
  }

  /** validate() then run(), both within one time limit: binding alone can take minutes. */
  checkAndRun(sql: string, limits: SandboxLimits): Promise<SandboxRun> {
    return this.limited(limits, async () => {
      await this.check(sql)
      return this.execute(sql)
    })
  }

  /** For tests: runs any statement on the sandbox connection, unvalidated. */
  async unchecked(sql: string): Promise<QueryResult> {
    return resultOf(await this.proc.request<ChildResult>('unchecked', { sql }))
  }

  close(): void {
    this.proc.kill(new SandboxStopped('exited', 'the SQL sandbox was closed'))
  }

  private async check(sql: string): Promise<void> {
    if (sql.length > MAX_SQL_CHARS)
      throw new SqlRejected(
        'limit',
        `the SQL is ${sql.length} characters long; at most ${MAX_SQL_CHARS} are run`,
      )
    checkSerialized(sql, await this.proc.request<string>('serialize', { sql }), this.views)
    try {
      // Binding (DuckDB's prepare) names any unknown column or table exactly.
      await this.proc.request('bind', { sql })
    } catch (error) {
      if (error instanceof SandboxStopped) throw error
      const first = firstLine(error)
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
      throw new SqlRejected('parse', `the SQL does not bind (${first})`)
    }
  }

  private async execute(sql: string): Promise<SandboxRun> {
    try {
      const out = await this.proc.request<ChildResult>('run', {
        sql,
        maxRows: MAX_ROWS,
        maxBytes: MAX_RESULT_BYTES,
        maxCellChars: MAX_CELL_CHARS,
      })
      return { result: resultOf(out), truncated: out.stopped !== null, cut: out.stopped }
    } catch (error) {
      if (error instanceof SandboxStopped) throw error
      if (/Out of Memory Error/i.test(firstLine(error)))
        throw new SqlRejected(
          'limit',
          `the SQL needed more than the ${DUCKDB_MEMORY_LIMIT} of memory DuckDB may give it`,
        )
      throw new SqlRejected('parse', `the SQL failed (${firstLine(error)})`)
    }
  }

  /** Runs work on the process, which is killed past the time limit or when the job is cancelled. */
  private async limited<T>(
    limits: SandboxLimits,
    work: () => Promise<T>,
    late = `the SQL ran longer than ${limits.timeoutMs / 1000} s and was stopped`,
  ): Promise<T> {
    if (limits.signal.aborted) throw new QueryAborted()
    const timer = setTimeout(
      () => this.proc.kill(new SandboxStopped('timeout', late)),
      limits.timeoutMs,
    )
    const abort = () => this.proc.kill(new SandboxStopped('aborted', 'cancelled'))
    limits.signal.addEventListener('abort', abort, { once: true })
    try {
      return await work()
    } catch (error) {
      if (limits.signal.aborted) throw new QueryAborted()
      if (!(error instanceof SandboxStopped)) throw error
      if (error.reason === 'memory')
        throw new SqlRejected(
          'limit',
          `the SQL needed more than ${bytesText(this.maxProcessBytes)} of memory and was stopped`,
        )
      throw new SqlRejected('limit', error.message)
    } finally {
      clearTimeout(timer)
      limits.signal.removeEventListener('abort', abort)
    }
  }
}
