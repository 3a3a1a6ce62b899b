import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isDocumentType, type DataSourceCreated } from '@contract/jobs'
import { dropSource } from '../../engine/catalog'
import { documentPath, dropDocument, loadDocument } from '../../engine/documents/documents'
import { tableCsv } from '../../engine/documents/tables'
import { utf8CopyOf } from '../../engine/csv-utf16'
import type { JobsContext } from '../http/context'
import { invalid, notFound } from '../http/errors'
import { checkExtension, extensionOf, objectPath } from './files'
import { newId } from '../store/ids'
import type { DataSourceRecord } from '../../db/records'

/** Creating and removing data sources; the sync queue takes them from synching onwards. */

interface SourceInput {
  name: string
  url?: string
  file_object_key?: string
  user_id: string
}

export async function createSource(
  ctx: JobsContext,
  datasetId: string,
  input: SourceInput,
): Promise<DataSourceCreated> {
  return addSource(ctx, await prepareSource(ctx, datasetId, input))
}

/** Checks the input and makes the record; nothing is written yet. */
export async function prepareSource(
  ctx: JobsContext,
  datasetId: string,
  input: SourceInput,
): Promise<DataSourceRecord> {
  if (input.url && !/^https?:$/.test(new URL(input.url).protocol))
    throw invalid('Only http and https URLs can be data sources.')
  // The name should carry the extension; if not, the uploaded object or URL says what it is.
  const fromName = extensionOf(input.name)
  const fallback = input.file_object_key ?? (input.url ? new URL(input.url).pathname : '')
  const ext = checkExtension(fromName ? input.name : fallback)
  let filePath: string
  let size: number | null = null
  let sha256: string | undefined
  const id = newId('ds')
  if (input.file_object_key) {
    const upload = await ctx.repo.getUpload(input.file_object_key)
    if (!upload || upload.user_id !== input.user_id) throw notFound('File object')
    filePath = objectPath(upload.file_object_key)
    size = upload.size
    sha256 = upload.sha256
  } else {
    filePath = path.join('files', 'url', `${id}.${ext}`)
  }
  const record: DataSourceRecord = {
    id,
    dataset_id: datasetId,
    name: input.name,
    type: 'FILE',
    status: 'synching',
    size,
    reason: null,
    user_id: input.user_id,
    file_type: ext,
    file_path: filePath,
    created_at: new Date().toISOString(),
    ...(input.url ? { url: input.url } : {}),
    ...(sha256 ? { sha256 } : {}),
  }
  return record
}

/** Writes a prepared source and queues its sync. */
export async function addSource(
  ctx: JobsContext,
  record: DataSourceRecord,
): Promise<DataSourceCreated> {
  await ctx.repo.putSource(record)
  ctx.sync.enqueue(record.id)
  const { id, dataset_id, name } = record
  return { id, dataset_id, name, type: 'FILE', status: 'synching' }
}

/**
 * A document's table (found when it was indexed: documents/tables.ts) as a CSV data source of
 * the same dataset: the CSV is written under files/tables/ and synched like any upload.
 */
export async function tableSource(
  ctx: JobsContext,
  doc: DataSourceRecord,
  n: number,
  input: { user_id: string; name?: string },
): Promise<DataSourceCreated> {
  if (!isDocumentType(doc.file_type) || doc.status !== 'synched')
    throw invalid('Only a synched document (DOCX or HTML) has tables to add.')
  const found = doc.details?.tables ?? []
  const info = found.find((t) => t.n === n)
  if (!info)
    throw invalid(
      found.length
        ? `The document has ${found.length} table${found.length === 1 ? '' : 's'}: n must be 1 to ${found.length}.`
        : 'No table with a header row and data was found in this document.',
    )
  const { file } = await loadDocument(ctx.resolve(documentPath(doc.id)))
  const table = file.tables?.[n - 1]
  if (!table) throw notFound('Table')
  const id = newId('ds')
  const filePath = path.join('files', 'tables', `${id}.csv`)
  const csv = Buffer.from(tableCsv(table), 'utf8')
  mkdirSync(path.dirname(ctx.resolve(filePath)), { recursive: true })
  writeFileSync(ctx.resolve(filePath), csv)
  const base = (input.name ?? `${doc.name.replace(/\.[^.]+$/, '')} · ${table.title}`)
    .replace(/[\\/]/g, '-')
    .replace(/\.csv$/i, '')
    .slice(0, 120)
  const record: DataSourceRecord = {
    id,
    dataset_id: doc.dataset_id,
    name: `${base}.csv`,
    type: 'FILE',
    status: 'synching',
    size: csv.length,
    reason: null,
    user_id: input.user_id,
    file_type: 'csv',
    file_path: filePath,
    sha256: createHash('sha256').update(csv).digest('hex'),
    details: { format: 'csv', table_of: { datasource_id: doc.id, n } },
    created_at: new Date().toISOString(),
  }
  return addSource(ctx, record)
}

export async function removeSource(ctx: JobsContext, s: DataSourceRecord): Promise<void> {
  await ctx.repo.deleteSource(s.id)
  await dropSource(s.id)
  if (isDocumentType(s.file_type)) await dropDocument(ctx.resolve(documentPath(s.id)))
  // Files fetched from a URL, converted sheets and a document's tables belong to the source, with a UTF-16 file's
  // UTF-8 copy; uploads stay, a key may be reused.
  if (s.url || s.workbook_path || s.details?.table_of) {
    rmSync(ctx.resolve(s.file_path), { force: true })
    rmSync(utf8CopyOf(ctx.resolve(s.file_path)), { force: true })
  }
}
