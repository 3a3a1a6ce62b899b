import pg from 'pg'
import type { Driver, Param, Queryable } from './driver'

/**
 * PostgreSQL (PARLEY_DATABASE_URL=postgres://…): the same repository shared by several server
 * processes. Placeholders are written `?` for both databases and numbered here.
 */

// BIGINT columns (ord, seq, counts) are far below 2^53; read them as numbers.
const toNumber = (v: string) => Number(v)
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? toNumber
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
}

function numbered(sql: string): string {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async all<T>(sql: string, params: Param[] = []) {
      return (await client.query({ text: numbered(sql), values: params, types })).rows as T[]
    },
    async run(sql: string, params: Param[] = []) {
      return (await client.query({ text: numbered(sql), values: params, types })).rowCount ?? 0
    },
  }
}

/** Serialization failures and deadlocks are retried: the transaction saw a concurrent change. */
const RETRY = new Set(['40001', '40P01'])

export class PostgresDriver implements Driver {
  readonly kind = 'postgres' as const
  private readonly pool: pg.Pool
  private readonly jobPool: pg.Pool
  private readonly direct: Queryable
  readonly jobWrites: Queryable

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 10 })
    // Measured: with one pool, a dataset list waited behind the event appends of 50 running
    // jobs for up to 0.6 s (bench/job-store.ts). Requests keep this pool to themselves.
    this.jobPool = new pg.Pool({ connectionString: url, max: 10 })
    // An idle client losing its connection must not crash the server; the next query reconnects.
    this.pool.on('error', () => undefined)
    this.jobPool.on('error', () => undefined)
    this.direct = queryable(this.pool)
    this.jobWrites = queryable(this.jobPool)
  }

  all<T>(sql: string, params?: Param[]): Promise<T[]> {
    return this.direct.all<T>(sql, params)
  }

  run(sql: string, params?: Param[]): Promise<number> {
    return this.direct.run(sql, params)
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(queryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        const code = (error as { code?: string }).code
        if (!code || !RETRY.has(code) || attempt >= 5) throw error
      } finally {
        client.release()
      }
    }
  }

  async migrate(migrations: string[][]): Promise<void> {
    await this.tx(async (t) => {
      // One process migrates at a time; the others wait here and then find nothing to do.
      await t.run('SELECT pg_advisory_xact_lock(7216530)')
      await t.run('CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY)')
      const done = new Set(
        (await t.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) =>
          Number(r.version),
        ),
      )
      for (let i = 0; i < migrations.length; i++) {
        if (done.has(i + 1)) continue
        for (const sql of migrations[i] ?? []) await t.run(sql)
        await t.run('INSERT INTO schema_migrations (version) VALUES (?)', [i + 1])
      }
    })
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.jobPool.end()])
  }
}
