import mammoth from 'mammoth'
import { parseHTML } from 'linkedom'
import { checkUnzipped } from './zip'
import { blocksOf } from './extract-html'
import type { Blocks } from './collect'
import type { ExtractBounds } from './types'

/**
 * Word documents with mammoth, which maps the document's paragraph styles to HTML (Heading 1 →
 * h1, lists, tables); the HTML walker then keeps each paragraph's heading path. DOCX has no
 * fixed pages, so passages carry headings only.
 */
export async function extractDocx(bytes: Uint8Array, bounds: ExtractBounds): Promise<Blocks> {
  await checkUnzipped(bytes, bounds)
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    // Pictures are not text: leaving them out keeps their bytes out of the HTML.
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
  )
  const { document } = parseHTML(`<html><body>${value}</body></html>`)
  return blocksOf(document.body, bounds, [])
}
