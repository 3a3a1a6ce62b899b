// The analysis store's state and action types: apart from the store so the helpers can name them without importing it.
import type { ApiErrorInit } from '@/lib/http'
import type { AskContext, Job } from '../types'

export type SessionLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'error'; error: ApiErrorInit }

export interface AnalysisState {
  sessionId: string | null
  /** Jobs of the open session, oldest first. */
  jobIds: string[]
  jobs: Record<string, Job>
  sessionLoad: SessionLoad
  storageError: string | null
  ask: AskContext
  actions: {
    sessionOpened: (sessionId: string | null) => Promise<void>
    sessionDeleted: (sessionId: string) => Promise<void>
    askContextChanged: (patch: Partial<AskContext>) => void
    /** Asks in the open session (creating one first if none is open). Resolves once started. */
    questionAsked: (question: string, context?: AskContext) => Promise<{ createdSession: boolean }>
    followUpAsked: (fromJobId: string, question: string) => Promise<{ createdSession: boolean }>
    jobStopped: (jobId: string) => void
    jobRetried: (jobId: string) => void
  }
}
