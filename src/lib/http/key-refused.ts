import type { ChatErrorCode } from '@contract/chat'
import { JOB_ERRORS } from '@contract/jobs'
import type { ApiErrorInit } from './api-error'

const INVALID_TOKEN: ChatErrorCode = 'invalid_token'

// Chat: the documented `invalid_token` (HTTP 400, docs/wire-formats.md) and OpenAI-style 401 codes.
// Jobs: 1002-1004.
const KEY_CODES = new Set<string | number>([
  INVALID_TOKEN,
  'invalid_api_key',
  'authentication_error',
  JOB_ERRORS.AUTH_EXPIRED.code,
  JOB_ERRORS.AUTH_INSUFFICIENT.code,
  JOB_ERRORS.AUTH_BAD.code,
])

/** Whether a service refused the API key (whatever status it used to say so). */
export function isKeyRefused(error: Pick<ApiErrorInit, 'status' | 'code'> | null | undefined) {
  if (!error) return false
  if (error.code !== null && error.code !== undefined && KEY_CODES.has(error.code)) return true
  return error.status === 401 || error.status === 403
}
