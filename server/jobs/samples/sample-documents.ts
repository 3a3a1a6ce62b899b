import { mkdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DataSourceDetails, DocumentExtension } from '@contract/jobs'
import { documentPath, indexDocument } from '../../engine/documents/documents'
import type { DocumentFile } from '../../engine/documents/types'
import type { DataSourceRecord, DatasetRecord } from '../../db/records'

/**
 * The sample document set offered next to the sample tables (issue 24): the four documents the
 * documents eval was written with (server/engine/documents/eval/), one dataset whose sources are
 * documents. They are indexed into the data dir on first use, like an upload (documents.ts, in a
 * worker); a document that cannot be read is listed `invalid` with the reason, never half-indexed.
 */

export const SAMPLE_DOCUMENTS_ID = 'dset-sample-documents'

const EVAL_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../engine/documents/eval',
)
const FILES = ['handbook.md', 'kettle-faq.docx', 'four-day-week.pdf', 'office.html']
const EPOCH = new Date(0).toISOString()

/** Starter questions, each answered by one of the documents (the eval's questions). */
export const SAMPLE_DOCUMENT_QUESTIONS = [
  'How many days of annual leave do I get?',
  'How much water does the Kettle Pro 3 hold?',
  'How many staff took part in the four-day week pilot?',
  'What is the nearest metro station to the office?',
  'Can I use vinegar to descale the kettle?',
]

export function sampleDocumentRecords(): {
  dataset: DatasetRecord
  datasources: DataSourceRecord[]
} {
  return {
    dataset: {
      id: SAMPLE_DOCUMENTS_ID,
      name: 'Sample documents',
      description:
        'An employee handbook, a kettle FAQ, a research summary and an office page (MD, DOCX, PDF, HTML)',
      user_id: '*',
      created_at: EPOCH,
    },
    datasources: FILES.map((name) => ({
      id: `ds-sample-doc-${name.replace(/\..*$/, '')}`,
      dataset_id: SAMPLE_DOCUMENTS_ID,
      name,
      type: 'FILE' as const,
      // Until indexed: sampleDocumentSources() answers with the outcome.
      status: 'synching' as const,
      size: null,
      reason: null,
      user_id: '*',
      file_type: path.extname(name).slice(1) as DocumentExtension,
      file_path: path.join(EVAL_DIR, name),
      created_at: EPOCH,
    })),
  }
}

const indexed = new WeakMap<object, Promise<DataSourceRecord[]>>()

/**
 * The sample documents as synched sources with their details, once each is indexed into this
 * data dir (kept from an earlier start unless the document changed since); once per process.
 */
export function sampleDocumentSources(
  key: object,
  records: DataSourceRecord[],
  resolve: (relative: string) => string,
): Promise<DataSourceRecord[]> {
  let pending = indexed.get(key)
  if (!pending) {
    pending = Promise.all(records.map((r) => indexed1(r, resolve(documentPath(r.id)))))
    indexed.set(key, pending)
  }
  return pending
}

async function indexed1(r: DataSourceRecord, out: string): Promise<DataSourceRecord> {
  try {
    const source = await stat(r.file_path)
    const kept = await stat(out).catch(() => null)
    const type = r.file_type as DocumentExtension
    if (!kept || kept.mtimeMs < source.mtimeMs) {
      await mkdir(path.dirname(out), { recursive: true })
      await indexDocument(r.file_path, type, out)
    }
    const doc = JSON.parse(await readFile(out, 'utf8')) as DocumentFile
    const details: DataSourceDetails = {
      format: type,
      passages: doc.passages.length,
      characters: doc.characters,
      ...(doc.pages ? { pages: doc.pages } : {}),
    }
    return { ...r, status: 'synched', size: source.size, details }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ...r, status: 'invalid', reason: `The sample could not be read: ${reason}` }
  }
}
