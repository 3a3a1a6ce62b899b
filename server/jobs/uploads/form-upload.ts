import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadable } from 'node:stream/web'
import Busboy, { type BusboyInstance } from '@fastify/busboy'
import { BodyTooLarge } from '../http/body-limits'
import { StagedFile } from './disk'
import { OffThreadHash } from './hasher'

/**
 * The upload form (POST /file/upload-datasource) read as it arrives: a streaming multipart parser
 * takes the body a chunk at a time and the file part goes straight to a staged file on disk,
 * hashed on the way, so a 300 MB form never sits in memory nor is parsed in one piece on the main
 * thread (docs/limits.md, "Load"); its hash is computed in a worker thread (hasher.ts). The file is staged under a provisional name because the form's
 * user_id, which its final name needs, may come after it. The parser is @fastify/busboy, the
 * maintained fork undici uses: busboy 1.x refuses a NUL in a part's header as a malformed form,
 * and a NUL in a file name must reach its own check ("The file name contains a NUL…").
 */

export const FORM_ERROR = 'Send a multipart/form-data body with the fields file and user_id.'

/** Bytes are gathered up to this size before a write, so a large file is not thousands of tiny ones. */
const BATCH = 1024 * 1024

interface FormFile {
  name: string
  size: number
  sha256: string
  /** The bytes on disk; null when the file was not kept (see `keep`) or a write failed. */
  staged: StagedFile | null
  /** Why writing failed (a full disk), reported after the form's other checks. */
  error: unknown
}

export interface UploadForm {
  /** The last `user_id` field, as sent. */
  user: string | undefined
  /** The first part named `file` that is a file. */
  file: FormFile | null
}

/** The directory, relative to the data dir, where a form's file waits for its final name. */
export const INCOMING_DIR = path.join('files', 'incoming')

/**
 * Reads the form to its end. `stageAt` gives the provisional target; `keep(name)` says whether a
 * file of that name may be stored at all (a refused name is read and dropped, not written).
 * Throws `BodyTooLarge` past the route's size limit, and an Error with FORM_ERROR for a body that
 * is not a readable multipart form.
 */
export async function readUploadForm(
  req: Request,
  stageAt: string,
  keep: (name: string) => boolean,
): Promise<UploadForm> {
  const form: UploadForm = { user: undefined, file: null }
  const writes: Promise<void>[] = []
  let parser: BusboyInstance
  try {
    parser = Busboy({
      headers: Object.fromEntries(req.headers) as { 'content-type': string },
      // A part is a file when it has a file name, and that name is kept as sent, as before.
      isPartAFile: (_field, _type, fileName) => fileName !== undefined,
      preservePath: true,
    })
  } catch {
    throw new Error(FORM_ERROR)
  }
  parser.on('field', (name, value) => {
    if (name === 'user_id') form.user = value
  })
  const streams: Readable[] = []
  parser.on('file', (name, stream, fileName) => {
    // A body cut off inside a part fails that part's stream, and the parser then never finishes:
    // the failure ends the whole form (listened for at once, before any write is under way).
    streams.push(stream)
    stream.on('error', (error) => parser.destroy(error))
    if (name !== 'file' || form.file) return void stream.resume()
    const file: FormFile = { name: fileName, size: 0, sha256: '', staged: null, error: null }
    form.file = file
    writes.push(writeFile(file, stream, keep(file.name) ? stageAt : null))
  })
  try {
    if (!req.body) throw new Error(FORM_ERROR)
    await pipeline(Readable.fromWeb(req.body as WebReadable), parser)
    await Promise.all(writes)
    return form
  } catch (error) {
    for (const stream of streams) stream.destroy()
    await Promise.allSettled(writes)
    await form.file?.staged?.discard()
    if (error instanceof BodyTooLarge) throw error
    throw new Error(FORM_ERROR)
  }
}

/**
 * Streams one file part to a staged file (or only counts it when `target` is null). Each batch is
 * hashed in the hasher's worker once written (hasher.ts): the main thread only gathers and writes.
 */
async function writeFile(file: FormFile, stream: Readable, target: string | null): Promise<void> {
  const hash = new OffThreadHash('sha256')
  let staged: StagedFile | null = null
  if (target)
    try {
      staged = await StagedFile.open(`${target}${randomUUID()}`)
    } catch (error) {
      file.error = error
    }
  file.staged = staged
  // One batch buffer for the whole part, refilled after each write: a fresh 1 MB buffer per batch
  // was 300 allocations per 300 MB form for the garbage collector, on the main thread.
  const batch = Buffer.allocUnsafeSlow(BATCH)
  let pending = 0
  const flush = async (bytes: Uint8Array) => {
    if (!file.staged) return
    try {
      await file.staged.write(bytes)
    } catch (error) {
      // The write removed its file; the rest of the part is read and dropped.
      file.staged = null
      file.error = error
      return
    }
    await hash.update(bytes)
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      file.size += chunk.byteLength
      if (!file.staged) continue
      if (pending + chunk.byteLength > BATCH) {
        await flush(batch.subarray(0, pending))
        pending = 0
      }
      if (chunk.byteLength >= BATCH) await flush(chunk)
      else pending += chunk.copy(batch, pending)
    }
    if (pending) await flush(batch.subarray(0, pending))
  } catch (error) {
    hash.drop()
    throw error
  }
  if (file.staged) file.sha256 = await hash.digest()
  else hash.drop()
}
