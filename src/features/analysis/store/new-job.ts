import type { AskContext, Job } from '../types'

export function newJob(input: {
  id?: string
  sessionId: string
  question: string
  context: AskContext
  now: number
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
    finishedAt: null,
  }
}
