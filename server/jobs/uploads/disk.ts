import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { ApiError } from '../http/errors'

/**
 * Where uploaded bytes reach the disk. A file is written under a temporary name beside its target
 * and renamed into place only when whole, so a failed write (a full disk) never leaves a partial
 * upload, part or completed file behind, and a reader never sees one half-written
 * (docs/limits.md, "Uploads").
 */

/** The one write call uploads go through; tests replace it to inject a full disk. */
export const seam = {
  write: (file: FileHandle, bytes: Uint8Array) => file.write(bytes),
}

/** Writes go out in slices this size, so a huge part is never one call. */
const SLICE = 1024 * 1024

export const DISK_FULL_MESSAGE =
  'The server has no disk space left for this file, so nothing of it was kept. Try again later, or ask the operator to free some space.'

/** A full disk (or quota) in plain words; any other error as it was. */
function diskError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOSPC' || code === 'EDQUOT'
    ? new ApiError('UPLOAD_FAILED', DISK_FULL_MESSAGE)
    : error
}

export class StagedFile {
  private constructor(
    private readonly handle: FileHandle,
    readonly temp: string,
    readonly target: string,
  ) {}

  static async open(target: string): Promise<StagedFile> {
    await mkdir(path.dirname(target), { recursive: true })
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    try {
      return new StagedFile(await open(temp, 'wx'), temp, target)
    } catch (error) {
      throw diskError(error)
    }
  }

  async write(bytes: Uint8Array): Promise<void> {
    try {
      for (let at = 0; at < bytes.byteLength;) {
        const { bytesWritten } = await seam.write(
          this.handle,
          bytes.subarray(at, Math.min(at + SLICE, bytes.byteLength)),
        )
        at += bytesWritten
      }
    } catch (error) {
      await this.discard()
      throw diskError(error)
    }
  }

  /**
   * Closes the file and puts it in place of its target, or of `target` when the name was not
   * known yet at open (a form whose user_id comes after its file); same file system either way.
   */
  async commit(target = this.target): Promise<void> {
    try {
      await this.handle.close()
      if (target !== this.target) await mkdir(path.dirname(target), { recursive: true })
      await rename(this.temp, target)
    } catch (error) {
      await this.discard()
      throw diskError(error)
    }
  }

  /** Closes and removes the temporary file; safe to call more than once. */
  async discard(): Promise<void> {
    await this.handle.close().catch(() => undefined)
    await rm(this.temp, { force: true })
  }
}

/** Writes `bytes` to `target` whole or not at all. */
export async function writeWhole(target: string, bytes: Uint8Array): Promise<void> {
  const file = await StagedFile.open(target)
  await file.write(bytes)
  await file.commit()
}
