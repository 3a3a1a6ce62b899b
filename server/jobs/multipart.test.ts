import { afterAll, describe, expect, it } from 'vitest'
import type { DataSource, MultipartInitResult } from '@contract/jobs'
import { makeKit, USER } from './test-kit'

const kit = makeKit()
afterAll(() => kit.close())

const source = (dataset: string, id: string) =>
  kit.json<DataSource>('GET', `/v2/team/datasets/${dataset}/datasources/${id}`, {
    query: { user_id: USER },
  })

describe('multipart upload (research 1.4, Ambiguity 16)', () => {
  it('uploads in parts: init, PUT each part (ETag), complete with number or part_number', async () => {
    const rows = Array.from({ length: 400_000 }, (_, i) => `${i},${i % 7},label-${i % 13}`)
    const csv = `id,bucket,label\n${rows.join('\n')}\n`
    const bytes = new TextEncoder().encode(csv)
    for (const key of ['number', 'part_number'] as const) {
      const init = await kit.json<MultipartInitResult>(
        'POST',
        '/v2/team/file/init-multipart-upload',
        { body: { file_name: 'big.csv', file_size: bytes.byteLength, user_id: USER } },
      )
      expect(init.body.code).toBe(0)
      const parts = init.body.data.part_items
      expect(parts.length).toBeGreaterThan(1)
      expect(parts.reduce((s, p) => s + p.size, 0)).toBe(bytes.byteLength)
      const etags: Record<string, unknown>[] = []
      let offset = 0
      for (const part of parts) {
        const res = await kit.app.request(part.upload_url, {
          method: 'PUT',
          body: bytes.slice(offset, offset + part.size),
        })
        offset += part.size
        expect(res.status).toBe(200)
        etags.push({ [key]: part.number, etag: (res.headers.get('etag') ?? '').replace(/"/g, '') })
      }
      const wrong = await kit.json('POST', '/v2/team/file/complete-multipart-upload', {
        body: {
          file_object_key: init.body.data.file_object_key,
          upload_id: init.body.data.upload_id,
          part_etags: etags.map((e) => ({ ...e, etag: 'deadbeef' })),
          user_id: USER,
        },
      })
      expect(wrong.body.code).toBe(300007)
      const done = await kit.json<{ file_object_key: string }>(
        'POST',
        '/v2/team/file/complete-multipart-upload',
        {
          body: {
            file_object_key: init.body.data.file_object_key,
            upload_id: init.body.data.upload_id,
            part_etags: etags,
            user_id: USER,
          },
        },
      )
      expect(done.body.data.file_object_key).toBe(init.body.data.file_object_key)
      const created = await kit.json<{ id: string; dataset_id: string }>(
        'POST',
        '/v2/team/datasources',
        {
          body: {
            name: 'big.csv',
            type: 'FILE',
            file_object_key: done.body.data.file_object_key,
            user_id: USER,
          },
        },
      )
      await kit.settle()
      expect(
        (await source(created.body.data.dataset_id, created.body.data.id)).body.data,
      ).toMatchObject({ status: 'synched', size: bytes.byteLength })
    }
  })

  it('refuses a part PUT whose URL signature was tampered with', async () => {
    const init = await kit.json<MultipartInitResult>(
      'POST',
      '/v2/team/file/init-multipart-upload',
      { body: { file_name: 'x.csv', file_size: 10, user_id: USER } },
    )
    // Change the signature's first character to a different one: replacing it with a fixed 'A' left
    // it unchanged whenever the signature began with 'A' (1 run in 64 passed a valid URL).
    const url = init.body.data.part_items[0]!.upload_url.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    )
    const res = await kit.app.request(url, { method: 'PUT', body: 'a,b\n1,2\n' })
    expect(res.status).toBe(403)
  })
})
