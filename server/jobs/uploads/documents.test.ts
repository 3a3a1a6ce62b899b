import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { DataSource, DatasetOverview } from '@contract/jobs'
import { makeDocx, makePdf, makePptx } from '../../engine/documents/testing/make-documents'
import {
  completeMultipart,
  filesUnder,
  getSource,
  initMultipart,
  makeKit,
  putParts,
  sourceFromUpload,
  upload,
  uploadSource,
  USER,
  type Kit,
} from '../testing/test-kit'

/** Documents as data sources: uploaded by form or multipart, indexed, or refused in plain words. */

const kit = makeKit()
afterAll(() => kit.close())

async function settled(name: string, bytes: Uint8Array | string): Promise<DataSource> {
  const ds = await uploadSource(kit, name, bytes)
  return (await getSource(kit, ds.dataset_id, ds.id)).body.data
}

describe('documents as data sources', () => {
  it('indexes each document type and says what it found', async () => {
    const pdf = await settled('manual.pdf', makePdf([['Page one text here.'], ['Page two.']]))
    expect(pdf).toMatchObject({ status: 'synched', reason: null })
    expect(pdf.details).toMatchObject({ format: 'pdf', pages: 2, passages: 2 })
    const docx = await settled('policy.docx', await makeDocx(['# Leave', 'Staff get 25 days.']))
    expect(docx.details).toMatchObject({ format: 'docx', passages: 1 })
    const pptx = await settled('deck.pptx', await makePptx([['Plan', 'Grow in Lisbon.']]))
    expect(pptx.details).toMatchObject({ format: 'pptx', pages: 1, passages: 1 })
    for (const [name, text] of [
      ['page.html', '<html><body><h1>Hours</h1><p>Open daily from nine.</p></body></html>'],
      ['notes.md', '# Notes\n\nShip in May.'],
      ['readme.txt', 'Plain words.'],
    ] as const)
      expect((await settled(name, text)).status).toBe('synched')
    expect(filesUnder(kit, 'files/documents').length).toBeGreaterThanOrEqual(6)
    // Six indexing workers one after another: slow on a loaded machine.
  }, 60_000)

  it('names a document in its dataset overview, which has no columns', async () => {
    const notes = await uploadSource(kit, 'notes.md', '# Notes\n\nShip in May.')
    const { body } = await kit.json<DatasetOverview>(
      'GET',
      `/v2/team/datasets/${notes.dataset_id}/overview`,
      { query: { user_id: USER } },
    )
    expect(body.data.summary).toMatch(/^notes: notes\.md is a document of 1 passage, answered/)
    expect(body.data.columns).toEqual([])
  })

  it('marks a scanned PDF invalid: it has no text layer', async () => {
    const scan = await settled('scan.pdf', makePdf([[], []], true))
    expect(scan.status).toBe('invalid')
    expect(scan.reason).toContain('This PDF has no text layer (scanned?)')
    expect(filesUnder(kit, 'files/documents')).not.toContain(`${scan.id}.json`)
  })

  it('refuses a broken document with its reason and no index left behind', async () => {
    const broken = await settled('broken.docx', 'this is not a zip archive')
    expect(broken.status).toBe('invalid')
    expect(broken.reason).toMatch(/not a valid Office document/)
    expect(broken.reason).not.toMatch(/\/tmp|parley-jobs/)
    expect(filesUnder(kit, 'files/documents').some((f) => f.startsWith(broken.id))).toBe(false)
  })

  it('takes a document by multipart upload', async () => {
    const bytes = makePdf([['Multipart document text on its only page.']])
    const init = await initMultipart(kit, 'big.pdf', bytes.byteLength)
    const etags = await putParts(kit, init, bytes)
    const done = await completeMultipart(kit, init, etags)
    expect(done.body.code).toBe(0)
    const ds = await sourceFromUpload(kit, 'big.pdf', done.body.data.file_object_key)
    const got = (await getSource(kit, ds.dataset_id, ds.id)).body.data
    expect(got).toMatchObject({ status: 'synched', details: { format: 'pdf', pages: 1 } })
  })

  it('still refuses other extensions, naming the documents among the accepted ones', async () => {
    const res = await upload(kit, 'slides.key', 'x')
    expect(res.code).toBe(300004)
    expect(res.msg).toContain('.pdf, .docx, .pptx, .html, .md, .txt')
  })
})

describe('documents from a URL', () => {
  const page =
    '<html><head><title>Opening hours</title></head><body><main><h1>Opening hours</h1>' +
    `<p>${'The museum opens at ten in the morning and closes at six in the evening. '.repeat(3)}</p>` +
    '</main></body></html>'

  async function fromUrl(k: Kit, url: string): Promise<DataSource> {
    const created = await k.json<{ id: string; dataset_id: string }>(
      'POST',
      '/v2/team/datasources',
      {
        body: { name: 'hours.html', type: 'FILE', url, user_id: USER },
      },
    )
    expect(created.body.code).toBe(0)
    await k.settle()
    const { id, dataset_id } = created.body.data
    return (await getSource(k, dataset_id, id)).body.data
  }

  it('fetches and indexes a web page from an allowed host, and keeps the SSRF rules', async () => {
    const server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hours`
    const allowed = makeKit({ PARLEY_URL_SOURCES_ALLOW: '127.0.0.1' })
    const strict = makeKit()
    try {
      expect(await fromUrl(allowed, url)).toMatchObject({
        status: 'synched',
        details: { format: 'html', passages: 1 },
      })
      expect(await fromUrl(strict, url)).toMatchObject({
        status: 'invalid',
        reason: 'The URL could not be fetched: its host is not a reachable public address.',
      })
    } finally {
      allowed.close()
      strict.close()
      await new Promise((r) => server.close(r))
    }
  })
})
