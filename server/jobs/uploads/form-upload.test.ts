import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FileHandle } from 'node:fs/promises'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { Hono } from 'hono'
import { BodyTooLarge, bodyLimits } from '../http/body-limits'
import { jobsContext } from '../http/context'
import { DISK_FULL_MESSAGE, seam } from './disk'
import { objectPath } from './files'
import { FORM_ERROR, readUploadForm } from './form-upload'
import { filesUnder, KEY, makeKit, USER } from '../testing/test-kit'

/**
 * The upload form streamed to disk (form-upload.ts, docs/limits.md "Load"): fields in either
 * order, the same refusals as a buffered form, a full disk mid-stream, the SHA-256 recorded, the
 * size limit kept on a body without a length, and memory that does not grow with the file.
 */

const kit = makeKit()
afterAll(() => kit.close())
afterEach(() => vi.restoreAllMocks())

const URL_ = 'http://127.0.0.1:8787/v2/team/file/upload-datasource'
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

/** A form's bytes and content type, fields in the order given. */
async function encode(fields: [string, string | File][]) {
  const form = new FormData()
  for (const [k, v] of fields) form.append(k, v)
  const req = new Request('http://x/', { method: 'POST', body: form })
  return {
    bytes: new Uint8Array(await req.arrayBuffer()),
    type: req.headers.get('content-type')!,
  }
}

/** Posts a form, as one body with a length or (chunked) as a stream without one. */
async function post(fields: [string, string | File][], chunked = false) {
  const { bytes, type } = await encode(fields)
  const body = chunked
    ? new ReadableStream<Uint8Array>({
        start(c) {
          for (let at = 0; at < bytes.length; at += 65536) c.enqueue(bytes.slice(at, at + 65536))
          c.close()
        },
      })
    : bytes
  const init = { method: 'POST', headers: { 'x-pd-api-key': KEY, 'content-type': type }, body }
  const res = await kit.app.request(
    URL_,
    chunked ? ({ ...init, duplex: 'half' } as RequestInit) : init,
  )
  return {
    status: res.status,
    body: (await res.json()) as {
      code: number
      msg: string | null
      data: { file_object_key: string }
    },
  }
}

const filesIn = (dir: string) => filesUnder(kit, dir)

const csv = (rows: number) =>
  new TextEncoder().encode(
    `n,v\n${Array.from({ length: rows }, (_, i) => `${i},${i * 7}\n`).join('')}`,
  )

