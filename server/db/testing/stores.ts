import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/**
 * The two stores the persistence, quota, multipart and crash tests run against. `env()` gives
 * the environment of a fresh store: nothing for SQLite (a fresh data dir is a fresh store), a
 * new database in the run's PostgreSQL cluster for Postgres.
 */

interface StoreCase {
  name: 'sqlite' | 'postgres'
  /** Why this store's cases skip, or null when they run. */
  skip: string | null
  env(): Promise<Record<string, string>>
}

export async function freshDatabase(): Promise<string> {
  const base = inject('pgUrl')
  if (!base) throw new Error(`PostgreSQL: ${inject('pgMissing')}`)
  const name = `t_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  return base.replace(/\/postgres$/, `/${name}`)
}

export const STORES: StoreCase[] = [
  { name: 'sqlite', skip: null, env: () => Promise.resolve({}) },
  {
    name: 'postgres',
    get skip() {
      const missing = inject('pgMissing')
      return missing ? `Postgres cases skipped: ${missing}` : null
    },
    env: async () => ({ PARLEY_DATABASE_URL: await freshDatabase() }),
  },
]
