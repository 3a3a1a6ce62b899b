import path from 'node:path'
import { Hono } from 'hono'
import type { FileObject, MultipartInitResult } from '@contract/jobs'
import { MultipartCompleteBody, MultipartInitBody } from '@contract/jobs-schemas'
import type { JobsContext } from '../http/context'
import { ok } from '../http/envelope'
import { BodyTooLarge, tooLarge } from '../http/body-limits'
import { invalid } from '../http/errors'
import { checkExtension, saveUpload } from '../uploads/files'
import { FORM_ERROR, INCOMING_DIR, readUploadForm, type UploadForm } from '../uploads/form-upload'
import { startHasher } from '../uploads/hasher'
import { completeMultipart, initMultipart } from '../uploads/multipart'
import type { JobsEnv } from '../http/http-env'
import { requireUserScope } from '../http/middleware'
import { body, noNul } from '../http/params'

/** Whether a form's file of this name could be stored; a refused one is not written to disk. */
function storable(name: string): boolean {
  if (name.includes('\u0000')) return false
  try {
    checkExtension(name)
    return true
  } catch {
    return false
  }
}

/** File upload (docs/wire-formats.md): one multipart form, or init / PUT parts / complete. */
export function fileRoutes(ctx: JobsContext) {
  const app = new Hono<JobsEnv>()
  startHasher()

  app.post('/upload-datasource', async (c) => {
    // Streamed to disk as it arrives (form-upload.ts); checked in the order a buffered form was.
    let form: UploadForm
    try {
      form = await readUploadForm(c.req.raw, `${ctx.resolve(INCOMING_DIR)}${path.sep}`, storable)
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(c, error.limit)
      throw invalid(FORM_ERROR)
    }
    try {
      const user = form.user?.trim() ?? ''
      if (!user) throw invalid('user_id is required.')
      // A key limited to some users (docs/api-keys.md) may store files only for them.
      requireUserScope(c, user)
      const file = form.file
      if (!file) throw invalid('file is required.')
      noNul(user, 'user_id')
      noNul(file.name, 'The file name')
      const upload = await saveUpload(ctx, user, file.name, file)
      return ok<FileObject>(c, { file_object_key: upload.file_object_key })
    } finally {
      // Renamed into place when stored; otherwise its temporary file goes.
      await form.file?.staged?.discard()
    }
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
