/**
 * What the SQL repository needs of a database: queries with `?` placeholders, and transactions.
 * SQLite (server/db/sqlite.ts) and PostgreSQL (server/db/postgres.ts) each provide one.
 */

export type Param = string | number | null

export interface Queryable {
  all<T = Record<string, unknown>>(sql: string, params?: Param[]): Promise<T[]>
  /** Runs a statement; answers how many rows it changed. */
  run(sql: string, params?: Param[]): Promise<number>
}

/** Queries and transactions over one set of connections. */
export interface Lane extends Queryable {
  /** Runs `fn` in one transaction: all of it is committed, or none of it when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
}

export interface Driver extends Lane {
  readonly kind: 'sqlite' | 'postgres'
  /**
   * Where jobs are started, append their events and record how they ended. On PostgreSQL a pool
   * of its own, so fifty jobs writing never queue ahead of a request's reads; on SQLite the driver.
   */
  readonly jobWrites: Lane
  /** Applies the migrations not yet applied (a lock keeps two processes from racing). */
  migrate(migrations: string[][]): Promise<void>
  close(): Promise<void>
}