describe('the upload form, streamed to disk', () => {
  it('stores a file whose user_id comes after it, recording its SHA-256', async () => {
    const bytes = csv(300_000) // about 4 MB: several writes
    for (const chunked of [false, true]) {
      const { body } = await post(
        [
          ['file', new File([bytes], 'late.csv')],
          ['user_id', USER],
        ],
        chunked,
      )
      expect(body.code).toBe(0)
      const key = body.data.file_object_key
      const stored = readFileSync(path.join(kit.dir, objectPath(key)))
      expect(sha(stored)).toBe(sha(bytes))
      const record = await jobsContext(kit.config).repo.getUpload(key)
      expect(record).toMatchObject({ sha256: sha(bytes), size: bytes.byteLength, user_id: USER })
    }
    expect(filesIn('files/incoming')).toEqual([])
  })

  it('refuses in the same words as before, leaving nothing on disk', async () => {
    const file = new File(['a,b\n1,2\n'], 'a.csv')
    expect((await post([['user_id', USER]])).body.msg).toBe('file is required.')
    expect(
      (
        await post([
          ['user_id', USER],
          ['file', 'not a file'],
        ])
      ).body.msg,
    ).toBe('file is required.')
    expect((await post([['file', file]])).body.msg).toBe('user_id is required.')
    expect(
      (
        await post([
          ['file', file],
          ['user_id', '  '],
        ])
      ).body.msg,
    ).toBe('user_id is required.')
    expect(
      (
        await post([
          ['file', new File(['a,b\n1,2\n'], 'a\u0000.csv')],
          ['user_id', USER],
        ])
      ).body,
    ).toMatchObject({ code: 300001 })
    expect(
      (
        await post([
          ['file', new File(['a,b\n1,2\n'], 'b\u0000.csv')],
          ['user_id', USER],
        ])
      ).body.msg,
    ).toMatch(/^The file name contains a NUL/)
    expect(
      (
        await post([
          ['user_id', `a\u0000b`],
          ['file', file],
        ])
      ).body.msg,
    ).toMatch(/^user_id contains a NUL/)
    expect(
      (
        await post([
          ['file', new File(['x'], 'n.doc')],
          ['user_id', USER],
        ])
      ).body.code,
    ).toBe(300004)
    expect(
      (
        await post([
          ['file', new File([], 'e.csv')],
          ['user_id', USER],
        ])
      ).body.code,
    ).toBe(300005)
    const notForm = await kit.app.request(URL_, {
      method: 'POST',
      headers: { 'x-pd-api-key': KEY, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(((await notForm.json()) as { msg: string }).msg).toBe(FORM_ERROR)
    // A form cut off in the middle of its file.
    const { bytes, type } = await encode([
      ['user_id', USER],
      ['file', file],
    ])
    const cut = await kit.app.request(URL_, {
      method: 'POST',
      headers: { 'x-pd-api-key': KEY, 'content-type': type },
      body: bytes.slice(0, bytes.length - 20),
    })
    expect(((await cut.json()) as { msg: string }).msg).toBe(FORM_ERROR)
    expect(filesIn('files')).toEqual(filesIn('files/temp'))
    expect(filesIn('files/incoming')).toEqual([])
  })

  it('answers a full disk met in the middle of the stream in plain words, keeping nothing', async () => {
    const realWrite = seam.write.bind(seam)
    const before = filesIn('files').length
    vi.spyOn(seam, 'write')
      .mockImplementationOnce(realWrite)
      .mockImplementationOnce(async (f: FileHandle, b: Uint8Array) => {
        await realWrite(f, b.subarray(0, b.byteLength >> 1))
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      })
    const { body } = await post([
      ['user_id', USER],
      ['file', new File([csv(300_000)], 'full.csv')],
    ])
    expect(body).toMatchObject({ code: 300007, msg: DISK_FULL_MESSAGE })
    expect(vi.mocked(seam.write)).toHaveBeenCalledTimes(2)
    expect(filesIn('files')).toHaveLength(before)
  })

  it('keeps the size limit on a body without a length, while it streams', async () => {
    const app = new Hono()
    app.use('*', bodyLimits(100_000))
    app.post('/v2/team/file/upload-datasource', async (c) => {
      try {
        await readUploadForm(c.req.raw, path.join(kit.dir, 'limit-'), () => true)
        return c.text('read')
      } catch (error) {
        return c.text(error instanceof BodyTooLarge ? 'too large' : 'other', 413)
      }
    })
    const { bytes, type } = await encode([
      ['user_id', USER],
      ['file', new File([csv(30_000)], 'big.csv')],
    ])
    const res = await app.request(URL_, {
      method: 'POST',
      headers: { 'content-type': type },
      body: new ReadableStream({
        start(c) {
          c.enqueue(bytes)
          c.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(await res.text()).toBe('too large')
    expect(readdirSync(kit.dir).filter((n) => n.startsWith('limit-'))).toEqual([])
  })

  it('answers the job envelope 413 for a chunked form past the limit', async () => {
    const small = makeKit()
    try {
      // The route's own limit is 512 MiB; here a body claims more through its stream.
      const limit = 512 * 1024 * 1024
      let sent = 0
      const chunk = new Uint8Array(4 * 1024 * 1024)
      const res = await small.app.request(URL_, {
        method: 'POST',
        headers: { 'x-pd-api-key': KEY, 'content-type': 'multipart/form-data; boundary=xyz' },
        body: new ReadableStream({
          pull(c) {
            if (sent > limit) return c.close()
            sent += chunk.length
            c.enqueue(chunk)
          },
        }),
        duplex: 'half',
      } as RequestInit)
      expect(res.status).toBe(413)
      expect(res.headers.get('connection')).toBe('close')
      expect(await res.json()).toMatchObject({
        code: 300001,
        msg: `Request body too large: the limit is ${limit} bytes.`,
      })
    } finally {
      small.close()
    }
  })

  it('does not hold the file in memory: a 96 MB form raises RSS by far less than its size', async () => {
    const head = `--b\r\ncontent-disposition: form-data; name="user_id"\r\n\r\n${USER}\r\n--b\r\ncontent-disposition: form-data; name="file"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\nn,v\n`
    const line = new TextEncoder().encode('1234567,7654321\n'.repeat(65536)) // 1 MiB
    const size = 96
    let sent = -1
    const base = process.memoryUsage().rss
    let peak = base
    const res = await kit.app.request(URL_, {
      method: 'POST',
      headers: { 'x-pd-api-key': KEY, 'content-type': 'multipart/form-data; boundary=b' },
      body: new ReadableStream({
        pull(c) {
          peak = Math.max(peak, process.memoryUsage().rss)
          if (sent === -1) c.enqueue(new TextEncoder().encode(head))
          else if (sent < size) c.enqueue(line.slice())
          else {
            c.enqueue(new TextEncoder().encode('\r\n--b--\r\n'))
            c.close()
          }
          sent++
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(((await res.json()) as { code: number }).code).toBe(0)
    peak = Math.max(peak, process.memoryUsage().rss)
    // Buffered, the form took its size at least twice (the body, then the file's copy).
    expect((peak - base) / 2 ** 20).toBeLessThan(48)
  })
})
