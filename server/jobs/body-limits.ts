import { bodyLimit } from 'hono/body-limit'
import type { MiddlewareHandler } from 'hono'
import { MULTIPART_PART_SIZE } from '@contract/jobs'
import { MAX_OVERRIDES_BYTES } from '@contract/semantic-limits'
import { drainBody, DRAIN_MS } from '../lib/early-reply'
import { fail } from './envelope'
import type { JobsEnv } from './http-env'

/** JSON bodies are small; uploads may be large but not unbounded; a part is one part. */
export const JSON_BODY_LIMIT = 1024 * 1024
export const DEFAULT_UPLOAD_LIMIT = 512 * 1024 * 1024
/** A dataset's semantic overrides (routes/columns.ts) are bounded tighter than other JSON. */
const SEMANTIC_PATH = /\/datasets\/[^/]+\/columns(\/teach)?\/?$/

/**
 * A refused body up to this size is read and dropped, so its connection can carry the next
 * request (docs/limits.md, "Early replies"); uploads are large, so this bound is larger than the
 * default one.
 */
const DISCARD = { maxBytes: 64 * 1024 * 1024, ms: DRAIN_MS }

export function bodyLimits(uploadLimit = DEFAULT_UPLOAD_LIMIT): MiddlewareHandler<JobsEnv> {
  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      // The invalid-parameter code, with HTTP 413 so clients can tell the size was the problem.
      onError: async (c) => {
        // A body too big to read through ends its connection, and the reply says so.
        if (!(await drainBody(c.req.raw, DISCARD))) c.header('connection', 'close')
        return fail(
          c,
          'INVALID_PARAMS',
          `Request body too large: the limit is ${maxSize} bytes.`,
          413,
        )
      },
    })
  const json = limiter(JSON_BODY_LIMIT)
  const overrides = limiter(MAX_OVERRIDES_BYTES)
  const upload = limiter(uploadLimit)
  // A part may be a little larger than the nominal size (the last part absorbs the remainder).
  const part = limiter(MULTIPART_PART_SIZE * 2)
  return (c, next) => {
    const path = c.req.path
    if (path.endsWith('/file/upload-datasource')) return upload(c, next)
    if (path.includes('/file/parts/')) return part(c, next)
    if (SEMANTIC_PATH.test(path)) return overrides(c, next)
    return json(c, next)
  }
}
