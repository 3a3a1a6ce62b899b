import type { HistoryRecord } from '@contract/jobs'
import { isObj, normalizeBlock, readHead } from '../api/normalize-block'
import type { JobEvent } from '../api/to-job-events'
import type { AskContext, Job, JobBlock } from '../types'
import { applyJobEvents } from './apply-job-event'
import { newJob } from './new-job'

const DEFAULT_CONTEXT: AskContext = {
  datasetId: null,
  datasourceIds: [],
  outputLanguage: 'AUTO',
  jobMode: 'AUTO',
}

function questionText(record: HistoryRecord): string {
  const blocks =
    isObj(record.question) && Array.isArray(record.question.blocks) ? record.question.blocks : []
  return blocks
    .filter(isObj)
    .map((b) =>
      String(b.type).toUpperCase() === 'CODE'
        ? `\`\`\`\n${String(b.content)}\n\`\`\``
        : String(b.content ?? ''),
    )
    .join('\n')
    .trim()
}

/**
 * A job from the session history endpoint. History has no TASKs, so steps carry no status; TABLE
 * content may be a bare URL string; the dataset is recovered from the SOURCES block.
 */
export function jobFromHistory(
  record: HistoryRecord,
  sessionId: string,
  fallbackTime: number,
): Job {
  const events: JobEvent[] = [{ type: 'job-id', jobId: record.job_id }]
  const answer =
    isObj(record.answer) && Array.isArray(record.answer.blocks) ? record.answer.blocks : []
  for (const raw of answer) {
    if (!isObj(raw)) continue
    const head = readHead(raw, 'Respond')
    if (String(raw.type).toUpperCase() === 'MESSAGE') {
      const text = typeof raw.content === 'string' ? raw.content : JSON.stringify(raw.content)
      if (text) events.push({ type: 'block-delta', ...head, text })
      continue
    }
    const block = normalizeBlock(String(raw.type), raw.content, head)
    if (block) events.push({ type: 'block', block })
  }
  const created = record.created_at ? Date.parse(record.created_at) : NaN
  const createdAt = Number.isNaN(created) ? fallbackTime : created
  let job = newJob({
    id: record.job_id,
    sessionId,
    question: questionText(record),
    context: { ...DEFAULT_CONTEXT, datasetId: datasetOf(answer) },
    now: createdAt,
  })
  job = applyJobEvents(job, events, createdAt)
  const status: Job['status'] =
    record.status === 'error'
      ? {
          state: 'failed',
          error: { kind: 'service', code: 210020, message: 'This job ended with an error.' },
        }
      : record.status === 'cancelled'
        ? { state: 'cancelled' }
        : { state: 'complete' }
  return { ...job, status, finishedAt: createdAt }
}

function datasetOf(blocks: unknown[]): string | null {
  for (const raw of blocks) {
    if (!isObj(raw) || !String(raw.type).toUpperCase().startsWith('SOURCE')) continue
    const items = Array.isArray(raw.content) ? raw.content : []
    const first: unknown = items[0]
    if (isObj(first) && typeof first.dataset_id === 'string') return first.dataset_id
  }
  return null
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
export function mergeHistory(local: Job[], records: HistoryRecord[], sessionId: string): Job[] {
  const byJobId = new Map(local.filter((j) => j.jobId).map((j) => [j.jobId!, j]))
  const merged = new Map(local.map((j) => [j.id, j]))
  // History is newest first (inferred from the official client); undated records keep that order.
  const oldest = Math.min(0, ...local.map((j) => j.createdAt))
  records.forEach((record, i) => {
    if (!record || typeof record.job_id !== 'string') return
    const remote = jobFromHistory(record, sessionId, oldest - i - 1)
    const mine = byJobId.get(record.job_id)
    if (mine) merged.set(mine.id, refreshArtifacts(mine, remote))
    else merged.set(remote.id, remote)
  })
  return [...merged.values()].sort((a, b) => a.createdAt - b.createdAt)
}
