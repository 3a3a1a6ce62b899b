import {
  type FileObject,
  type MultipartInitRequest,
  type MultipartInitResult,
  type MultipartCompleteRequest,
} from '@contract/jobs'
import { ApiError, requestUpload } from '@/lib/http'
import { jobsConnection } from './connection'
import { requestEnvelope, unwrapEnvelope } from './envelope'

/** Below this the single-request upload is used; above it, multipart (docs/wire-formats.md). */
const SINGLE_UPLOAD_LIMIT = 1024 * 1024

interface UploadProgress {
  loaded: number
  total: number
}

interface Options {
  signal?: AbortSignal
  onProgress?: (p: UploadProgress) => void
}

/** Uploads a file and returns its file_object_key, reporting bytes sent as it goes. */
export async function uploadFile(file: File, opts: Options = {}): Promise<string> {
  return file.size <= SINGLE_UPLOAD_LIMIT ? uploadSingle(file, opts) : uploadMultipart(file, opts)
}

async function uploadSingle(file: File, opts: Options): Promise<string> {
  const conn = jobsConnection()
  const form = new FormData()
  form.append('file', file, file.name)
  form.append('user_id', conn.userId)
  const res = await requestUpload(conn.url('/file/upload-datasource'), {
    body: form,
    headers: conn.headers,
    signal: opts.signal,
    onProgress: (loaded, total) => opts.onProgress?.({ loaded, total: total || file.size }),
  })
  const data = unwrapEnvelope<FileObject>(res.data, res.status, res.traceId)
  return fileKeyOf(data)
}

async function uploadMultipart(file: File, opts: Options): Promise<string> {
  const conn = jobsConnection()
  const init = await requestEnvelope<MultipartInitResult>(conn.url('/file/init-multipart-upload'), {
    body: {
      file_name: file.name,
      file_size: file.size,
      user_id: conn.userId,
    } satisfies MultipartInitRequest,
    headers: conn.headers,
    signal: opts.signal,
  })
  const parts = [...(init.part_items ?? [])].sort((a, b) => a.number - b.number)
  if (parts.length === 0)
    throw new ApiError({ kind: 'service', message: 'The service gave no upload parts.' })
  const sent = new Array<number>(parts.length).fill(0)
  const report = () =>
    opts.onProgress?.({ loaded: sent.reduce((a, b) => a + b, 0), total: file.size })
  const etags: { number: number; part_number: number; etag: string }[] = []
  let offset = 0
  for (const [i, part] of parts.entries()) {
    // Sizes come from the service; the last part takes whatever is left (docs/wire-formats.md).
    const end = i === parts.length - 1 ? file.size : Math.min(file.size, offset + part.size)
    const res = await requestUpload(part.upload_url, {
      method: 'PUT',
      body: file.slice(offset, end),
      signal: opts.signal,
      onProgress: (loaded) => {
        sent[i] = loaded
        report()
      },
    })
    sent[i] = end - offset
    report()
    offset = end
    const etag = (res.headers.get('etag') ?? '').replace(/"/g, '')
    etags.push({ number: part.number, part_number: part.number, etag })
  }
  const done = await requestEnvelope<FileObject>(conn.url('/file/complete-multipart-upload'), {
    body: {
      file_object_key: init.file_object_key,
      upload_id: init.upload_id,
      part_etags: etags,
      user_id: conn.userId,
    } satisfies MultipartCompleteRequest,
    headers: conn.headers,
    signal: opts.signal,
  })
  return fileKeyOf(done) || init.file_object_key
}

/** v1 called it fileKey (docs/wire-formats.md). */
function fileKeyOf(data: unknown): string {
  const d = (data ?? {}) as { file_object_key?: unknown; fileKey?: unknown }
  const key =
    typeof d.file_object_key === 'string'
      ? d.file_object_key
      : typeof d.fileKey === 'string'
        ? d.fileKey
        : ''
  if (!key)
    throw new ApiError({
      kind: 'service',
      message: 'The service did not say where the file was stored.',
    })
  return key
}
