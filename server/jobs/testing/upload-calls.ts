// Uploading files (form, multipart) and making data sources of them: the upload endpoints' calls.
import { expect } from 'vitest'
import type { DataSource, Envelope, MultipartInitResult } from '@contract/jobs'
import { KEY, type Kit, USER } from './make-kit'

/** Uploads a file through the multipart form endpoint and returns its object key. */
export async function upload(
  kit: Kit,
  name: string,
  content: string | Uint8Array,
): Promise<Envelope<{ file_object_key: string }>> {
  const form = new FormData()
  form.set('user_id', USER)
  form.set(
    'file',
    new File([typeof content === 'string' ? content : new Uint8Array(content)], name),
  )
  const res = await kit.app.request('http://127.0.0.1:8787/v2/team/file/upload-datasource', {
    method: 'POST',
    headers: { 'x-pd-api-key': KEY },
    body: form,
  })
  return (await res.json()) as Envelope<{ file_object_key: string }>
}

/** Uploads and creates a data source in a new dataset; waits until it has settled. */
export async function uploadSource(kit: Kit, name: string, content: string | Uint8Array) {
  const up = await upload(kit, name, content)
  if (up.code !== 0) throw new Error(`upload: ${up.msg}`)
  return sourceFromUpload(kit, name, up.data.file_object_key)
}

/** Creates a data source of an uploaded file in a new dataset; waits until it has settled. */
export async function sourceFromUpload(kit: Kit, name: string, fileObjectKey: string) {
  const { body } = await kit.json<{ id: string; dataset_id: string; status: string }>(
    'POST',
    '/v2/team/datasources',
    { body: { name, type: 'FILE', file_object_key: fileObjectKey, user_id: USER } },
  )
  if (body.code !== 0) throw new Error(`datasource: ${body.msg}`)
  await kit.settle()
  return body.data
}

export const getSource = (kit: Kit, datasetId: string, id: string) =>
  kit.json<DataSource>('GET', `/v2/team/datasets/${datasetId}/datasources/${id}`, {
    query: { user_id: USER },
  })

/** Starts a multipart upload of `size` bytes. */
export async function initMultipart(
  kit: Kit,
  name: string,
  size: number,
): Promise<MultipartInitResult> {
  const res = await kit.json<MultipartInitResult>('POST', '/v2/team/file/init-multipart-upload', {
    body: { file_name: name, file_size: size, user_id: USER },
  })
  expect(res.body.code).toBe(0)
  return res.body.data
}

/** PUTs `bytes` part by part to the upload's signed URLs; answers each part's number and ETag. */
export async function putParts(kit: Kit, upload: MultipartInitResult, bytes: Uint8Array) {
  const etags: { number: number; etag: string }[] = []
  let offset = 0
  for (const part of upload.part_items) {
    const res = await kit.app.request(part.upload_url, {
      method: 'PUT',
      body: bytes.slice(offset, offset + part.size),
    })
    offset += part.size
    expect(res.status).toBe(200)
    etags.push({ number: part.number, etag: res.headers.get('etag') ?? '' })
  }
  return etags
}

export const completeMultipart = (kit: Kit, upload: MultipartInitResult, etags: unknown[]) =>
  kit.json<{ file_object_key: string }>('POST', '/v2/team/file/complete-multipart-upload', {
    body: {
      user_id: USER,
      upload_id: upload.upload_id,
      file_object_key: upload.file_object_key,
      part_etags: etags,
    },
  })
