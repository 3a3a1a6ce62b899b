/** Per-request values set by the middleware. */
export type JobsEnv = {
  Variables: {
    traceId: string
    externalTraceId: string | null
    /** sha256 of the API key: quota and rate limits are per key, the key is never kept. */
    keyHash: string
  }
}
