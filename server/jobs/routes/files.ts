import { Hono } from 'hono'
import type { FileObject, MultipartInitResult } from '@contract/jobs'
import type { JobsContext } from '../context'
import { ok } from '../envelope'
import { ApiError, invalid } from '../errors'
import { saveUpload } from '../files'
import { completeMultipart, initMultipart } from '../multipart'
import type { JobsEnv } from '../http-env'
import { body, noNul } from '../params'
import { MultipartCompleteBody, MultipartInitBody } from '../schemas'

/** File upload (research 1.4): one multipart form, or init / PUT parts / complete. */
export function fileRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()

  app.post('/upload-datasource', async (c) => {
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody()
    } catch {
      throw invalid('Send a multipart/form-data body with the fields file and user_id.')
    }
    const user = typeof form.user_id === 'string' ? form.user_id.trim() : ''
    if (!user) throw invalid('user_id is required.')
    const file = form.file
    if (!(file instanceof File)) throw invalid('file is required.')
    noNul(user, 'user_id')
    noNul(file.name, 'The file name')
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(await file.arrayBuffer())
    } catch {
      throw new ApiError('UPLOAD_FAILED')
    }
    const upload = await saveUpload(ctx, user, file.name, bytes)
    return ok<FileObject>(c, { file_object_key: upload.file_object_key })
  })

  app.post('/init-multipart-upload', async (c) => {
    const b = await body(c, MultipartInitBody)
    return ok<MultipartInitResult>(
      c,
      await initMultipart(ctx, new URL(c.req.url).origin, b.user_id, b.file_name, b.file_size),
    )
  })

  app.post('/complete-multipart-upload', async (c) => {
    const b = await body(c, MultipartCompleteBody)
    const upload = await completeMultipart(
      ctx,
      b.user_id,
      b.upload_id,
      b.file_object_key,
      b.part_etags,
    )
    return ok<FileObject>(c, { file_object_key: upload.file_object_key })
  })

  return app
}
