import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { DocumentExtension } from '@contract/jobs'
import { readDocument } from './extract'
import { MAX_PASSAGE, MIN_PASSAGE, toPassages } from './passages'
import { makeDocx, makePdf, makePptx } from './testing/make-documents'
import { DEFAULT_BOUNDS, type ExtractBounds } from './types'

/** Each format's text, its passages and where they sit; and what is refused. */

const dir = mkdtempSync(path.join(tmpdir(), 'parley-docs-'))

async function read(name: string, bytes: Uint8Array | string, bounds: Partial<ExtractBounds> = {}) {
  const file = path.join(dir, name)
  writeFileSync(file, bytes)
  const type = path.extname(name).slice(1) as DocumentExtension
  return readDocument(file, type, { ...DEFAULT_BOUNDS, ...bounds })
}

const where = (d: Awaited<ReturnType<typeof read>>) =>
  d.passages.map((p) => ({ text: p.text, page: p.page, heading: p.heading }))

describe('document extraction', () => {
  it('reads a PDF page by page, and each passage keeps its page', async () => {
    const pdf = makePdf([
      ['Warranty', 'The X200 blender has a two-year warranty.'],
      ['Cleaning', 'Rinse the jug with warm water after each use.'],
    ])
    expect(pdf.byteLength).toBeLessThan(50_000)
    const doc = await read('manual.pdf', pdf)
    expect(doc.pages).toBe(2)
    expect(where(doc)).toEqual([
      { text: 'Warranty The X200 blender has a two-year warranty.', page: 1, heading: [] },
      { text: 'Cleaning Rinse the jug with warm water after each use.', page: 2, heading: [] },
    ])
  })

  it('reads back the Latin-1 characters a test PDF is written with', async () => {
    const doc = await read('froth.pdf', makePdf([['Milk is ready at 65 °C (£0.40, café).']]))
    expect(doc.passages[0]!.text).toBe('Milk is ready at 65 °C (£0.40, café).')
  })

  it('refuses a PDF without a text layer as scanned, not indexed empty', async () => {
    await expect(read('scan.pdf', makePdf([[], [], []], true))).rejects.toThrow(
      'This PDF has no text layer (scanned?)',
    )
  })

  it('reads a DOCX with its heading path', async () => {
    const docx = await makeDocx([
      '# Remote work policy',
      'Staff may work from home two days a week.',
      '## Travel',
      'Flights under six hours are booked in economy class.',
    ])
    expect(where(await read('policy.docx', docx))).toEqual([
      {
        text: 'Staff may work from home two days a week.',
        page: null,
        heading: ['Remote work policy'],
      },
      {
        text: 'Flights under six hours are booked in economy class.',
        page: null,
        heading: ['Remote work policy', 'Travel'],
      },
    ])
  })

  it('reads a PPTX slide by slide, under each slide title', async () => {
    const pptx = await makePptx([
      ['Q3 review', 'Revenue grew 12% to 4.2 million euros.'],
      ['Next steps', 'Open an office in Lisbon & hire two engineers.'],
    ])
    const doc = await read('deck.pptx', pptx)
    expect(doc.pages).toBe(2)
    expect(where(doc)).toEqual([
      { text: 'Revenue grew 12% to 4.2 million euros.', page: 1, heading: ['Q3 review'] },
      {
        text: 'Open an office in Lisbon & hire two engineers.',
        page: 2,
        heading: ['Next steps'],
      },
    ])
  })

  it('reads the article of a web page, without navigation or scripts', async () => {
    const html = `<html><head><title>Park guide</title><script>var x = 'no'</script></head>
      <body><nav>Home | Tickets | Contact</nav><article><h1>Park guide</h1>
      <p>${'The park opens at 9 am every day except Mondays, and closes at sunset. '.repeat(3)}</p>
      <h2>Tickets</h2><p>Adult tickets cost 12 euros; children under 6 enter free.</p>
      </article><footer>Copyright</footer></body></html>`
    const doc = await read('guide.html', html)
    const text = doc.passages.map((p) => p.text).join(' ')
    expect(text).not.toMatch(/Home \| Tickets|var x|Copyright/)
    expect(where(doc).at(-1)).toEqual({
      text: 'Adult tickets cost 12 euros; children under 6 enter free.',
      page: null,
      heading: ['Park guide', 'Tickets'],
    })
  })

  it('reads Markdown headings and plain text paragraphs', async () => {
    const md =
      '# Meeting notes\n\nWe met on **Tuesday**.\n\n## Decisions\n\n- Ship [v2](http://x) in May.\n'
    expect(where(await read('notes.md', md))).toEqual([
      { text: 'We met on Tuesday.', page: null, heading: ['Meeting notes'] },
      { text: 'Ship v2 in May.', page: null, heading: ['Meeting notes', 'Decisions'] },
    ])
    const txt = await read('plain.txt', 'First paragraph\nwraps here.\n\nSecond one.')
    expect(txt.passages.map((p) => p.text)).toEqual(['First paragraph wraps here. Second one.'])
  })

  it('joins Chinese sentences without a space', () => {
    const [p] = toPassages([
      { text: '员工每年享有十五天年假。病假需要医生证明。', page: null, heading: [] },
    ])
    expect(p!.text).toBe('员工每年享有十五天年假。病假需要医生证明。')
  })

  it('cuts long text into passages of a few sentences', () => {
    const sentence = 'The committee reviewed the budget and agreed on the next steps. '
    const passages = toPassages([{ text: sentence.repeat(40), page: 3, heading: ['Budget'] }])
    expect(passages.length).toBeGreaterThan(2)
    for (const p of passages.slice(0, -1)) {
      expect(p.text.length).toBeGreaterThanOrEqual(MIN_PASSAGE)
      expect(p.text.length).toBeLessThanOrEqual(MAX_PASSAGE)
      expect(p.text.endsWith('steps.')).toBe(true)
      expect(p.page).toBe(3)
    }
  })

  it('refuses a document past its bounds: characters, pages, unpacked size', async () => {
    await expect(read('long.txt', 'word '.repeat(1000), { maxChars: 1000 })).rejects.toThrow(
      'The document has more than 1,000 characters of text',
    )
    await expect(read('many.pdf', makePdf([['a'], ['b'], ['c']]), { maxPages: 2 })).rejects.toThrow(
      'The document has 3 pages; at most 2 can be read.',
    )
    const docx = await makeDocx(['x'.repeat(20_000)])
    await expect(read('bomb.docx', docx, { maxUnzipped: 10_000 })).rejects.toThrow(
      'The document unpacks to more than',
    )
  })

  it('says a non-zip file is no Office document', async () => {
    await expect(read('fake.docx', 'not a zip')).rejects.toThrow('not a valid Office document')
  })
})
