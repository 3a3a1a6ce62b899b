import { afterAll, describe, expect, it } from 'vitest'
import {
  completeMultipart,
  getSource,
  initMultipart,
  makeKit,
  putParts,
  sourceFromUpload,
} from '../testing/test-kit'

const kit = makeKit()
afterAll(() => kit.close())

describe('multipart upload (docs/wire-formats.md)', () => {
  it('uploads in parts: init, PUT each part (ETag), complete with number or part_number', async () => {
    const rows = Array.from({ length: 400_000 }, (_, i) => `${i},${i % 7},label-${i % 13}`)
    const csv = `id,bucket,label\n${rows.join('\n')}\n`
    const bytes = new TextEncoder().encode(csv)
    for (const key of ['number', 'part_number'] as const) {
      const started = await initMultipart(kit, 'big.csv', bytes.byteLength)
      const parts = started.part_items
      expect(parts.length).toBeGreaterThan(1)
      expect(parts.reduce((s, p) => s + p.size, 0)).toBe(bytes.byteLength)
      const etags = (await putParts(kit, started, bytes)).map((e) => ({
        [key]: e.number,
        etag: e.etag.replace(/"/g, ''),
      }))
      const wrong = await completeMultipart(
        kit,
        started,
        etags.map((e) => ({ ...e, etag: 'deadbeef' })),
      )
      expect(wrong.body.code).toBe(300007)
      const done = await completeMultipart(kit, started, etags)
      expect(done.body.data.file_object_key).toBe(started.file_object_key)
      const created = await sourceFromUpload(kit, 'big.csv', done.body.data.file_object_key)
      expect((await getSource(kit, created.dataset_id, created.id)).body.data).toMatchObject({
        status: 'synched',
        size: bytes.byteLength,
      })
    }
  })

  it('refuses a part PUT whose URL signature was tampered with', async () => {
    const started = await initMultipart(kit, 'x.csv', 10)
    // Change the signature's first character to a different one: replacing it with a fixed 'A' left
    // it unchanged whenever the signature began with 'A' (1 run in 64 passed a valid URL).
    const url = started.part_items[0]!.upload_url.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    )
    const res = await kit.app.request(url, { method: 'PUT', body: 'a,b\n1,2\n' })
    expect(res.status).toBe(403)
  })
})
