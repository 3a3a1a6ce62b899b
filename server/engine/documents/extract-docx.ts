import mammoth from 'mammoth'
import { parseHTML } from 'linkedom'
import { checkUnzipped } from './zip'
import { blocksOf } from './extract-html'
import { tablesOf, type DocTable } from './tables'
import type { Blocks } from './collect'
import type { ExtractBounds } from './types'

/**
 * Word documents with mammoth, which maps the document's paragraph styles to HTML (Heading 1 →
 * h1, lists, tables); the HTML walker then keeps each paragraph's heading path. DOCX has no
 * fixed pages, so passages carry headings only. Its tables with a header row are kept too
 * (tables.ts), to be offered as data sources of their own.
 */
export async function extractDocx(
  bytes: Uint8Array,
  bounds: ExtractBounds,
): Promise<{ blocks: Blocks; tables: DocTable[] }> {
  await checkUnzipped(bytes, bounds)
  const { value } = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    // Pictures are not text: leaving them out keeps their bytes out of the HTML.
    { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
  )
  const { document } = parseHTML(`<html><body>${value}</body></html>`)
  return { blocks: blocksOf(document.body, bounds, []), tables: tablesOf(document.body) }
}
