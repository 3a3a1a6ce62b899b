// Pure helpers and reducers of the analysis store (no storage, no network): apart from the store's side effects.
import { ApiError, type ApiErrorInit } from '@/lib/http'
import type { AskContext, Job } from '../types'
import type { AnalysisState } from './analysis-state'
import { newJob } from './new-job'
import type { SessionData } from './preferences'

/** The state with one job changed by `fn`; the same state when the job is absent or unchanged. */
export function withJob(
  s: AnalysisState,
  id: string,
  fn: (job: Job) => Job,
): AnalysisState | Partial<AnalysisState> {
  const job = s.jobs[id]
  if (!job) return s
  const next = fn(job)
  return next === job ? s : { jobs: { ...s.jobs, [id]: next } }
}

/** What a session's latest job ran on: for sessions this device has not remembered. */
export const dataOfJobs = (jobs: Job[]): SessionData | null => {
  const last = [...jobs].reverse().find((j) => j.context.datasetId)
  return last
    ? { datasetId: last.context.datasetId, datasourceIds: last.context.datasourceIds }
    : null
}

/** A storage failure as the store shows it. */
export const storageErrorOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** A failed request as the store shows it: the API's error, else a network error. */
export const requestErrorOf = (err: unknown): ApiErrorInit =>
  err instanceof ApiError ? err.toJSON() : { kind: 'network' as const, message: String(err) }

/** The jobs whose streams still run (they have a controller). */
export const runningJobs = (jobs: Record<string, Job>, controllers: Map<string, AbortController>) =>
  Object.fromEntries(Object.entries(jobs).filter(([id]) => controllers.has(id)))

/** The ids of a session's jobs, oldest first. */
export const sessionJobIds = (jobs: Record<string, Job>, sessionId: string) =>
  Object.values(jobs)
    .filter((j) => j.sessionId === sessionId)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((j) => j.id)

/** The ask context with a patch applied. */
export function patchedAsk(current: AskContext, patch: Partial<AskContext>): AskContext {
  const ask = { ...current, ...patch }
  // Narrowed data sources belong to one dataset; switching datasets clears them.
  if (
    patch.datasetId !== undefined &&
    patch.datasetId !== current.datasetId &&
    !patch.datasourceIds
  ) {
    ask.datasourceIds = []
  }
  return ask
}

/** A follow-up asks about the same data as the job it came from. */
export const followUpContext = (from: Job | undefined, ask: AskContext): AskContext =>
  from?.context.datasetId
    ? from.context
    : { ...ask, datasetId: from?.context.datasetId ?? ask.datasetId }

/** A finished job asked again in place, as new. */
export const retriedJob = (j: Job, now: number): Job => ({
  ...newJob({
    id: j.id,
    sessionId: j.sessionId,
    question: j.question,
    context: j.context,
    now: j.createdAt,
    // The retry's own time: the outage before it is not part of the job's duration.
    startedAt: now,
  }),
})

/** A job being submitted or streaming. */
export const isAsking = (j: Job | undefined) =>
  !!j && (j.status.state === 'submitting' || j.status.state === 'streaming')
