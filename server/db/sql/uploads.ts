import type { MultipartRecord, UploadRecord } from '../../jobs/store/records'
import type { Repository } from '../repo'
import { record, type Db } from './shared'

/** Uploaded files and multipart uploads in progress. */

const PUT_UPLOAD = `INSERT INTO uploads (file_object_key, data) VALUES (?, ?)
  ON CONFLICT (file_object_key) DO UPDATE SET data = excluded.data`

export function uploadQueries(
  q: Db,
): Pick<
  Repository,
  'putUpload' | 'getUpload' | 'putMultipart' | 'getMultipart' | 'completeMultipart'
> {
  return {
    async putUpload(u) {
      await (await q()).run(PUT_UPLOAD, [u.file_object_key, JSON.stringify(u)])
    },

    async getUpload(key) {
      return record<UploadRecord>(await q(), 'SELECT data FROM uploads WHERE file_object_key = ?', [
        key,
      ])
    },

    async putMultipart(m) {
      await (
        await q()
      ).run(
        `INSERT INTO multiparts (upload_id, data) VALUES (?, ?)
         ON CONFLICT (upload_id) DO UPDATE SET data = excluded.data`,
        [m.upload_id, JSON.stringify(m)],
      )
    },

    async getMultipart(id) {
      return record<MultipartRecord>(await q(), 'SELECT data FROM multiparts WHERE upload_id = ?', [
        id,
      ])
    },

    async completeMultipart(id, upload) {
      await (
        await q()
      ).tx(async (t) => {
        await t.run('DELETE FROM multiparts WHERE upload_id = ?', [id])
        await t.run(PUT_UPLOAD, [upload.file_object_key, JSON.stringify(upload)])
      })
    },
  }
}
