import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import Database from 'better-sqlite3'
import type { Driver, Lane, Param, Queryable } from './driver'

/**
 * The embedded default: SQLite (better-sqlite3) in <dataDir>/state/parley.db.
 *
 * Why SQLite and not DuckDB (already a dependency): this is row-at-a-time OLTP state. SQLite's
 * B-tree indexes serve "a user's newest N" and "a session's page 3" with ORDER BY ... LIMIT
 * straight from the index; a point write is tens of microseconds; WAL keeps every committed
 * transaction across a crash. DuckDB is built for scans: its ART indexes do not serve ordered
 * paging, single-row updates rewrite column segments, and concurrent writers to one row conflict.
 * The cost is a native addon built from source at install (docs/job-store.md).
 *
 * better-sqlite3 is synchronous. Each statement here touches a handful of rows through an
 * index, so it returns in well under a millisecond; the bench (bench/job-store.ts) checks the
 * longest event-loop stall. Large deletes (retention) go in batches.
 */
const noop = () => undefined
const CHECKPOINT_EVERY_MS = 1000

export class SqliteDriver implements Driver {
  readonly kind = 'sqlite' as const
  readonly jobWrites: Lane = this
  private readonly db: Database.Database
  private readonly statements = new Map<string, Database.Statement>()
  private readonly checkpointer: Worker | null = null
  /** The open transaction; other callers wait for it, so none of their writes lands inside it. */
  private current: Promise<unknown> | null = null

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true })
    this.db = new Database(file)
    // WAL: a commit is one append to the log, readers never block the writer, and a crash
    // loses nothing committed (the log is replayed at the next open). NORMAL syncs the log at
    // checkpoints, not at each commit: safe against a process crash, which is what the
    // service promises; a power cut can lose the last commits (FULL would fsync every write).
    this.db.pragma('journal_mode = WAL')
    this.db.pragma('synchronous = NORMAL')
    this.db.pragma('foreign_keys = ON')
    this.db.pragma('busy_timeout = 5000')
    // SQLite would checkpoint inside whichever commit grows the log past 1,000 pages, with an
    // fsync the event loop waits for (measured up to 20 ms); a worker thread does it instead.
    // Not for ':memory:' or a read-only copy, which have no log to copy.
    if (file !== ':memory:') {
      this.db.pragma('wal_autocheckpoint = 0')
      this.checkpointer = new Worker(new URL('./sqlite-checkpoint.mjs', import.meta.url), {
        workerData: { file, everyMs: CHECKPOINT_EVERY_MS },
      })
      this.checkpointer.unref()
      // A checkpointer that fails leaves the log to grow until the next start; never a crash.
      this.checkpointer.on('error', () => undefined)
    }
  }

  private statement(sql: string): Database.Statement {
    let s = this.statements.get(sql)
    if (!s) {
      s = this.db.prepare(sql)
      this.statements.set(sql, s)
    }
    return s
  }

  private direct: Queryable = {
    all: <T>(sql: string, params: Param[] = []) => {
      const s = this.statement(sql)
      return Promise.resolve((s.reader ? s.all(...params) : (s.run(...params), [])) as T[])
    },
    run: (sql: string, params: Param[] = []) =>
      Promise.resolve(this.statement(sql).run(...params).changes),
  }

  // Each waits in a loop and then starts at once, with no await between the check and the start.

  async all<T>(sql: string, params?: Param[]): Promise<T[]> {
    while (this.current) await this.current.catch(noop)
    return this.direct.all<T>(sql, params)
  }

  async run(sql: string, params?: Param[]): Promise<number> {
    while (this.current) await this.current.catch(noop)
    return this.direct.run(sql, params)
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    while (this.current) await this.current.catch(noop)
    const work = (async () => {
      this.db.exec('BEGIN IMMEDIATE')
      try {
        const result = await fn(this.direct)
        this.db.exec('COMMIT')
        return result
      } catch (error) {
        if (this.db.inTransaction) this.db.exec('ROLLBACK')
        throw error
      }
    })()
    this.current = work
    try {
      return await work
    } finally {
      if (this.current === work) this.current = null
    }
  }

  migrate(migrations: string[][]): Promise<void> {
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)')
    const done = new Set(
      (this.db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (r) => Number(r.version),
      ),
    )
    const apply = this.db.transaction((version: number, statements: string[]) => {
      for (const sql of statements) this.db.exec(sql)
      this.db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(version)
    })
    migrations.forEach((statements, i) => {
      if (!done.has(i + 1)) apply(i + 1, statements)
    })
    return Promise.resolve()
  }

  /** A consistent copy of the live database (the backup command). */
  backup(target: string): Promise<unknown> {
    return this.db.backup(target)
  }

  async close(): Promise<void> {
    const worker = this.checkpointer
    if (worker && worker.threadId !== -1) {
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      worker.postMessage('close')
      await exited
    }
    if (this.db.open) this.db.close()
  }
}
