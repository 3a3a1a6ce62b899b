import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  MULTIPART_PART_SIZE,
  UPLOAD_EXTENSIONS,
  type MultipartInitResult,
  type PartEtag,
  type UploadExtension,
} from '@contract/jobs'
import type { JobsContext } from './context'
import { ApiError, notFound } from './errors'
import { newId } from './ids'
import type { UploadRecord } from './store/records'

/**
 * Uploaded files: kept under <dataDir>/files/<file_object_key>, where the key is
 * temp/user/<user>/<uuid>.<ext> (research Ambiguity 17). Multipart parts wait under
 * <dataDir>/parts/<upload_id>/ until completion concatenates them.
 */

const PART_URL_TTL = 86_399
const MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024

export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase()
}

export function checkExtension(name: string): UploadExtension {
  const ext = extensionOf(name)
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new ApiError(
      'BAD_EXTENSION',
      `Unsupported file extension "${ext ? `.${ext}` : name}". Upload ${UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(', ')}.`,
    )
  }
  return ext as UploadExtension
}

function safeUser(user: string): string {
  return user.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'user'
}

export function newObjectKey(user: string, ext: string): string {
  return `temp/user/${safeUser(user)}/${randomUUID()}.${ext}`
}

/** The stored path (relative to the data dir) of an object key; never escapes files/. */
export function objectPath(key: string): string {
  if (!/^temp\/user\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.[a-z]+$/.test(key))
    throw notFound('File object')
  return path.join('files', key)
}

export async function saveUpload(
  ctx: JobsContext,
  user: string,
  fileName: string,
  bytes: Uint8Array,
): Promise<UploadRecord> {
  const ext = checkExtension(fileName)
  if (bytes.byteLength === 0) throw new ApiError('EMPTY_FILE')
  const key = newObjectKey(user, ext)
  const file = ctx.resolve(objectPath(key))
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, bytes)
  const record: UploadRecord = {
    file_object_key: key,
    user_id: user,
    file_name: fileName,
    size: bytes.byteLength,
    created_at: new Date().toISOString(),
  }
  await ctx.repo.putUpload(record)
  return record
}

export async function initMultipart(
  ctx: JobsContext,
  origin: string,
  user: string,
  fileName: string,
  size: number,
): Promise<MultipartInitResult> {
  const ext = checkExtension(fileName)
  if (size === 0) throw new ApiError('EMPTY_FILE')
  if (size > MAX_FILE_BYTES) throw new ApiError('INVALID_PARAMS', 'file_size is larger than 2 GiB.')
  const uploadId = newId('upload')
  const key = newObjectKey(user, ext)
  const parts: { number: number; size: number }[] = []
  for (let offset = 0, n = 1; offset < size; offset += MULTIPART_PART_SIZE, n++) {
    parts.push({ number: n, size: Math.min(MULTIPART_PART_SIZE, size - offset) })
  }
  await ctx.repo.putMultipart({
    upload_id: uploadId,
    file_object_key: key,
    user_id: user,
    file_name: fileName,
    file_size: size,
    parts,
    created_at: new Date().toISOString(),
  })
  return {
    upload_id: uploadId,
    file_object_key: key,
    part_items: parts.map((p) => ({
      ...p,
      upload_url: ctx.signer.sign(origin, partPath(uploadId, p.number), PART_URL_TTL).url,
    })),
  }
}

export function partPath(uploadId: string, n: number): string {
  return `/v2/team/file/parts/${encodeURIComponent(uploadId)}/${n}`
}

function partFile(ctx: JobsContext, uploadId: string, n: number): string {
  return path.join(ctx.dataDir, 'parts', uploadId, String(n))
}

/** Stores one part; the ETag is the MD5 of its bytes, as S3 does. */
export async function savePart(
  ctx: JobsContext,
  uploadId: string,
  n: number,
  bytes: Uint8Array,
): Promise<string> {
  const upload = await ctx.repo.getMultipart(uploadId)
  if (!upload || !upload.parts.some((p) => p.number === n)) throw notFound('Upload part')
  const file = partFile(ctx, uploadId, n)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, bytes)
  return createHash('md5').update(bytes).digest('hex')
}

export async function completeMultipart(
  ctx: JobsContext,
  user: string,
  uploadId: string,
  key: string,
  etags: PartEtag[],
): Promise<UploadRecord> {
  const upload = await ctx.repo.getMultipart(uploadId)
  if (!upload || upload.user_id !== user || upload.file_object_key !== key) throw notFound('Upload')
  const given = new Map(
    etags.map((e) => [e.part_number ?? e.number ?? 0, e.etag.replace(/"/g, '')]),
  )
  const files: string[] = []
  for (const part of upload.parts) {
    const file = partFile(ctx, uploadId, part.number)
    let bytes: Buffer
    try {
      bytes = readFileSync(file)
    } catch {
      throw new ApiError('UPLOAD_FAILED', `Part ${part.number} was never uploaded.`)
    }
    if (given.get(part.number) !== createHash('md5').update(bytes).digest('hex')) {
      throw new ApiError('UPLOAD_FAILED', `The ETag of part ${part.number} does not match.`)
    }
    files.push(file)
  }
  const target = ctx.resolve(objectPath(key))
  mkdirSync(path.dirname(target), { recursive: true })
  const out = createWriteStream(target)
  let size = 0
  for (const file of files) {
    const bytes = readFileSync(file)
    size += bytes.byteLength
    if (!out.write(bytes)) await new Promise<void>((r) => out.once('drain', () => r()))
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  )
  if (size === 0) throw new ApiError('EMPTY_FILE')
  const record: UploadRecord = {
    file_object_key: key,
    user_id: user,
    file_name: upload.file_name,
    size,
    created_at: new Date().toISOString(),
  }
  await ctx.repo.completeMultipart(uploadId, record)
  rmSync(path.join(ctx.dataDir, 'parts', uploadId), { recursive: true, force: true })
  return record
}
