import type { JobErrorName } from '@contract/jobs'

/** Thrown by handlers; the app's error handler turns it into the documented envelope. */
export class ApiError extends Error {
  constructor(
    readonly kind: JobErrorName,
    message?: string,
  ) {
    super(message ?? kind)
    this.name = 'ApiError'
  }
}

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} not found.`)
export const invalid = (message: string) => new ApiError('INVALID_PARAMS', message)
