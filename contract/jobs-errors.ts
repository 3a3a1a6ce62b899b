/**
 * Error codes of the job service (docs/wire-formats.md), the one table the server answers from and
 * the client explains. Re-exported by contract/jobs.ts.
 */

export const JOB_ERRORS = {
  AUTH_EXPIRED: { code: 1002, status: 403, msg: 'authentication.expired' },
  AUTH_INSUFFICIENT: { code: 1003, status: 403, msg: 'insufficient.authentication' },
  AUTH_BAD: { code: 1004, status: 403, msg: 'bad.credentials' },
  RATE_LIMITED: { code: 201, status: 429, msg: 'Too many requests, please slow down.' },
  JOB_FAILED: {
    code: 210020,
    status: 500,
    msg: 'Something went wrong during job execution. Please try again.',
  },
  QUOTA_EXCEEDED: { code: 210021, status: 400, msg: 'Job quota exceeded' },
  QUESTION_TOO_LONG: { code: 210022, status: 400, msg: 'The question exceeds 6000 characters.' },
  NOT_SYNCHED: {
    code: 210023,
    status: 400,
    msg: 'The selected data sources are not all synchronized yet.',
  },
  INVALID_PARAMS: { code: 300001, status: 400, msg: 'Invalid parameters' },
  NO_PERMISSION: { code: 300002, status: 200, msg: 'No permission' },
  NOT_FOUND: { code: 300003, status: 200, msg: 'Not found' },
  BAD_EXTENSION: { code: 300004, status: 200, msg: 'Unsupported file extension' },
  EMPTY_FILE: { code: 300005, status: 200, msg: 'The file is empty' },
  UPLOAD_FAILED: { code: 300007, status: 200, msg: 'Upload failed' },
  PRESIGN_FAILED: { code: 300008, status: 200, msg: 'Presign failed' },
  TOO_MANY_SESSIONS: {
    code: 300009,
    status: 200,
    msg: 'The number of sessions has reached the upper limit',
  },
  DATASOURCE_FAILED: { code: 300011, status: 200, msg: 'Data source creation failed' },
  INTERNAL: { code: 9999, status: 500, msg: 'Internal error' },
} as const satisfies Record<string, { code: number; status: number; msg: string }>

export type JobErrorName = keyof typeof JOB_ERRORS

/**
 * Codes the real job service may answer that the local one never sends; clients explain them in
 * their own words (the service's message is not known here).
 */
export const UPSTREAM_JOB_ERRORS = {
  TOO_MANY_FILES: { code: 210025 },
  INVALID_ANALYSIS: { code: 210026 },
} as const satisfies Record<string, { code: number }>
