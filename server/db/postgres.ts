import pg from 'pg'
import type { Driver, Lane, Param, Queryable } from './driver'

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

/** Queries and transactions over one pool. */
function lane(pool: pg.Pool): Lane {
  return {
    ...queryable(pool),
    async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect()
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
    },
  }
}

export class PostgresDriver implements Driver {
  readonly kind = 'postgres' as const
  private readonly pools: pg.Pool[]
  private readonly requests: Lane
  readonly jobWrites: Lane

  constructor(url: string) {
    // Measured: with one pool, a dataset list waited behind the writes of 50 starting and running
    // jobs for over a second (bench/job-store.ts). Requests' reads keep a pool to themselves.
    const requests = new pg.Pool({ connectionString: url, max: 10 })
    const jobs = new pg.Pool({ connectionString: url, max: 10 })
    this.pools = [requests, jobs]
    // An idle client losing its connection must not crash the server; the next query reconnects.
    for (const pool of this.pools) pool.on('error', () => undefined)
    this.requests = lane(requests)
    this.jobWrites = lane(jobs)
  }

  all<T>(sql: string, params?: Param[]): Promise<T[]> {
    return this.requests.all<T>(sql, params)
  }

  run(sql: string, params?: Param[]): Promise<number> {
    return this.requests.run(sql, params)
  }

  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    return this.requests.tx(fn)
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
    await Promise.all(this.pools.map((pool) => pool.end()))
  }
}
