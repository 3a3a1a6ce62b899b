import { Hono } from 'hono'
import type { JobsContext } from '../http/context'
import { fail } from '../http/envelope'
import { savePart, partPath } from '../uploads/multipart'
import type { JobsEnv } from '../http/http-env'

/**
 * The local stand-in of S3 presigned PUT URLs: no API key, the signature in the URL is the
 * permission. The reply's ETag header (quoted, as S3 sends it) goes into complete-multipart.
 */
export function partRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()
  app.put('/:uploadId/:n{[0-9]+}', async (c) => {
    const uploadId = c.req.param('uploadId')
    const n = Number(c.req.param('n'))
    const verdict = ctx.signer.verify(
      partPath(uploadId, n),
      c.req.query('expires'),
      c.req.query('signature'),
    )
    if (verdict !== 'ok')
      return fail(
        c,
        'AUTH_INSUFFICIENT',
        verdict === 'expired'
          ? 'The upload URL has expired.'
          : 'The upload URL signature is not valid.',
      )
    const etag = await savePart(ctx, uploadId, n, new Uint8Array(await c.req.arrayBuffer()))
    c.header('ETag', `"${etag}"`)
    return c.body(null, 200)
  })
  return app
}
