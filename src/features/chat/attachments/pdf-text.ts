import type { getDocument } from 'pdfjs-dist'
import { AttachmentError, LIMITS } from './types'

/** pdf.js's entry point: the browser's build in the app, the legacy (Node) build in tests. */
export interface Pdfjs {
  getDocument: typeof getDocument
}

interface TextItem {
  str?: string
  hasEOL?: boolean
}

/**
 * A page with fewer characters than this (a page number, a stamp) has no text layer; when at
 * least half the pages have none and the whole holds under 20 characters a page, it is a scan.
 */
const TEXTLESS_PAGE = 5
const MIN_CHARS_PER_PAGE = 20

/**
 * The text of a PDF, page by page (a blank line between pages), within LIMITS: at most
 * `pdfPages` pages and `textChars` characters. A PDF that needs a password, has no text layer
 * (a scan) or cannot be parsed is refused with its reason.
 */
export async function pdfText(bytes: Uint8Array, pdfjs: Pdfjs): Promise<string> {
  const task = pdfjs.getDocument({
    // pdf.js takes the buffer over (transfers it to its worker); the caller keeps its own.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  })
  const pdf = await task.promise.catch((error: unknown) => {
    const name = error instanceof Error ? error.name : ''
    const message = error instanceof Error ? error.message : String(error)
    if (name === 'PasswordException' || /password/i.test(message))
      throw new AttachmentError({ code: 'password' })
    throw new AttachmentError({ code: 'unreadable', detail: message })
  })
  try {
    if (pdf.numPages > LIMITS.pdfPages)
      throw new AttachmentError({
        code: 'tooManyPages',
        pages: pdf.numPages,
        limit: LIMITS.pdfPages,
      })
    const pages: string[] = []
    let length = 0
    let textless = 0
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const content = await page.getTextContent()
      let text = ''
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== 'string') continue
        text += item.str
        if (item.hasEOL) text += '\n'
        else if (item.str && !item.str.endsWith(' ')) text += ' '
      }
      page.cleanup()
      const clean = text.replace(/[ \t]+\n/g, '\n').trim()
      pages.push(clean)
      if (clean.replace(/\s/g, '').length < TEXTLESS_PAGE) textless++
      length += clean.length + 2
      // Stop reading as soon as the bound is passed: the rest would be thrown away anyway.
      if (length > LIMITS.textChars)
        throw new AttachmentError({ code: 'tooLong', limit: LIMITS.textChars })
    }
    const whole = pages.filter(Boolean).join('\n\n')
    const chars = whole.replace(/\s/g, '').length
    if (textless * 2 >= pdf.numPages && chars < MIN_CHARS_PER_PAGE * pdf.numPages)
      throw new AttachmentError({ code: 'noText' })
    return whole
  } finally {
    await pdf.destroy()
  }
}
