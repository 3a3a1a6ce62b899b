import { runStream } from '@/lib/run-stream'
import { warmCsvWorker } from '@/workers/csv-client'
import { newExternalTraceId, openJobStream } from '../api/create-job'
import type { JobEvent } from '../api/blocks-to-events'
import type { Job } from '../types'
import { applyJobEvent } from './apply-job-event'
import { requestArtifact } from './artifact-store'

/** What running a job needs from the store: read and update a job, save it, track its abort. */
interface JobRunnerDeps {
  getJob: (id: string) => Job | undefined
  update: (id: string, fn: (job: Job) => Job) => void
  persist: (id: string) => void
  controllers: Map<string, AbortController>
}

const SAVE_EVERY_MS = 1500

export const interrupted = (job: Job): Job => ({
  ...job,
  status: {
    state: 'failed',
    error: {
      kind: 'stream',
      code: 'interrupted',
      message: 'The page closed before the answer finished. What arrived is kept.',
      traceId: job.traceId,
      externalTraceId: job.externalTraceId,
    },
  },
})

export const isOpen = (job: Job) =>
  job.status.state === 'submitting' || job.status.state === 'streaming'

export function artifactsOf(job: Job) {
  return job.blocks.flatMap((b) =>
    b.kind === 'table' || b.kind === 'image' ? [{ kind: b.kind, ref: b.artifact }] : [],
  )
}

/**
 * Runs (or re-runs) a job already in the store through runStream: a fresh external trace id, the
 * stream's events batched per frame through the reducer, files requested the moment their block arrives, and the
 * job saved as it goes. Stop (abort) ends it as cancelled, any failure as failed{error}.
 */
export async function startJob(id: string, deps: JobRunnerDeps) {
  const { getJob, update, persist, controllers } = deps
  const start = getJob(id)
  if (!start) return
  // A TABLE may come: its parser's start-up then happens while the service works, not after.
  warmCsvWorker()
  const externalTraceId = newExternalTraceId()
  const controller = new AbortController()
  controllers.set(id, controller)
  update(id, (j) => ({ ...j, externalTraceId, traceId: null, status: { state: 'submitting' } }))
  persist(id)

  let lastSave = Date.now()
  const { context } = start
  await runStream<JobEvent, Job>({
    signal: controller.signal,
    open: async (signal) => {
      const stream = await openJobStream(
        {
          session_id: start.sessionId,
          question: start.question,
          ...(context.datasetId ? { dataset_id: context.datasetId } : {}),
          ...(context.datasetId && context.datasourceIds.length
            ? { datasource_ids: context.datasourceIds }
            : {}),
          output_language: context.outputLanguage,
          job_mode: context.jobMode,
        },
        { signal, externalTraceId },
      )
      update(id, (j) => ({ ...j, traceId: stream.traceId }))
      return stream.events
    },
    // Files are fetched the moment their block arrives: the URL expires (docs/architecture.md).
    onEvent: (event) => {
      if (
        event.type === 'block' &&
        (event.block.kind === 'table' || event.block.kind === 'image')
      ) {
        requestArtifact(event.block.kind, event.block.artifact)
      }
    },
    reduce: applyJobEvent,
    update: (change) => update(id, change),
    persist: (now) => {
      if (now - lastSave > SAVE_EVERY_MS) {
        lastSave = now
        persist(id)
      }
    },
    fail: (j, error, aborted) => {
      if (!isOpen(j)) return j
      if (aborted) return { ...j, status: { state: 'cancelled' }, finishedAt: Date.now() }
      return {
        ...j,
        finishedAt: Date.now(),
        status: {
          state: 'failed',
          error: { ...error.toJSON(), externalTraceId, traceId: error.traceId ?? j.traceId },
        },
      }
    },
    settle: () => {
      controllers.delete(id)
      persist(id)
    },
  })
}
