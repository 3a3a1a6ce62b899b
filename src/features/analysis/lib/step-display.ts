import type { AnalysisKey } from '../i18n'
import type { JobGroup, JobStatus } from '../types'

export type StepDisplay = 'running' | 'retried' | 'done' | 'error' | 'pending' | 'stopped'

/**
 * What a step shows, from its latest TASK and the job: a finished job has no running steps (the
 * service does not always close them); history has no TASKs at all.
 */
export function stepDisplay(group: JobGroup, job: JobStatus): StepDisplay {
  const open = job.state === 'submitting' || job.state === 'streaming'
  const status = group.status
  if (status === 'error') return 'error'
  if (status === 'done') return 'done'
  if (open) return status === 'running' ? (group.retries > 0 ? 'retried' : 'running') : 'pending'
  if (job.state === 'complete') return 'done'
  if (job.state === 'failed') return status === 'running' ? 'error' : 'pending'
  return 'stopped'
}

export const STEP_LABEL: Record<StepDisplay, AnalysisKey> = {
  running: 'step.running',
  retried: 'step.retried',
  done: 'step.done',
  error: 'step.error',
  pending: 'step.pending',
  stopped: 'job.status.cancelled',
}
