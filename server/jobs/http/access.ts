import { isDocumentType } from '@contract/jobs'
import type { SemanticOverrides } from '@contract/semantic'
import { documentPath } from '../../engine/documents/documents'
import type { SourceFile } from '../../engine/catalog'
import type { JobsContext } from './context'
import { SAMPLE_VOCABULARY } from '../samples/sample-vocabulary'
import { SAMPLE_DOCUMENTS_ID, sampleDocumentSources } from '../samples/sample-documents'
import { ApiError, notFound } from './errors'
import type { DataSourceRecord, DatasetRecord, SessionRecord } from '../../db/records'

/**
 * Who sees what: a user's own sessions and datasets, plus the samples everyone has. Another
 * user's records answer "not found", so ids never leak across users.
 */

export async function visibleDatasets(ctx: JobsContext, user: string): Promise<DatasetRecord[]> {
  return [...(await ctx.repo.allDatasets(user)), ...ctx.samples.datasets]
}

export async function datasetFor(
  ctx: JobsContext,
  user: string,
  id: string,
): Promise<DatasetRecord> {
  const d = ctx.samples.datasets.find((s) => s.id === id) ?? (await ctx.repo.getDataset(id))
  if (!d || (d.user_id !== '*' && d.user_id !== user)) throw notFound('Dataset')
  return d
}

export async function ownDataset(
  ctx: JobsContext,
  user: string,
  id: string,
): Promise<DatasetRecord> {
  const d = await datasetFor(ctx, user, id)
  if (d.user_id === '*') throw new ApiError('NO_PERMISSION', 'Sample datasets cannot be changed.')
  return d
}

export async function sourcesOf(ctx: JobsContext, datasetId: string): Promise<DataSourceRecord[]> {
  const samples = ctx.samples.datasources.filter((s) => s.dataset_id === datasetId)
  // The sample documents are indexed into the data dir on first use (samples/sample-documents.ts).
  if (datasetId === SAMPLE_DOCUMENTS_ID)
    return sampleDocumentSources(ctx, samples, (p) => ctx.resolve(p))
  if (samples.length) return samples
  return ctx.repo.sourcesOf(datasetId)
}

export async function sourceFor(
  ctx: JobsContext,
  user: string,
  datasetId: string,
  id: string,
): Promise<DataSourceRecord> {
  await datasetFor(ctx, user, datasetId)
  const s = (await sourcesOf(ctx, datasetId)).find((x) => x.id === id)
  if (!s) throw notFound('Data source')
  return s
}

export async function sessionFor(
  ctx: JobsContext,
  user: string,
  id: string,
): Promise<SessionRecord> {
  const s = await ctx.repo.getSession(id)
  if (!s || s.user_id !== user) throw notFound('Session')
  return s
}

/**
 * A synched data source as the engine reads it; a sample brings its own vocabulary, and the
 * user's semantic overrides of the dataset (when given) are read last by its semantic model.
 */
export function sourceFile(
  ctx: JobsContext,
  s: DataSourceRecord,
  dataset?: { name: string; description: string },
  overrides?: SemanticOverrides,
): SourceFile {
  const vocabulary = SAMPLE_VOCABULARY[s.dataset_id]
  return {
    ...(dataset
      ? {
          dataset: {
            name: dataset.name,
            description: dataset.description,
            ...(overrides ? { overrides } : {}),
          },
        }
      : {}),
    datasetId: s.dataset_id,
    datasourceId: s.id,
    fileName: s.name,
    fileType: s.file_type,
    path: ctx.resolve(s.file_path),
    ...(isDocumentType(s.file_type) ? { passages: ctx.resolve(documentPath(s.id)) } : {}),
    ...(vocabulary ? { vocabulary } : {}),
  }
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
