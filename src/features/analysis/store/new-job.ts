import type { AskContext, Job } from '../types'

export function newJob(input: {
  id?: string
  sessionId: string
  question: string
  context: AskContext
  now: number
  /** When this attempt starts, if not when the job was first asked (a retry). */
  startedAt?: number
}): Job {
  return {
    id: input.id ?? crypto.randomUUID(),
    jobId: null,
    sessionId: input.sessionId,
    question: input.question,
    context: input.context,
    status: { state: 'submitting' },
    groups: {},
    groupOrder: [],
    blocks: [],
    externalTraceId: null,
    traceId: null,
    createdAt: input.now,
    startedAt: input.startedAt ?? input.now,
    finishedAt: null,
  }
}
