import type { DataSourceRecord, DatasetRecord } from '../records'
import type { Repository } from '../repo'
import { nextOrd, page, record, records, type Db } from './shared'

/** A user's own datasets (the samples live in memory) and the data sources of each. */
export function datasetQueries(
  q: Db,
): Pick<
  Repository,
  | 'putDataset'
  | 'getDataset'
  | 'listDatasets'
  | 'allDatasets'
  | 'deleteDataset'
  | 'putSource'
  | 'getSource'
  | 'sourcesOf'
  | 'synchingSources'
  | 'updateSource'
  | 'deleteSource'
> {
  const list = async (sql: string, params: string[] = []) =>
    records<DataSourceRecord>(await q(), sql, params)

  return {
    async putDataset(d) {
      await (
        await q()
      ).run(
        `INSERT INTO datasets (id, user_id, search_lc, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET search_lc = excluded.search_lc, data = excluded.data`,
        [
          d.id,
          d.user_id,
          `${d.name}\n${d.description}`.toLowerCase(),
          d.created_at,
          nextOrd(),
          JSON.stringify(d),
        ],
      )
    },

    async getDataset(id) {
      return record<DatasetRecord>(await q(), 'SELECT data FROM datasets WHERE id = ?', [id])
    },

    async listDatasets(user, p) {
      return page<DatasetRecord>(await q(), 'datasets', 'user_id = ?', [user], 'search_lc', p)
    },

    async allDatasets(user) {
      return records<DatasetRecord>(
        await q(),
        'SELECT data FROM datasets WHERE user_id = ? ORDER BY created_at DESC, ord DESC',
        [user],
      )
    },

    async deleteDataset(id) {
      await (
        await q()
      ).tx(async (t) => {
        await t.run('DELETE FROM semantic_overrides WHERE dataset_id = ?', [id])
        await t.run('DELETE FROM datasets WHERE id = ?', [id])
      })
    },

    async putSource(s) {
      await (
        await q()
      ).run(
        `INSERT INTO datasources (id, dataset_id, status, created_at, ord, data) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, data = excluded.data`,
        [s.id, s.dataset_id, s.status, s.created_at, nextOrd(), JSON.stringify(s)],
      )
    },

    async getSource(id) {
      return (await list('SELECT data FROM datasources WHERE id = ?', [id]))[0]
    },

    sourcesOf: (datasetId) =>
      list('SELECT data FROM datasources WHERE dataset_id = ? ORDER BY created_at, ord', [
        datasetId,
      ]),

    synchingSources: () => list(`SELECT data FROM datasources WHERE status = 'synching'`),

    async updateSource(id, change) {
      // Read and write in one transaction, so two updates never lose each other's fields.
      await (
        await q()
      ).tx(async (t) => {
        const old = await record<DataSourceRecord>(t, 'SELECT data FROM datasources WHERE id = ?', [
          id,
        ])
        if (!old) return
        const next = { ...old, ...change }
        await t.run('UPDATE datasources SET status = ?, data = ? WHERE id = ?', [
          next.status,
          JSON.stringify(next),
          id,
        ])
      })
    },

    async deleteSource(id) {
      await (await q()).run('DELETE FROM datasources WHERE id = ?', [id])
    },
  }
}
