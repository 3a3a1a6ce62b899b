import type { JobsContext } from './context'
import { ApiError, notFound } from './errors'
import { newestFirst } from './params'
import type { DataSourceRecord, DatasetRecord, SessionRecord } from './store/records'

/**
 * Who sees what: a user's own sessions and datasets, plus the samples everyone has. Another
 * user's records answer "not found", so ids never leak across users.
 */

export function visibleDatasets(ctx: JobsContext, user: string): DatasetRecord[] {
  const own = newestFirst(ctx.store.datasets.values().filter((d) => d.user_id === user))
  return [...own, ...ctx.samples.datasets]
}

export function datasetFor(ctx: JobsContext, user: string, id: string): DatasetRecord {
  const d = ctx.samples.datasets.find((s) => s.id === id) ?? ctx.store.datasets.get(id)
  if (!d || (d.user_id !== '*' && d.user_id !== user)) throw notFound('Dataset')
  return d
}

export function ownDataset(ctx: JobsContext, user: string, id: string): DatasetRecord {
  const d = datasetFor(ctx, user, id)
  if (d.user_id === '*') throw new ApiError('NO_PERMISSION', 'Sample datasets cannot be changed.')
  return d
}

export function sourcesOf(ctx: JobsContext, datasetId: string): DataSourceRecord[] {
  const samples = ctx.samples.datasources.filter((s) => s.dataset_id === datasetId)
  if (samples.length) return samples
  return ctx.store.datasources
    .values()
    .filter((s) => s.dataset_id === datasetId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
}

export function sourceFor(
  ctx: JobsContext,
  user: string,
  datasetId: string,
  id: string,
): DataSourceRecord {
  datasetFor(ctx, user, datasetId)
  const s = sourcesOf(ctx, datasetId).find((x) => x.id === id)
  if (!s) throw notFound('Data source')
  return s
}

export function sessionFor(ctx: JobsContext, user: string, id: string): SessionRecord {
  const s = ctx.store.sessions.get(id)
  if (!s || s.user_id !== user) throw notFound('Session')
  return s
}

/** What the API shows of a data source (no paths, no owner). */
export function publicSource(s: DataSourceRecord) {
  return {
    id: s.id,
    dataset_id: s.dataset_id,
    name: s.name,
    type: s.type,
    status: s.status,
    size: s.size,
    reason: s.reason ?? null,
    details: s.details ?? null,
  }
}
