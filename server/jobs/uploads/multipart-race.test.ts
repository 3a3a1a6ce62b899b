import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { expect } from 'vitest'
import { MULTIPART_PART_SIZE } from '@contract/jobs'
import { jobsContext } from '../http/context'
import { objectPath } from './files'
import {
  completeMultipart,
  describeOnStores,
  getSource,
  initMultipart,
  putParts,
  sourceFromUpload,
} from '../testing/test-kit'

/**
 * Completing a multipart upload is atomic and idempotent (docs/limits.md, "Uploads"): of four
 * completions sent at once exactly one writes the file, the file is the upload byte for byte,
 * its SHA-256 is recorded and checked before the sync, and parts must have the declared sizes.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Three parts: two of the part size and a short last one, of numbered rows. */
function fileBytes(): Uint8Array {
  const head = 'id,label\n'
  const rows: string[] = []
  let size = head.length
  for (let i = 0; size < 2 * MULTIPART_PART_SIZE + 4000; i++) {
    const row = `${i},row-${i}\n`
    rows.push(row)
    size += row.length
  }
  return new TextEncoder().encode(head + rows.join(''))
}

describeOnStores('multipart completion', (it) => {
  it(
    'completes once of 4 concurrent calls, 20 times over: each stored file is the upload, hash recorded',
    async (kit) => {
      const bytes = fileBytes()
      const want = sha256(bytes)
      for (let trial = 0; trial < 20; trial++) {
        const upload = await initMultipart(kit, 'race.csv', bytes.byteLength)
        expect(upload.part_items).toHaveLength(3)
        const etags = await putParts(kit, upload, bytes)
        // Sent within a few ms of each other, the spread differing per trial: a call arriving
        // while another writes is the case that truncated the file (issue 22).
        const replies = await Promise.all(
          [0, 1, 2, 3].map(async (i) => {
            await new Promise((r) => setTimeout(r, i * trial))
            return completeMultipart(kit, upload, etags)
          }),
        )
        const stored = readFileSync(kit.dir + '/' + objectPath(upload.file_object_key))
        expect(sha256(stored), `trial ${trial}`).toBe(want)
        const record = await jobsContext(kit.config).repo.getUpload(upload.file_object_key)
        expect(record).toMatchObject({ size: bytes.byteLength, sha256: want })
        const codes = replies.map((r) => r.body.code)
        // One winner; the others are told in plain words (never an internal error).
        expect(codes.filter((c) => c === 0)).toHaveLength(1)
        for (const r of replies.filter((x) => x.body.code !== 0)) {
          expect([300003, 300007]).toContain(r.body.code)
          expect(r.body.msg).toMatch(/complet/)
        }
      }
    },
    { timeout: 120_000 },
  )

  it('refuses parts that do not add up to the declared file_size, in plain words', async (kit) => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n3,4\n')
    const upload = await initMultipart(kit, 'race.csv', bytes.byteLength + 5)
    const part = upload.part_items[0]!
    const short = await kit.app.request(part.upload_url, { method: 'PUT', body: bytes })
    expect(short.status).toBe(400)
    const body = (await short.json()) as { code: number; msg: string }
    expect(body.code).toBe(300001)
    expect(body.msg).toBe(
      `Part 1 has ${bytes.byteLength} bytes, but this upload declared file_size ${bytes.byteLength + 5}, so part 1 must have ${bytes.byteLength + 5} bytes.`,
    )
    const done = await completeMultipart(kit, upload, [{ number: 1, etag: 'x' }])
    expect(done.body).toMatchObject({ code: 300007, msg: 'Part 1 was never uploaded.' })
  })

  it('checks the stored file against its recorded SHA-256 before the sync', async (kit) => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n3,4\n')
    const upload = await initMultipart(kit, 'small.csv', bytes.byteLength)
    const done = await completeMultipart(kit, upload, await putParts(kit, upload, bytes))
    expect(done.body.code).toBe(0)
    // The stored file changes behind the service's back (a bad disk, a stray writer).
    writeFileSync(kit.dir + '/' + objectPath(upload.file_object_key), 'a,b\n9,9\n3,4\n')
    const created = await sourceFromUpload(kit, 'small.csv', upload.file_object_key)
    const src = await getSource(kit, created.dataset_id, created.id)
    expect(src.body.data).toMatchObject({
      status: 'invalid',
      reason:
        'The stored file is not the one uploaded (its SHA-256 differs): upload small.csv again.',
    })
  })
})
