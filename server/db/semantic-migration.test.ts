import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Dataset } from '@contract/jobs'
import type { DatasetColumns } from '@contract/semantic'
import { makeKit, USER } from '../jobs/testing/test-kit'
import type { Driver } from './driver'
import { sqliteFile } from './open'
import { PostgresDriver } from './postgres'
import { MIGRATIONS } from './schema'
import { SqliteDriver } from './sqlite'
import { STORES } from './testing/stores'

/**
 * A store written before semantic overrides existed (migration 1 only) opens with migration 2
 * applied: its records are all there, and overrides can be kept for its datasets.
 */
describe.each(STORES)('the semantic overrides migration on $name', (store) => {
  it.skipIf(store.skip)('keeps an older store’s records and adds the overrides table', async () => {
    const env = await store.env()
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-migrate-'))
    const url = env.PARLEY_DATABASE_URL
    const open = (): Driver => (url ? new PostgresDriver(url) : new SqliteDriver(sqliteFile(dir)))
    const old = open()
    await old.migrate([MIGRATIONS[0]!])
    const record = {
      id: 'dset-old',
      name: 'Old readings',
      description: 'kept',
      user_id: USER,
      created_at: '2026-01-01T00:00:00.000Z',
    }
    await old.run(
      'INSERT INTO datasets (id, user_id, search_lc, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)',
      [record.id, USER, 'old readings\nkept', record.created_at, 1, JSON.stringify(record)],
    )
    await old.close()

    const kit = makeKit(env, dir)
    try {
      const got = await kit.json<Dataset>('GET', '/v2/team/datasets/dset-old', {
        query: { user_id: USER },
      })
      expect(got.body.data).toEqual({ id: 'dset-old', name: 'Old readings', description: 'kept' })
      const saved = await kit.json<DatasetColumns>('PUT', '/v2/team/datasets/dset-old/columns', {
        body: { user_id: USER, overrides: { columns: {}, values: {} } },
      })
      expect(saved.body).toMatchObject({ code: 0, data: { dataset_id: 'dset-old', columns: [] } })
      const after = open()
      try {
        const versions = await after.all<{ version: number }>(
          'SELECT version FROM schema_migrations ORDER BY version',
        )
        expect(versions.map((v) => Number(v.version))).toEqual([1, 2])
        const rows = await after.all('SELECT dataset_id FROM semantic_overrides')
        expect(rows).toEqual([{ dataset_id: 'dset-old' }])
      } finally {
        await after.close()
      }
    } finally {
      kit.close()
    }
  })
})
