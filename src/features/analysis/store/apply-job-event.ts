import { JOB_ERRORS, type Stage } from '@contract/jobs'
import type { JobEvent } from '../api/blocks-to-events'
import type { Job, JobBlock, JobGroup } from '../types'

const isOpen = (job: Job) => job.status.state === 'submitting' || job.status.state === 'streaming'

/** Content arriving means the job is streaming; a finished job keeps its final status. */
function streaming(job: Job): Job['status'] {
  return job.status.state === 'submitting' ? { state: 'streaming' } : job.status
}

function withGroup(job: Job, groupId: string, groupName: string, stage: Stage): Job {
  const existing = job.groups[groupId]
  if (existing) {
    // group_name is not stable within a group (结论 vs Conclusions): keep the first real name.
    if (existing.name || !groupName) return job
    return { ...job, groups: { ...job.groups, [groupId]: { ...existing, name: groupName } } }
  }
  const group: JobGroup = {
    id: groupId,
    name: groupName,
    stage,
    status: null,
    retries: 0,
    files: null,
  }
  return {
    ...job,
    groups: { ...job.groups, [groupId]: group },
    groupOrder: [...job.groupOrder, groupId],
  }
}

function sameContent(a: JobBlock, b: JobBlock): boolean {
  if (a.kind !== b.kind || a.groupId !== b.groupId) return false
  if ((a.kind === 'table' || a.kind === 'image') && (b.kind === 'table' || b.kind === 'image')) {
    return a.artifact.url === b.artifact.url
  }
  return JSON.stringify(a) === JSON.stringify(b)
}

function lastIndexOfGroup(blocks: JobBlock[], groupId: string): number {
  for (let i = blocks.length - 1; i >= 0; i--) if (blocks[i]!.groupId === groupId) return i
  return -1
}

/**
 * The pure reducer of a job's stream, keyed by group_id. Returns the same object when an event
 * changes nothing (repeated TASKs are common), so memoised views skip the render.
 */
export function applyJobEvent(job: Job, event: JobEvent, now: number): Job {
  switch (event.type) {
    case 'job-id':
      if (job.jobId === event.jobId && job.status.state !== 'submitting') return job
      return { ...job, jobId: event.jobId, status: streaming(job) }

    case 'task': {
      let next = withGroup(job, event.groupId, event.name || event.groupName, event.stage)
      const group = next.groups[event.groupId]!
      // Only the latest TASK per group counts; error then running means the step was retried.
      const retried = group.status === 'error' && event.status === 'running'
      const name = event.name || group.name
      const files = event.files ?? group.files
      if (group.status === event.status && group.name === name && group.files === files) {
        return next === job && job.status.state !== 'submitting'
          ? job
          : { ...next, status: streaming(next) }
      }
      next = {
        ...next,
        status: streaming(next),
        groups: {
          ...next.groups,
          [event.groupId]: {
            ...group,
            name,
            files,
            status: event.status,
            retries: group.retries + (retried ? 1 : 0),
          },
        },
      }
      return next
    }

    case 'block-delta': {
      const next = withGroup(job, event.groupId, event.groupName, event.stage)
      const blocks = next.blocks
      const at = lastIndexOfGroup(blocks, event.groupId)
      const last = at === -1 ? null : blocks[at]!
      // Deltas concatenate per group; a TABLE or IMAGE of the same group in between starts a new
      // paragraph block, so the answer keeps the order the service wrote it in.
      if (last?.kind === 'message' && last.stage === event.stage) {
        const updated = blocks.slice()
        updated[at] = { ...last, text: last.text + event.text }
        return { ...next, blocks: updated, status: streaming(next) }
      }
      const block: JobBlock = {
        kind: 'message',
        text: event.text,
        groupId: event.groupId,
        groupName: next.groups[event.groupId]!.name,
        stage: event.stage,
      }
      return { ...next, blocks: [...blocks, block], status: streaming(next) }
    }

    case 'block': {
      const { block } = event
      const next = withGroup(job, block.groupId, block.groupName, block.stage)
      const at = lastIndexOfGroup(next.blocks, block.groupId)
      if (at !== -1 && sameContent(next.blocks[at]!, block)) {
        return next === job ? job : next
      }
      const named = { ...block, groupName: next.groups[block.groupId]!.name || block.groupName }
      return { ...next, blocks: [...next.blocks, named], status: streaming(next) }
    }

    case 'end':
      if (!isOpen(job)) return job
      if (event.outcome === 'done')
        return { ...job, status: { state: 'complete' }, finishedAt: now }
      return {
        ...job,
        finishedAt: now,
        status: {
          state: 'failed',
          error: {
            kind: 'service',
            code: JOB_ERRORS.JOB_FAILED.code,
            message: 'The job ended with an error before it finished.',
            externalTraceId: job.externalTraceId,
            traceId: job.traceId,
          },
        },
      }

    case 'error':
      if (!isOpen(job)) return job
      return {
        ...job,
        finishedAt: now,
        status: {
          state: 'failed',
          error: {
            ...event.error,
            traceId: event.error.traceId ?? job.traceId,
            externalTraceId: event.error.externalTraceId ?? job.externalTraceId,
          },
        },
      }
  }
}

/** Applies many events at once (a frame's worth of deltas, or a whole recorded stream). */
export function applyJobEvents(job: Job, events: JobEvent[], now: number): Job {
  return events.reduce((acc, e) => applyJobEvent(acc, e, now), job)
}
