import { JOB_ERRORS, UPSTREAM_JOB_ERRORS } from '@contract/jobs'
import type { ApiErrorInit } from '@/lib/http'

/** What went wrong, in the terms the UI explains it (one plain-words text per topic). */
type ErrorTopic =
  | 'auth'
  | 'job-failed'
  | 'quota'
  | 'too-long'
  | 'not-synched'
  | 'too-many-files'
  | 'invalid-analysis'
  | 'invalid'
  | 'no-permission'
  | 'not-found'
  | 'rate-limit'
  | 'network'
  | 'dropped'
  | 'interrupted'
  | 'internal'
  | 'unknown'

type CodeName = keyof typeof JOB_ERRORS | keyof typeof UPSTREAM_JOB_ERRORS
const CODES = { ...JOB_ERRORS, ...UPSTREAM_JOB_ERRORS }

/** The job service's codes the UI explains, by their names in contract/jobs.ts. */
const TOPIC_OF: Partial<Record<CodeName, ErrorTopic>> = {
  AUTH_EXPIRED: 'auth',
  AUTH_INSUFFICIENT: 'auth',
  AUTH_BAD: 'auth',
  RATE_LIMITED: 'rate-limit',
  JOB_FAILED: 'job-failed',
  QUOTA_EXCEEDED: 'quota',
  QUESTION_TOO_LONG: 'too-long',
  NOT_SYNCHED: 'not-synched',
  TOO_MANY_FILES: 'too-many-files',
  INVALID_ANALYSIS: 'invalid-analysis',
  INVALID_PARAMS: 'invalid',
  NO_PERMISSION: 'no-permission',
  NOT_FOUND: 'not-found',
  INTERNAL: 'internal',
}

const BY_CODE = new Map<number, ErrorTopic>(
  (Object.entries(TOPIC_OF) as [CodeName, ErrorTopic][]).map(([name, topic]) => [
    CODES[name].code,
    topic,
  ]),
)

export function errorTopic(error: ApiErrorInit): ErrorTopic {
  const code =
    typeof error.code === 'string' && /^\d+$/.test(error.code) ? Number(error.code) : error.code
  const byCode = typeof code === 'number' ? BY_CODE.get(code) : undefined
  if (byCode) return byCode
  if (code === 'interrupted') return 'interrupted'
  if (error.kind === 'network') return 'network'
  if (error.kind === 'stream') return 'dropped'
  if (error.status === 401 || error.status === 403) return 'auth'
  if (error.status === 429) return 'rate-limit'
  if (error.status && error.status >= 500) return 'internal'
  return 'unknown'
}

/** Which way out each topic offers: Settings for credentials, Retry where trying again can help. */
export function errorActions(topic: ErrorTopic): { settings: boolean; retry: boolean } {
  return {
    settings: topic === 'auth' || topic === 'network',
    retry: topic !== 'too-long',
  }
}
