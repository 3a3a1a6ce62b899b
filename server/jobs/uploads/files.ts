import { createHash, randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { UPLOAD_EXTENSIONS, type UploadExtension } from '@contract/jobs'
import type { JobsContext } from '../http/context'
import { writeWhole, type StagedFile } from './disk'
import { ApiError, notFound } from '../http/errors'
import type { UploadRecord } from '../../db/records'

/**
 * Uploaded files: kept under <dataDir>/files/<file_object_key>, where the key is
 * temp/user/<user>/<uuid>.<ext> (docs/wire-formats.md). Multipart uploads: multipart.ts.
 */

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

/** A file already on disk under a provisional name (a streamed form, form-upload.ts). */
interface StagedUpload {
  name: string
  size: number
  sha256: string
  /** Null when its write failed: `error` says why (a full disk). */
  staged: StagedFile | null
  error?: unknown
}

/**
 * Stores a streamed upload: the same checks, in the same order, as an upload of bytes, then the
 * staged file is renamed to its object key's path (it is whole by then).
 */
export async function saveUpload(
  ctx: JobsContext,
  user: string,
  fileName: string,
  source: Uint8Array | StagedUpload,
): Promise<UploadRecord> {
  const ext = checkExtension(fileName)
  const size = source instanceof Uint8Array ? source.byteLength : source.size
  if (size === 0) throw new ApiError('EMPTY_FILE')
  const key = newObjectKey(user, ext)
  // Whole or not at all: a full disk leaves no partial file (docs/limits.md, "Uploads").
  const file = ctx.resolve(objectPath(key))
  if (source instanceof Uint8Array) await writeWhole(file, source)
  else if (source.staged) await source.staged.commit(file)
  // Its write failed (a full disk: disk.ts gave the error its words).
  else throw source.error instanceof Error ? source.error : new ApiError('UPLOAD_FAILED')
  const record: UploadRecord = {
    file_object_key: key,
    user_id: user,
    file_name: fileName,
    size,
    sha256:
      source instanceof Uint8Array
        ? createHash('sha256').update(source).digest('hex')
        : source.sha256,
    created_at: new Date().toISOString(),
  }
  try {
    await ctx.repo.putUpload(record)
  } catch (error) {
    // Unrecorded, the file could never be reached: it goes too.
    await rm(file, { force: true })
    throw error
  }
  return record
}
