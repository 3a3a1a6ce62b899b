import { create } from 'zustand'
import { MAX_QUESTION_LENGTH } from '@contract/jobs'
import { createSession } from '../api/create-session'
import { listSessionHistory } from '../api/list-session-history'
import { artifactKey } from '../lib/artifact-key'
import type { AskContext, Job } from '../types'
import {
  dataOfJobs,
  followUpContext,
  isAsking,
  patchedAsk,
  requestErrorOf,
  retriedJob,
  runningJobs,
  sessionJobIds,
  storageErrorOf,
  withJob,
} from './analysis-reducers'
import type { AnalysisState } from './analysis-state'
import { deleteCachedArtifacts } from './artifact-cache'
import { prefetchArtifact } from './artifact-store'
import { mergeHistory } from './history'
import { deleteSessionJobs, loadSessionJobs, saveJob } from './job-repository'
import {
  forgetSessionData,
  loadAskContext,
  loadLastSession,
  loadSessionData,
  saveAskContext,
  saveLastSession,
  saveSessionData,
  type SessionData,
} from './preferences'
import { newJob } from './new-job'
import { artifactsOf, interrupted, isOpen, startJob } from './run-job'

const controllers = new Map<string, AbortController>()
export const useAnalysisStore = create<AnalysisState>()((set, get) => {
  const update = (id: string, fn: (job: Job) => Job) => set((s) => withJob(s, id, fn))

  const persist = (id: string) => {
    const job = get().jobs[id]
    // A job that never got a session (creating it failed) is shown but not stored.
    if (!job?.sessionId) return
    saveJob(job).catch((err: unknown) => set({ storageError: storageErrorOf(err) }))
  }

  /** Shows the session's own dataset and sources in the picker (so the next job runs on them). */
  const restoreData = (data: SessionData | null) => {
    if (!data?.datasetId) return
    const ask = { ...get().ask, datasetId: data.datasetId, datasourceIds: data.datasourceIds }
    saveAskContext(ask)
    set({ ask })
  }

  const runJob = (id: string) =>
    startJob(id, { getJob: (j) => get().jobs[j], update, persist, controllers })

  async function ensureSession(
    question: string,
    context: AskContext,
  ): Promise<{ id: string; created: boolean }> {
    const open = get().sessionId
    if (open) return { id: open, created: false }
    const id = await createSession({
      name: question.replace(/\s+/g, ' ').slice(0, 60),
      outputLanguage: context.outputLanguage,
      jobMode: context.jobMode,
    })
    saveLastSession(id)
    saveSessionData(id, context)
    set({ sessionId: id, sessionLoad: { state: 'ready' } })
    return { id, created: true }
  }

  return {
    sessionId: loadLastSession(),
    jobIds: [],
    jobs: {},
    sessionLoad: { state: 'idle' },
    storageError: null,
    ask: loadAskContext(),
    actions: {
      async sessionOpened(sessionId) {
        saveLastSession(sessionId)
        // Keep running jobs in memory (their streams still write to them); drop the rest.
        const running = runningJobs(get().jobs, controllers)
        set({
          sessionId,
          jobIds: [],
          jobs: running,
          sessionLoad: sessionId ? { state: 'loading' } : { state: 'idle' },
        })
        if (!sessionId) return
        const stillOpen = () => get().sessionId === sessionId
        const remembered = loadSessionData(sessionId)
        restoreData(remembered)

        let local: Job[] = []
        try {
          local = (await loadSessionJobs(sessionId)).map((j) =>
            isOpen(j) && !controllers.has(j.id) ? interrupted(j) : j,
          )
        } catch (err) {
          set({ storageError: storageErrorOf(err) })
        }
        if (!stillOpen()) return
        if (!remembered) restoreData(dataOfJobs(local))
        const withRunning = () => {
          const jobs = { ...get().jobs }
          for (const j of local) if (!controllers.has(j.id)) jobs[j.id] = j
          return jobs
        }
        const firstJobs = withRunning()
        set({
          jobs: firstJobs,
          jobIds: sessionJobIds(firstJobs, sessionId),
        })

        try {
          const recorded = await listSessionHistory(sessionId)
          if (!stillOpen()) return
          const current = Object.values(get().jobs).filter((j) => j.sessionId === sessionId)
          const merged = mergeHistory(current, recorded, sessionId)
          const jobs = { ...get().jobs }
          for (const j of merged) {
            if (jobs[j.id] !== j) {
              jobs[j.id] = j
              if (!controllers.has(j.id)) void saveJob(j).catch(() => undefined)
            }
          }
          set({ jobs, jobIds: merged.map((j) => j.id), sessionLoad: { state: 'ready' } })
          if (!remembered && !local.length) restoreData(dataOfJobs(merged))
          // Jobs asked elsewhere: save their files before the URLs expire, without parsing them.
          const knownLocally = new Set(current.map((j) => j.id))
          for (const j of merged) {
            if (knownLocally.has(j.id)) continue
            for (const a of artifactsOf(j)) void prefetchArtifact(a.kind, a.ref)
          }
        } catch (err) {
          if (!stillOpen()) return
          set({ sessionLoad: { state: 'error', error: requestErrorOf(err) } })
        }
      },

      async sessionDeleted(sessionId) {
        forgetSessionData(sessionId)
        for (const [id, c] of controllers) if (get().jobs[id]?.sessionId === sessionId) c.abort()
        if (get().sessionId === sessionId) {
          saveLastSession(null)
          set({ sessionId: null, jobIds: [], sessionLoad: { state: 'idle' } })
        }
        try {
          const removed = await deleteSessionJobs(sessionId)
          const keys = removed.flatMap(artifactsOf).map((a) => artifactKey(a.ref.url))
          await deleteCachedArtifacts([...new Set(keys)])
        } catch (err) {
          set({ storageError: storageErrorOf(err) })
        }
      },

      askContextChanged(patch) {
        const ask = patchedAsk(get().ask, patch)
        saveAskContext(ask)
        set({ ask })
        // The open session remembers what it is about.
        const open = get().sessionId
        if (open) saveSessionData(open, ask)
      },

      async questionAsked(question, context) {
        const text = question.trim()
        if (!text || text.length > MAX_QUESTION_LENGTH) return { createdSession: false }
        const ctx = context ?? get().ask
        let session: { id: string; created: boolean }
        try {
          session = await ensureSession(text, ctx)
        } catch (err) {
          // Creating the session failed: the job shows the error in place, with Retry.
          const job = newJob({ sessionId: '', question: text, context: ctx, now: Date.now() })
          const error = requestErrorOf(err)
          set((s) => ({
            jobs: { ...s.jobs, [job.id]: { ...job, status: { state: 'failed', error } } },
            jobIds: [...s.jobIds, job.id],
          }))
          return { createdSession: false }
        }
        if (!session.created) saveSessionData(session.id, ctx)
        const job = newJob({ sessionId: session.id, question: text, context: ctx, now: Date.now() })
        set((s) => ({ jobs: { ...s.jobs, [job.id]: job }, jobIds: [...s.jobIds, job.id] }))
        void runJob(job.id)
        return { createdSession: session.created }
      },

      async followUpAsked(fromJobId, question) {
        const from = get().jobs[fromJobId]
        const context = followUpContext(from, get().ask)
        return get().actions.questionAsked(question, context)
      },

      jobStopped(jobId) {
        controllers.get(jobId)?.abort()
        update(jobId, (j) =>
          isOpen(j) ? { ...j, status: { state: 'cancelled' }, finishedAt: Date.now() } : j,
        )
      },

      jobRetried(jobId) {
        const job = get().jobs[jobId]
        if (!job || isOpen(job)) return
        if (!job.sessionId) {
          // The session was never created: ask again from scratch, in place of the failed entry.
          set((s) => ({ jobIds: s.jobIds.filter((id) => id !== jobId) }))
          void get().actions.questionAsked(job.question, job.context)
          return
        }
        update(jobId, (j) => retriedJob(j, Date.now()))
        void runJob(jobId)
      },
    },
  }
})

export const useSessionId = () => useAnalysisStore((s) => s.sessionId)
export const useJobIds = () => useAnalysisStore((s) => s.jobIds)
export const useJob = (id: string) => useAnalysisStore((s) => s.jobs[id])
export const useSessionLoad = () => useAnalysisStore((s) => s.sessionLoad)
export const useStorageError = () => useAnalysisStore((s) => s.storageError)
export const useAskContext = () => useAnalysisStore((s) => s.ask)
export const useIsAsking = () =>
  useAnalysisStore((s) => s.jobIds.some((id) => isAsking(s.jobs[id])))
export const useRunningJobId = () =>
  useAnalysisStore((s) => s.jobIds.find((id) => isAsking(s.jobs[id])) ?? null)
export const useAnalysisActions = () => useAnalysisStore((s) => s.actions)
export const getJob = (id: string) => useAnalysisStore.getState().jobs[id]
export const getSessionId = () => useAnalysisStore.getState().sessionId
export const getSessionLoad = () => useAnalysisStore.getState().sessionLoad
