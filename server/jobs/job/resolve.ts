import type { SourceFile } from '../../engine/catalog'
import type { StoredPlan as Plan } from '../../engine/types'
import { datasetFor, sourceFile, sourcesOf, visibleDatasets } from '../http/access'
import type { JobsContext } from '../http/context'
import { ApiError, notFound } from '../http/errors'
import type { SessionRecord } from '../../db/records'

/**
 * What a job may read. With a dataset: its data sources, or the chosen ones; any chosen source
 * not yet synched is 210023. Without a dataset: every synched source the user can see, and the
 * engine picks the one the question is about.
 */

export interface JobSources {
  files: SourceFile[]
  datasetName: string
}

const toFile = sourceFile

export async function resolveSources(
  ctx: JobsContext,
  user: string,
  datasetId: string | null,
  ids: string[] | null,
): Promise<JobSources> {
  if (!datasetId) {
    const files: SourceFile[] = []
    // The user's words for every dataset, in one read (docs/wire-formats.md, semantic overrides).
    const overrides = await ctx.repo.overridesOf(user)
    for (const d of await visibleDatasets(ctx, user))
      for (const s of await sourcesOf(ctx, d.id))
        if (s.status === 'synched') files.push(toFile(ctx, s, d, overrides.get(d.id)))
    return { files, datasetName: 'your data' }
  }
  const dataset = await datasetFor(ctx, user, datasetId)
  const overrides = await ctx.repo.getOverrides(dataset.id, user)
  const all = await sourcesOf(ctx, dataset.id)
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
    files: chosen
      .filter((s) => s.status === 'synched')
      .map((s) => toFile(ctx, s, dataset, overrides)),
    datasetName: dataset.name,
  }
}

/** The session's latest question (for the model planner's follow-ups), within the same history window. */
export async function previousQuestion(
  ctx: JobsContext,
  session: SessionRecord,
): Promise<string | null> {
  if (session.max_contextual_job_history <= 0) return null
  const { records } = await ctx.repo.listJobs(session.id, { offset: 0, limit: 1 })
  return records[0]?.question ?? null
}

/** The latest plan among the session's last max_contextual_job_history jobs. */
export function previousPlan(ctx: JobsContext, session: SessionRecord): Promise<Plan | null> {
  return ctx.repo.recentPlan(session.id, session.max_contextual_job_history)
}
