import type { RecordedJob } from '../api/history-record'
import type { AskContext, Job, JobBlock } from '../types'
import { applyJobEvents } from './apply-job-event'
import { newJob } from './new-job'

const DEFAULT_CONTEXT: AskContext = {
  datasetId: null,
  datasourceIds: [],
  outputLanguage: 'AUTO',
  jobMode: 'AUTO',
}

/** A job from the session history; an undated one is placed at `fallbackTime`. */
export function jobFromHistory(
  recorded: RecordedJob,
  sessionId: string,
  fallbackTime: number,
): Job {
  const createdAt = recorded.createdAt ?? fallbackTime
  const asked = newJob({
    id: recorded.jobId,
    sessionId,
    question: recorded.question,
    context: { ...DEFAULT_CONTEXT, datasetId: recorded.datasetId },
    now: createdAt,
  })
  const job = applyJobEvents({ ...asked, jobId: recorded.jobId }, recorded.events, createdAt)
  return { ...job, status: recorded.status, finishedAt: createdAt }
}

/** Fresh URLs from history replace stale ones, so a never-fetched file gets another chance. */
function refreshArtifacts(local: Job, remote: Job): Job {
  const fresh = remote.blocks.filter((b) => b.kind === 'table' || b.kind === 'image')
  if (fresh.length === 0) return local
  let changed = false
  const blocks = local.blocks.map((b): JobBlock => {
    if (b.kind !== 'table' && b.kind !== 'image') return b
    const match = fresh.find(
      (f) =>
        f.kind === b.kind &&
        (f.kind === 'table' || f.kind === 'image') &&
        f.artifact.name === b.artifact.name,
    )
    if (!match || (match.kind !== 'table' && match.kind !== 'image')) return b
    const later =
      match.artifact.url !== b.artifact.url &&
      (b.artifact.expiresAt === null ||
        match.artifact.expiresAt === null ||
        Date.parse(match.artifact.expiresAt) > Date.parse(b.artifact.expiresAt))
    if (!later) return b
    changed = true
    return { ...b, artifact: match.artifact }
  })
  return changed ? { ...local, blocks } : local
}

/**
 * The session's jobs: local records (richer: steps, trace ids, failures the service never
 * recorded) win over history; history adds jobs asked elsewhere. Oldest first.
 */
export function mergeHistory(local: Job[], recorded: RecordedJob[], sessionId: string): Job[] {
  const byJobId = new Map(local.filter((j) => j.jobId).map((j) => [j.jobId!, j]))
  const merged = new Map(local.map((j) => [j.id, j]))
  // History is newest first (inferred from the official client); undated records keep that order.
  const oldest = Math.min(0, ...local.map((j) => j.createdAt))
  recorded.forEach((entry, i) => {
    const remote = jobFromHistory(entry, sessionId, oldest - i - 1)
    const mine = byJobId.get(entry.jobId)
    if (mine) merged.set(mine.id, refreshArtifacts(mine, remote))
    else merged.set(remote.id, remote)
  })
  return [...merged.values()].sort((a, b) => a.createdAt - b.createdAt)
}
