import { bodyLimit } from 'hono/body-limit'
import type { MiddlewareHandler } from 'hono'
import { MULTIPART_PART_SIZE } from '@contract/jobs'
import { fail } from './envelope'
import type { JobsEnv } from './http-env'

/** JSON bodies are small; uploads may be large but not unbounded; a part is one part. */
export const JSON_BODY_LIMIT = 1024 * 1024
export const DEFAULT_UPLOAD_LIMIT = 512 * 1024 * 1024

export function bodyLimits(uploadLimit = DEFAULT_UPLOAD_LIMIT): MiddlewareHandler<JobsEnv> {
  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      // The invalid-parameter code, with HTTP 413 so clients can tell the size was the problem.
      onError: (c) => fail(c, 'INVALID_PARAMS', `Request body too large: the limit is ${maxSize} bytes.`, 413),
    })
  const json = limiter(JSON_BODY_LIMIT)
  const upload = limiter(uploadLimit)
  // A part may be a little larger than the nominal size (the last part absorbs the remainder).
  const part = limiter(MULTIPART_PART_SIZE * 2)
  return (c, next) => {
    const path = c.req.path
    if (path.endsWith('/file/upload-datasource')) return upload(c, next)
    if (path.includes('/file/parts/')) return part(c, next)
    return json(c, next)
  }
}
