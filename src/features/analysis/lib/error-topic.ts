import type { ApiErrorInit } from '@/lib/http'

/** What went wrong, in the terms the UI explains it (one plain-words text per topic). */
export type ErrorTopic =
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

const BY_CODE: Record<number, ErrorTopic> = {
  1002: 'auth',
  1003: 'auth',
  1004: 'auth',
  201: 'rate-limit',
  210020: 'job-failed',
  210021: 'quota',
  210022: 'too-long',
  210023: 'not-synched',
  210025: 'too-many-files',
  210026: 'invalid-analysis',
  300001: 'invalid',
  300002: 'no-permission',
  300003: 'not-found',
  9999: 'internal',
}

export function errorTopic(error: ApiErrorInit): ErrorTopic {
  const code =
    typeof error.code === 'string' && /^\d+$/.test(error.code) ? Number(error.code) : error.code
  if (typeof code === 'number' && BY_CODE[code]) return BY_CODE[code]
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
