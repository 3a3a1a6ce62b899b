import { rmSync } from 'node:fs'
import path from 'node:path'
import { isDocumentType, type DataSourceCreated } from '@contract/jobs'
import { dropSource } from '../../engine/catalog'
import { documentPath, dropDocument } from '../../engine/documents/documents'
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

export async function removeSource(ctx: JobsContext, s: DataSourceRecord): Promise<void> {
  await ctx.repo.deleteSource(s.id)
  await dropSource(s.id)
  if (isDocumentType(s.file_type)) await dropDocument(ctx.resolve(documentPath(s.id)))
  // Files fetched from a URL and converted sheets belong to the source, with a UTF-16 file's
  // UTF-8 copy; uploads stay, a key may be reused.
  if (s.url || s.workbook_path) {
    rmSync(ctx.resolve(s.file_path), { force: true })
    rmSync(utf8CopyOf(ctx.resolve(s.file_path)), { force: true })
  }
}
