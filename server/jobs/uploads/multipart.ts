import { createHash, randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { MULTIPART_PART_SIZE, type MultipartInitResult, type PartEtag } from '@contract/jobs'
import type { JobsContext } from '../http/context'
import { StagedFile, writeWhole } from './disk'
import { ApiError, invalid, notFound } from '../http/errors'
import { checkExtension, newObjectKey, objectPath } from './files'
import { newId } from '../store/ids'
import { STALE_MS } from '../store/housekeeping'
import type { MultipartRecord, UploadRecord } from '../../db/records'

/**
 * Multipart uploads (docs/wire-formats.md): init declares file_size and hands out one signed URL
 * per part; each PUT must carry exactly its declared size; completion is claimed by one request
 * (server/db/sql/uploads.ts), checks every part's size and ETag, writes the file whole or not at
 * all and records its SHA-256 (docs/limits.md, "Uploads"). Parts wait under
 * <dataDir>/parts/<upload_id>/ until then.
 */

const PART_URL_TTL = 86_399
const MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')

export async function initMultipart(
  ctx: JobsContext,
  origin: string,
  user: string,
  fileName: string,
  size: number,
): Promise<MultipartInitResult> {
  const ext = checkExtension(fileName)
  if (size === 0) throw new ApiError('EMPTY_FILE')
  if (size > MAX_FILE_BYTES) throw invalid('file_size is larger than 2 GiB.')
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

/** Where an upload's parts wait until completion. */
const partsDir = (ctx: JobsContext, uploadId: string) => path.join(ctx.dataDir, 'parts', uploadId)

function partFile(ctx: JobsContext, uploadId: string, n: number): string {
  return path.join(partsDir(ctx, uploadId), String(n))
}

/** Stores one part of exactly its declared size; the ETag is the MD5 of its bytes, as S3 does. */
export async function savePart(
  ctx: JobsContext,
  uploadId: string,
  n: number,
  bytes: Uint8Array,
): Promise<string> {
  const upload = await ctx.repo.getMultipart(uploadId)
  const part = upload?.parts.find((p) => p.number === n)
  if (!upload || !part) throw notFound('Upload part')
  if (upload.completing)
    throw new ApiError(
      'UPLOAD_FAILED',
      'This upload is being completed; its parts can no longer change.',
    )
  if (bytes.byteLength !== part.size)
    throw invalid(
      `Part ${n} has ${bytes.byteLength} bytes, but this upload declared file_size ${upload.file_size}, so part ${n} must have ${part.size} bytes.`,
    )
  await writeWhole(partFile(ctx, uploadId, n), bytes)
  return md5(bytes)
}

export async function completeMultipart(
  ctx: JobsContext,
  user: string,
  uploadId: string,
  key: string,
  etags: PartEtag[],
): Promise<UploadRecord> {
  const upload = await ctx.repo.getMultipart(uploadId)
  if (!upload || upload.user_id !== user || upload.file_object_key !== key)
    throw await goneError(ctx, user, uploadId, key)
  const given = new Map(
    etags.map((e) => [e.part_number ?? e.number ?? 0, e.etag.replace(/"/g, '')]),
  )
  const missing = upload.parts.find((p) => !given.has(p.number))
  if (missing)
    throw new ApiError('UPLOAD_FAILED', `part_etags has no ETag for part ${missing.number}.`)
  const claim = { token: randomUUID(), worker: ctx.workerId, at: new Date().toISOString() }
  const held = await ctx.repo.claimMultipart(uploadId, claim, Date.now() - STALE_MS)
  if (!held) throw await goneError(ctx, user, uploadId, key)
  if (held.completing?.token !== claim.token)
    throw new ApiError(
      'UPLOAD_FAILED',
      'Another request is completing this upload right now; wait for it, then use its file_object_key.',
    )
  try {
    const record = await assemble(ctx, held, given)
    if (!(await ctx.repo.completeMultipart(uploadId, claim.token, record)))
      throw new ApiError('UPLOAD_FAILED', 'Another request completed this upload meanwhile.')
    await rm(partsDir(ctx, uploadId), { recursive: true, force: true })
    return record
  } catch (error) {
    // A retry (after a full disk is freed, a part uploaded again) may complete it.
    await ctx.repo.releaseMultipart(uploadId, claim.token).catch(() => undefined)
    throw error
  }
}

/** Joins the parts into the stored file, checking each one's size and ETag on the way. */
async function assemble(
  ctx: JobsContext,
  upload: MultipartRecord,
  given: Map<number, string>,
): Promise<UploadRecord> {
  const out = await StagedFile.open(ctx.resolve(objectPath(upload.file_object_key)))
  const sha = createHash('sha256')
  let size = 0
  try {
    for (const part of upload.parts) {
      // One part in memory at a time: at most MULTIPART_PART_SIZE bytes.
      let bytes: Buffer
      try {
        bytes = await readFile(partFile(ctx, upload.upload_id, part.number))
      } catch {
        throw new ApiError('UPLOAD_FAILED', `Part ${part.number} was never uploaded.`)
      }
      if (bytes.byteLength !== part.size)
        throw new ApiError(
          'UPLOAD_FAILED',
          `Part ${part.number} has ${bytes.byteLength} bytes where ${part.size} were declared; upload it again.`,
        )
      if (given.get(part.number) !== md5(bytes))
        throw new ApiError('UPLOAD_FAILED', `The ETag of part ${part.number} does not match.`)
      await out.write(bytes)
      sha.update(bytes)
      size += bytes.byteLength
    }
    await out.commit()
  } catch (error) {
    await out.discard()
    throw error
  }
  return {
    file_object_key: upload.file_object_key,
    user_id: upload.user_id,
    file_name: upload.file_name,
    size,
    sha256: sha.digest('hex'),
    upload_id: upload.upload_id,
    created_at: new Date().toISOString(),
  }
}

/** Why a completion finds no upload: completed already (say so), or never there. */
async function goneError(ctx: JobsContext, user: string, uploadId: string, key: string) {
  const done = await ctx.repo.getUpload(key).catch(() => undefined)
  if (done?.user_id === user && done.upload_id === uploadId)
    return new ApiError(
      'NOT_FOUND',
      'This upload is already complete: use its file_object_key to create a data source.',
    )
  return notFound('Upload')
}
