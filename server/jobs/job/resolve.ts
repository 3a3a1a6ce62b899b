import type { SourceFile } from '../../engine/catalog'
import type { Plan } from '../../engine/types'
import { datasetFor, sourcesOf, visibleDatasets } from '../access'
import type { JobsContext } from '../context'
import { ApiError, notFound } from '../errors'
import { newestFirst } from '../params'
import type { DataSourceRecord, SessionRecord } from '../store/records'

/**
 * What a job may read. With a dataset: its data sources, or the chosen ones; any chosen source
 * not yet synched is 210023. Without a dataset: every synched source the user can see, and the
 * engine picks the one the question is about.
 */

export interface JobSources {
  files: SourceFile[]
  datasetName: string
}

const toFile = (ctx: JobsContext, s: DataSourceRecord): SourceFile => ({
  datasetId: s.dataset_id,
  datasourceId: s.id,
  fileName: s.name,
  fileType: s.file_type,
  path: ctx.store.resolve(s.file_path),
})

export function resolveSources(
  ctx: JobsContext,
  user: string,
  datasetId: string | null,
  ids: string[] | null,
): JobSources {
  if (!datasetId) {
    const files = visibleDatasets(ctx, user).flatMap((d) =>
      sourcesOf(ctx, d.id).filter((s) => s.status === 'synched'),
    )
    return { files: files.map((s) => toFile(ctx, s)), datasetName: 'your data' }
  }
  const dataset = datasetFor(ctx, user, datasetId)
  const all = sourcesOf(ctx, dataset.id)
  let chosen = all
  if (ids?.length) {
    chosen = ids.map(
      (id) =>
        all.find((s) => s.id === id) ??
        (() => {
          throw notFound(`Data source ${id}`)
        })(),
    )
    if (chosen.some((s) => s.status !== 'synched')) throw new ApiError('NOT_SYNCHED')
  } else if (
    all.some((s) => s.status === 'synching') ||
    (all.length && !all.some((s) => s.status === 'synched'))
  ) {
    throw new ApiError('NOT_SYNCHED')
  }
  return {
    files: chosen.filter((s) => s.status === 'synched').map((s) => toFile(ctx, s)),
    datasetName: dataset.name,
  }
}

/** The session's latest question (for the model planner's follow-ups), within the same history window. */
export function previousQuestion(ctx: JobsContext, session: SessionRecord): string | null {
  if (session.max_contextual_job_history <= 0) return null
  const [latest] = newestFirst(ctx.store.jobs.values().filter((j) => j.session_id === session.id))
  return latest?.question ?? null
}

/** The latest plan among the session's last max_contextual_job_history jobs. */
export function previousPlan(ctx: JobsContext, session: SessionRecord): Plan | null {
  if (session.max_contextual_job_history <= 0) return null
  const recent = newestFirst(
    ctx.store.jobs.values().filter((j) => j.session_id === session.id),
  ).slice(0, session.max_contextual_job_history)
  return recent.find((j) => j.plan)?.plan ?? null
}
