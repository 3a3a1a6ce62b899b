import JSZip from 'jszip'
import mammoth from 'mammoth'
import { AttachmentError, checkLength } from './types'

/** A DOCX may unpack to at most this; the sizes the archive declares are checked first. */
export const MAX_UNZIPPED = 50 * 1024 * 1024

/**
 * The text of a Word document (mammoth's raw text: paragraphs parted by blank lines). Reading
 * the ZIP's directory inflates nothing, so a zip bomb is refused before mammoth unpacks it.
 */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes).catch(() => {
    throw new AttachmentError({ code: 'unreadable' })
  })
  let unzipped = 0
  zip.forEach((_, entry) => {
    // jszip keeps the declared size on the entry's (untyped) compressed data.
    const declared = (entry as unknown as { _data?: { uncompressedSize?: number } })._data
    unzipped += declared?.uncompressedSize ?? 0
  })
  if (unzipped > MAX_UNZIPPED) throw new AttachmentError({ code: 'unreadable' })
  if (!zip.file('word/document.xml')) throw new AttachmentError({ code: 'unreadable' })
  const buffer = bytes.slice().buffer
  // mammoth's browser build reads `arrayBuffer`, its Node build (tests) `buffer`.
  const { value } = await mammoth
    .extractRawText(Object.assign({ arrayBuffer: buffer }, { buffer }))
    .catch((error: unknown) => {
      throw new AttachmentError({
        code: 'unreadable',
        detail: error instanceof Error ? error.message : String(error),
      })
    })
  const text = value.replace(/\n{3,}/g, '\n\n').trim()
  if (!text) throw new AttachmentError({ code: 'noText' })
  checkLength(text)
  return text
}
