import type { MultipartRecord, UploadRecord } from '../records'
import type { Queryable } from '../driver'
import type { Repository } from '../repo'
import { num, parse, record, type Db } from './shared'

/**
 * Uploaded files and multipart uploads in progress. Completing one is claimed first: the claim
 * is written over the exact JSON text that was read (compare-and-swap), so of concurrent
 * completions — in one process or several — exactly one holds it (docs/limits.md, "Uploads").
 */

const PUT_UPLOAD = `INSERT INTO uploads (file_object_key, data) VALUES (?, ?)
  ON CONFLICT (file_object_key) DO UPDATE SET data = excluded.data`

async function rawMultipart(db: Queryable, id: string) {
  const [row] = await db.all<{ data: string }>('SELECT data FROM multiparts WHERE upload_id = ?', [
    id,
  ])
  return row ? { text: row.data, record: parse<MultipartRecord>(row) } : undefined
}

/** Replaces the record only if its text is still `before`; answers whether it did. */
async function swap(db: Queryable, id: string, before: string, after: MultipartRecord) {
  const changed = await db.run('UPDATE multiparts SET data = ? WHERE upload_id = ? AND data = ?', [
    JSON.stringify(after),
    id,
    before,
  ])
  return changed === 1
}

export function uploadQueries(
  q: Db,
): Pick<
  Repository,
  | 'putUpload'
  | 'getUpload'
  | 'putMultipart'
  | 'getMultipart'
  | 'claimMultipart'
  | 'releaseMultipart'
  | 'completeMultipart'
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
      return (await rawMultipart(await q(), id))?.record
    },

    async claimMultipart(id, claim, aliveSince) {
      const db = await q()
      const found = await rawMultipart(db, id)
      if (!found) return undefined
      const held = found.record.completing
      if (held) {
        // A claim of a process that stopped heart-beating (it crashed mid-way) may be taken over.
        const [w] = await db.all<{ heartbeat_at: unknown }>(
          'SELECT heartbeat_at FROM workers WHERE id = ?',
          [held.worker],
        )
        if (w && num(w.heartbeat_at) >= aliveSince) return found.record
      }
      const claimed = { ...found.record, completing: claim }
      if (await swap(db, id, found.text, claimed)) return claimed
      // Another request changed it first: answer what it holds now.
      return (await rawMultipart(db, id))?.record
    },

    async releaseMultipart(id, token) {
      const db = await q()
      const found = await rawMultipart(db, id)
      if (found?.record.completing?.token !== token) return
      const { completing: _, ...rest } = found.record
      await swap(db, id, found.text, rest)
    },

    async completeMultipart(id, token, upload) {
      return (await q()).tx(async (t) => {
        const found = await rawMultipart(t, id)
        if (found?.record.completing?.token !== token) return false
        const removed = await t.run('DELETE FROM multiparts WHERE upload_id = ? AND data = ?', [
          id,
          found.text,
        ])
        if (removed !== 1) return false
        await t.run(PUT_UPLOAD, [upload.file_object_key, JSON.stringify(upload)])
        return true
      })
    },
  }
}
