import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FileHandle } from 'node:fs/promises'
import { afterEach, expect, vi } from 'vitest'
import { DISK_FULL_MESSAGE, seam } from './disk'
import { objectPath } from './files'
import {
  completeMultipart,
  describeOnStores,
  filesUnder,
  initMultipart,
  putParts,
  upload,
} from '../testing/test-kit'

/**
 * A full disk, injected at the one write uploads go through (disk.ts): the reply says so in plain
 * words and no partial file stays behind, for a form upload, a part and a completion; once the
 * disk has room the same upload completes (docs/limits.md, "Uploads").
 */

const realWrite = seam.write.bind(seam)

/** The next write stores half its bytes, then fails as a full disk does. */
function fillDisk() {
  vi.spyOn(seam, 'write').mockImplementationOnce(async (file: FileHandle, bytes: Uint8Array) => {
    await realWrite(file, bytes.subarray(0, bytes.byteLength >> 1))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
  })
}

afterEach(() => vi.restoreAllMocks())

const fullDisk = { code: 300007, msg: DISK_FULL_MESSAGE }

describeOnStores('a full disk', (it) => {
  it('refuses a form upload in plain words, leaving no file', async (kit) => {
    fillDisk()
    expect(await upload(kit, 'a.csv', 'a,b\n1,2\n3,4\n')).toMatchObject(fullDisk)
    expect(filesUnder(kit, 'files')).toEqual([])
    expect((await upload(kit, 'a.csv', 'a,b\n1,2\n3,4\n')).code).toBe(0)
    expect(filesUnder(kit, 'files')).toHaveLength(1)
  })

  it('refuses a part and a completion in plain words, leaving no file; a retry completes', async (kit) => {
    const bytes = new TextEncoder().encode('a,b\n1,2\n3,4\n')
    const started = await initMultipart(kit, 'p.csv', bytes.byteLength)
    fillDisk()
    const part = started.part_items[0]!
    const refused = await kit.app.request(part.upload_url, { method: 'PUT', body: bytes })
    expect(await refused.json()).toMatchObject(fullDisk)
    expect(filesUnder(kit, 'parts')).toEqual([])
    const etags = await putParts(kit, started, bytes)
    const complete = () => completeMultipart(kit, started, etags)
    fillDisk()
    expect((await complete()).body).toMatchObject(fullDisk)
    expect(filesUnder(kit, 'files')).toEqual([])
    expect((await complete()).body.code).toBe(0)
    const stored = readFileSync(path.join(kit.dir, objectPath(started.file_object_key)))
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')
    expect(sha(stored)).toBe(sha(bytes))
    expect(filesUnder(kit, 'parts')).toEqual([])
  })
})
