import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { Blocks } from './collect'
import { DocumentError, type ExtractBounds } from './types'

/**
 * PDF text with pdf.js (pdfjs-dist, Mozilla's reader; its legacy build runs on Node 20, where
 * unpdf's current releases need Node 22). One block per line group of each page, so passages keep
 * their page. A PDF whose pages carry (almost) no text is a scan: refused, not indexed empty.
 */

/**
 * A page with fewer characters than this (a page number, a stamp) has no text layer; when at
 * least half the pages have none and the whole holds under 20 characters a page, it is a scan.
 */
const TEXTLESS_PAGE = 5
const MIN_CHARS_PER_PAGE = 20

interface TextItem {
  str: string
  hasEOL?: boolean
}

export async function extractPdf(
  bytes: Uint8Array,
  bounds: ExtractBounds,
): Promise<{ blocks: Blocks; pages: number }> {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  })
  const pdf = await task.promise.catch((error: unknown) => {
    const text = error instanceof Error ? error.message : String(error)
    if (/password/i.test(text)) throw new DocumentError('The PDF is protected by a password.')
    throw new DocumentError(`The PDF could not be read: ${text}`)
  })
  try {
    Blocks.checkPages(pdf.numPages, bounds)
    const blocks = new Blocks(bounds)
    let textless = 0
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      let text = ''
      for (const item of content.items as TextItem[]) {
        text += item.str
        text += item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' '
      }
      if (text.replace(/\s/g, '').length < TEXTLESS_PAGE) textless++
      // A blank line (or a line ending a sentence) parts paragraphs; wrapped lines join.
      for (const para of text.split(/\n\s*\n|(?<=[.!?。！？])\s*\n/))
        blocks.add(para.replace(/-\n(?=\p{Ll})/gu, '').replace(/\n/g, ' '), n, [])
      page.cleanup()
    }
    if (textless * 2 >= pdf.numPages && blocks.characters < MIN_CHARS_PER_PAGE * pdf.numPages)
      throw new DocumentError(
        'This PDF has no text layer (scanned?): its pages are images, so there is no text to search. Run it through OCR and upload the result.',
      )
    return { blocks, pages: pdf.numPages }
  } finally {
    await pdf.destroy()
  }
}
