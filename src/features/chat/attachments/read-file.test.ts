import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Pdfjs } from './pdf-text'
import { readAttachment } from './read-file'
import { AttachmentError, LIMITS, type AttachmentProblem, type PickedFile } from './types'

/**
 * Real files of each kind (fixtures/: the PDFs and the DOCX were written with the job engine's
 * document writers, server/engine/documents/testing/make-documents.ts; the PNG was drawn with
 * resvg; locked.pdf is a one-page PDF written by hand with an /Encrypt dictionary), read as the
 * composer reads a picked file. pdf.js is its Node build here.
 */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)))

function picked(name: string, bytes: Uint8Array, type = ''): PickedFile {
  return {
    name,
    type,
    size: bytes.length,
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
  }
}

const nodePdfjs = async (): Promise<Pdfjs> => await import('pdfjs-dist/legacy/build/pdf.mjs')

const read = (file: PickedFile) => readAttachment(file, nodePdfjs)

async function problemOf(file: PickedFile): Promise<AttachmentProblem> {
  const error: unknown = await read(file).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AttachmentError)
  return (error as AttachmentError).problem
}

const text = (s: string) => new TextEncoder().encode(s)

describe('readAttachment', () => {
  it('reads the text of a PDF, page by page', async () => {
    const a = await read(picked('field-notes.pdf', fixture('field-notes.pdf'), 'application/pdf'))
    expect(a.kind).toBe('text')
    if (a.kind !== 'text') return
    expect(a.mime).toBe('application/pdf')
    expect(a.text).toContain('The heron count at the north pond was 14 on 3 May.')
    expect(a.text).toContain('Water temperature at noon: 17.5 degrees Celsius.')
    // Pages are parted by a blank line, in order.
    expect(a.text.indexOf('page one')).toBeLessThan(a.text.indexOf('\n\nPage two'))
  })

  it('refuses a scanned PDF (no text layer) and one over the page limit', async () => {
    expect(await problemOf(picked('scan.pdf', fixture('scanned.pdf')))).toEqual({ code: 'noText' })
    expect(await problemOf(picked('long.pdf', fixture('long.pdf')))).toEqual({
      code: 'tooManyPages',
      pages: 101,
      limit: LIMITS.pdfPages,
    })
  })

  it('says a PDF needs a password (locked.pdf: a Standard security handler whose user password is not empty)', async () => {
    expect(await problemOf(picked('locked.pdf', fixture('locked.pdf')))).toEqual({
      code: 'password',
    })
  })

  it('says a damaged PDF is unreadable', async () => {
    const broken = fixture('field-notes.pdf').slice(0, 300)
    expect((await problemOf(picked('broken.pdf', broken))).code).toBe('unreadable')
    // A file named .pdf that is not one at all.
    expect((await problemOf(picked('fake.pdf', text('hello')))).code).toBe('unreadable')
  })

  it('reads the text of a Word document', async () => {
    const a = await read(picked('minutes.docx', fixture('minutes.docx')))
    expect(a.kind === 'text' && a.text).toBe(
      'Minutes of the garden committee\n\nPresent: Ana, Bo and Chidi.\n\nThe committee agreed to plant 40 tulip bulbs before November.',
    )
  })

  it('keeps a PNG as a data URL of its own type, whatever the browser said', async () => {
    const bytes = fixture('swatch.png')
    const a = await read(picked('swatch.png', bytes, 'application/octet-stream'))
    expect(a).toMatchObject({ kind: 'image', mime: 'image/png', size: bytes.length })
    if (a.kind !== 'image') return
    expect(a.dataUrl.startsWith('data:image/png;base64,')).toBe(true)
    expect(Buffer.from(a.dataUrl.split(',')[1]!, 'base64').equals(Buffer.from(bytes))).toBe(true)
  })

  it('refuses pictures of other types and images over the size limit', async () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(await problemOf(picked('x.svg', svg, 'image/svg+xml'))).toEqual({ code: 'unsupported' })
    const big = new Uint8Array(LIMITS.imageBytes + 1)
    big.set(fixture('swatch.png'))
    expect(await problemOf(picked('big.png', big, 'image/png'))).toEqual({
      code: 'tooLarge',
      limit: LIMITS.imageBytes,
    })
  })

  it('reads text and code files, and refuses binary data', async () => {
    const csv = await read(picked('prices.csv', text('\uFEFFitem,price\ntea,3\n'), 'text/csv'))
    expect(csv).toMatchObject({ kind: 'text', mime: 'text/csv', text: 'item,price\ntea,3\n' })
    const code = await read(picked('Makefile', text('all:\n\techo hi\n')))
    expect(code).toMatchObject({ kind: 'text', text: 'all:\n\techo hi\n' })
    expect(await problemOf(picked('data.bin', new Uint8Array([1, 0, 2])))).toEqual({
      code: 'notText',
    })
    expect(await problemOf(picked('latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9])))).toEqual(
      { code: 'notText' },
    )
    expect(await problemOf(picked('sheet.xlsx', fixture('minutes.docx')))).toEqual({
      code: 'unsupported',
    })
  })

  it('refuses text past its bounds before sending, with the bound', async () => {
    const long = text('a'.repeat(LIMITS.textChars + 1))
    expect(await problemOf(picked('long.txt', long))).toEqual({
      code: 'tooLong',
      limit: LIMITS.textChars,
    })
    const huge: PickedFile = {
      name: 'huge.txt',
      type: 'text/plain',
      size: LIMITS.documentBytes + 1,
      arrayBuffer: () => Promise.reject(new Error('must not be read')),
    }
    expect(await problemOf(huge)).toEqual({ code: 'tooLarge', limit: LIMITS.documentBytes })
    expect(
      await problemOf(picked('big.md', new Uint8Array(LIMITS.textBytes + 1).fill(97))),
    ).toEqual({ code: 'tooLarge', limit: LIMITS.textBytes })
  })
})
