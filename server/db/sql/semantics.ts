import type { SemanticOverrides } from '@contract/semantic'
import type { Repository } from '../repo'
import type { Db } from './shared'

/**
 * Semantic overrides, one JSON record per (dataset, user). Deleting a dataset deletes them
 * (sql/datasets.ts); a sample's are kept per user, since the sample itself is never deleted.
 */

const EMPTY = '{"columns":{},"values":{}}'

function parsed(data: string | undefined): SemanticOverrides | undefined {
  if (data === undefined) return undefined
  const o = JSON.parse(data) as Partial<SemanticOverrides>
  return { columns: o.columns ?? {}, values: o.values ?? {} }
}

export function semanticQueries(
  q: Db,
): Pick<Repository, 'getOverrides' | 'overridesOf' | 'putOverrides' | 'changeOverrides'> {
  const upsert = `INSERT INTO semantic_overrides (dataset_id, user_id, updated_at, data) VALUES (?, ?, ?, ?)
     ON CONFLICT (dataset_id, user_id) DO UPDATE SET updated_at = excluded.updated_at, data = excluded.data`
  return {
    async getOverrides(datasetId, user) {
      const [row] = await (
        await q()
      ).all<{ data: string }>(
        'SELECT data FROM semantic_overrides WHERE dataset_id = ? AND user_id = ?',
        [datasetId, user],
      )
      return parsed(row?.data)
    },

    async overridesOf(user) {
      const rows = await (
        await q()
      ).all<{ dataset_id: string; data: string }>(
        'SELECT dataset_id, data FROM semantic_overrides WHERE user_id = ?',
        [user],
      )
      return new Map(rows.map((r) => [r.dataset_id, parsed(r.data)!]))
    },

    async putOverrides(datasetId, user, overrides) {
      await (
        await q()
      ).run(upsert, [datasetId, user, new Date().toISOString(), JSON.stringify(overrides)])
    },

    async changeOverrides(datasetId, user, change) {
      return (await q()).tx(async (t) => {
        const now = new Date().toISOString()
        // Writing first takes the row's lock (PostgreSQL) before it is read, so a concurrent
        // change waits here and then reads this one's result; SQLite's transactions are serial.
        await t.run(
          `INSERT INTO semantic_overrides (dataset_id, user_id, updated_at, data) VALUES (?, ?, ?, ?)
           ON CONFLICT (dataset_id, user_id) DO UPDATE SET updated_at = excluded.updated_at`,
          [datasetId, user, now, EMPTY],
        )
        const [row] = await t.all<{ data: string }>(
          'SELECT data FROM semantic_overrides WHERE dataset_id = ? AND user_id = ?',
          [datasetId, user],
        )
        const next = change(parsed(row?.data ?? EMPTY)!)
        await t.run('UPDATE semantic_overrides SET data = ? WHERE dataset_id = ? AND user_id = ?', [
          JSON.stringify(next),
          datasetId,
          user,
        ])
        return next
      })
    },
  }
}
