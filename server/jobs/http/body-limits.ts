import { bodyLimit } from 'hono/body-limit'
import type { Context, MiddlewareHandler } from 'hono'
import { MULTIPART_PART_SIZE } from '@contract/jobs'
import { MAX_OVERRIDES_BYTES } from '@contract/semantic-limits'
import { drainBody, DRAIN_MS } from '../../lib/early-reply'
import { fail } from './envelope'
import type { JobsEnv } from './http-env'

/** JSON bodies are small; uploads may be large but not unbounded; a part is one part. */
export const JSON_BODY_LIMIT = 1024 * 1024
const DEFAULT_UPLOAD_LIMIT = 512 * 1024 * 1024
/** A dataset's semantic overrides (routes/columns.ts) are bounded tighter than other JSON. */
const SEMANTIC_PATH = /\/datasets\/[^/]+\/columns(\/teach)?\/?$/

/**
 * A refused body up to this size is read and dropped, so its connection can carry the next
 * request (docs/limits.md, "Early replies"); uploads are large, so this bound is larger than the
 * default one.
 */
const DISCARD = { maxBytes: 64 * 1024 * 1024, ms: DRAIN_MS }

/** A streamed body (the upload form) that passed its route's limit while it was read. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large: the limit is ${limit} bytes.`)
  }
}

/** The reply to a body found too large: read in part, so its connection ends (413, 300001). */
export function tooLarge(c: Context<JobsEnv>, limit: number) {
  c.header('connection', 'close')
  return fail(c, 'INVALID_PARAMS', new BodyTooLarge(limit).message, 413)
}

/**
 * The upload form's limit, kept while the body streams: hono's bodyLimit buffers a body without a
 * Content-Length whole (up to the limit, 512 MiB) to count it, so such a body is counted as it is
 * read instead, and the reader stops with BodyTooLarge past the limit. A declared length is
 * checked before anything is read, as before.
 */
function streamingLimit(maxSize: number, declared: MiddlewareHandler<JobsEnv>) {
  const handler: MiddlewareHandler<JobsEnv> = (c, next) => {
    const raw = c.req.raw
    if (!raw.body || (raw.headers.has('content-length') && !raw.headers.has('transfer-encoding')))
      return declared(c, next)
    let seen = 0
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, out) {
          seen += chunk.byteLength
          if (seen > maxSize) out.error(new BodyTooLarge(maxSize))
          else out.enqueue(chunk)
        },
      }),
    )
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit)
    return next()
  }
  return handler
}

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
  const upload = streamingLimit(uploadLimit, limiter(uploadLimit))
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
