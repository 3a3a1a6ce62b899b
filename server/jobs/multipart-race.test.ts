import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { expect } from 'vitest'
import { MULTIPART_PART_SIZE, type DataSource, type MultipartInitResult } from '@contract/jobs'
import { jobsContext } from './context'
import { objectPath } from './files'
import { describeOnStores, USER, type Kit } from './test-kit'

/**
 * Completing a multipart upload is atomic and idempotent (docs/limits.md, "Uploads"): of four
 * completions sent at once exactly one writes the file, the file is the upload byte for byte,
 * its SHA-256 is recorded and checked before the sync, and parts must have the declared sizes.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Three parts: two of the part size and a short last one, each byte telling its offset. */
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

async function init(kit: Kit, size: number, name = 'race.csv') {
  const res = await kit.json<MultipartInitResult>('POST', '/v2/team/file/init-multipart-upload', {
    body: { file_name: name, file_size: size, user_id: USER },
  })
  expect(res.body.code).toBe(0)
  return res.body.data
}

async function putParts(kit: Kit, upload: MultipartInitResult, bytes: Uint8Array) {
  const etags: { number: number; etag: string }[] = []
  let offset = 0
  for (const part of upload.part_items) {
    const res = await kit.app.request(part.upload_url, {
      method: 'PUT',
      body: bytes.slice(offset, offset + part.size),
    })
    offset += part.size
    expect(res.status).toBe(200)
    etags.push({ number: part.number, etag: res.headers.get('etag') ?? '' })
  }
  return etags
}

const complete = (kit: Kit, upload: MultipartInitResult, etags: unknown[]) =>
  kit.json<{ file_object_key: string }>('POST', '/v2/team/file/complete-multipart-upload', {
    body: {
      user_id: USER,
      upload_id: upload.upload_id,
      file_object_key: upload.file_object_key,
      part_etags: etags,
    },
  })

describeOnStores('multipart completion', (it) => {
  it(
    'completes once of 4 concurrent calls, 20 times over: each stored file is the upload, hash recorded',
    async (kit) => {
      const bytes = fileBytes()
      const want = sha256(bytes)
      for (let trial = 0; trial < 20; trial++) {
        const upload = await init(kit, bytes.byteLength)
        expect(upload.part_items).toHaveLength(3)
        const etags = await putParts(kit, upload, bytes)
        // Sent within a few ms of each other, the spread differing per trial: a call arriving
        // while another writes is the case that truncated the file (issue 22).
        const replies = await Promise.all(
          [0, 1, 2, 3].map(async (i) => {
            await new Promise((r) => setTimeout(r, i * trial))
            return complete(kit, upload, etags)
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
    const upload = await init(kit, bytes.byteLength + 5)
    const part = upload.part_items[0]!
    const short = await kit.app.request(part.upload_url, { method: 'PUT', body: bytes })
    expect(short.status).toBe(400)
    const body = (await short.json()) as { code: number; msg: string }
    expect(body.code).toBe(300001)
    expect(body.msg).toBe(
      `Part 1 has ${bytes.byteLength} bytes, but this upload declared file_size ${bytes.byteLength + 5}, so part 1 must have ${bytes.byteLength + 5} bytes.`,
    )
    const done = await complete(kit, upload, [{ number: 1, etag: 'x' }])
    expect(done.body).toMatchObject({ code: 300007, msg: 'Part 1 was never uploaded.' })
  })

  it('checks the stored file against its recorded SHA-256 before the sync', async (kit) => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n3,4\n')
    const upload = await init(kit, bytes.byteLength, 'small.csv')
    const done = await complete(kit, upload, await putParts(kit, upload, bytes))
    expect(done.body.code).toBe(0)
    // The stored file changes behind the service's back (a bad disk, a stray writer).
    writeFileSync(kit.dir + '/' + objectPath(upload.file_object_key), 'a,b\n9,9\n3,4\n')
    const created = await kit.json<{ id: string; dataset_id: string }>(
      'POST',
      '/v2/team/datasources',
      {
        body: {
          name: 'small.csv',
          type: 'FILE',
          file_object_key: upload.file_object_key,
          user_id: USER,
        },
      },
    )
    await kit.settle()
    const src = await kit.json<DataSource>(
      'GET',
      `/v2/team/datasets/${created.body.data.dataset_id}/datasources/${created.body.data.id}`,
      { query: { user_id: USER } },
    )
    expect(src.body.data).toMatchObject({
      status: 'invalid',
      reason:
        'The stored file is not the one uploaded (its SHA-256 differs): upload small.csv again.',
    })
  })
})
