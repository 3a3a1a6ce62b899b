import { readFile, rename, writeFile } from 'node:fs/promises'
import type { DocumentExtension } from '@contract/jobs'
import type { Blocks } from './collect'
import { toPassages } from './passages'
import { buildIndex } from './search-index'
import type { DocTable } from './tables'
import { DocumentError, type DocumentFile, type DocumentSummary, type ExtractBounds } from './types'

/**
 * One document, start to end: its text by format, cut into passages, indexed, and written as one
 * JSON file (first as `.part`, renamed when whole, so a half-written index is never read). Runs
 * in the indexing worker (document-worker.mjs); documents.ts starts it.
 */

export async function readDocument(
  file: string,
  fileType: DocumentExtension,
  bounds: ExtractBounds,
): Promise<DocumentFile> {
  const bytes = new Uint8Array(await readFile(file))
  let blocks: Blocks
  let pages: number | null = null
  let tables: DocTable[] = []
  // Each worker reads one document: only its format's reader is loaded (pdf.js alone is large).
  if (fileType === 'pdf')
    ({ blocks, pages } = await (await import('./extract-pdf')).extractPdf(bytes, bounds))
  else if (fileType === 'pptx')
    ({ blocks, pages } = await (await import('./extract-pptx')).extractPptx(bytes, bounds))
  else if (fileType === 'docx')
    ({ blocks, tables } = await (await import('./extract-docx')).extractDocx(bytes, bounds))
  else {
    const text = new TextDecoder('utf-8').decode(bytes)
    if (fileType === 'html') {
      blocks = (await import('./extract-html')).extractHtml(text, bounds)
      // Tables of the whole page: Readability may drop a table it takes for layout.
      const { parseHTML } = await import('linkedom')
      const { tablesOf } = await import('./tables')
      tables = tablesOf(parseHTML(text).document.body)
    } else blocks = (await import('./extract-text')).extractText(text, bounds, fileType === 'md')
  }
  const passages = toPassages(blocks.list)
  if (!passages.length) throw new DocumentError('The document has no text to search.')
  return {
    version: 1,
    fileType,
    pages,
    characters: blocks.characters,
    passages,
    ...(tables.length ? { tables } : {}),
    index: buildIndex(passages).toJSON(),
  }
}

export async function writeDocument(
  file: string,
  fileType: DocumentExtension,
  out: string,
  bounds: ExtractBounds,
): Promise<DocumentSummary> {
  const doc = await readDocument(file, fileType, bounds)
  await writeFile(`${out}.part`, JSON.stringify(doc))
  await rename(`${out}.part`, out)
  return {
    pages: doc.pages,
    passages: doc.passages.length,
    characters: doc.characters,
    tables: (doc.tables ?? []).map((t, i) => ({
      n: i + 1,
      title: t.title,
      columns: t.columns.length,
      rows: t.rows.length,
    })),
  }
}
