import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import {
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'

/**
 * UTF-16 CSVs are read through a UTF-8 copy kept beside them. DuckDB's read_csv refused them
 * ("File is not utf-16 encoded" for a little-endian file with a BOM, "Referenced column not
 * found" once loaded), so the file is transcoded once, streamed 64 KiB at a time through a
 * TextDecoder with stream:true (a character or surrogate pair split between two chunks is kept
 * for the next), so memory stays bounded whatever the file's size (docs/limits.md).
 */

const CHUNK = 64 * 1024

/** The UTF-8 copy of a UTF-16 file: beside it, so it goes wherever the file goes. */
export const utf8CopyOf = (path: string) => `${path}.utf-8`

function byteOrder(path: string): 'utf-16le' | 'utf-16be' {
  const fd = openSync(path, 'r')
  try {
    const bom = Buffer.alloc(2)
    readSync(fd, bom, 0, 2, 0)
    return bom[0] === 0xfe && bom[1] === 0xff ? 'utf-16be' : 'utf-16le'
  } finally {
    closeSync(fd)
  }
}

/** A copy at least as new as the file was made from it (uploads never change in place). */
function fresh(copy: string, path: string): boolean {
  try {
    return statSync(copy).mtimeMs >= statSync(path).mtimeMs
  } catch {
    return false
  }
}

/** Makes (once) and answers the UTF-8 copy of a UTF-16 file with a BOM; the BOM is dropped. */
export async function utf8Copy(path: string): Promise<string> {
  const copy = utf8CopyOf(path)
  if (fresh(copy, path)) return copy
  // Written under a name of its own and renamed when whole: two loads at once never mix.
  const temp = `${copy}.${randomBytes(6).toString('hex')}.tmp`
  const decoder = new TextDecoder(byteOrder(path))
  const encoder = new TextEncoder()
  const out = createWriteStream(temp)
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: CHUNK })) {
      const text = decoder.decode(chunk as Buffer, { stream: true })
      if (text && !out.write(encoder.encode(text))) await once(out, 'drain')
    }
    const rest = decoder.decode()
    if (rest) out.write(encoder.encode(rest))
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    )
    renameSync(temp, copy)
  } catch (error) {
    out.destroy()
    rmSync(temp, { force: true })
    throw error
  }
  return copy
}
