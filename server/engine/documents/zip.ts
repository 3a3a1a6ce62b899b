import JSZip from 'jszip'
import { DocumentError, type ExtractBounds } from './types'

/**
 * DOCX and PPTX are zip archives. Reading the central directory inflates nothing; the sizes it
 * declares are checked before any part is inflated, so a zip bomb is refused, not unpacked.
 */
export async function openZip(bytes: Uint8Array, bounds: ExtractBounds): Promise<JSZip> {
  const zip = await JSZip.loadAsync(bytes).catch(() => {
    throw new DocumentError('The file is not a valid Office document (it is not a zip archive).')
  })
  let total = 0
  zip.forEach((_, entry) => {
    // jszip keeps the declared size on the entry's (untyped) compressed data.
    const declared = (entry as unknown as { _data?: { uncompressedSize?: number } })._data
    total += declared?.uncompressedSize ?? 0
  })
  if (total > bounds.maxUnzipped)
    throw new DocumentError(
      `The document unpacks to more than ${Math.round(bounds.maxUnzipped / 1024 / 1024)} MB; it cannot be read.`,
    )
  return zip
}

export async function checkUnzipped(bytes: Uint8Array, bounds: ExtractBounds): Promise<void> {
  await openZip(bytes, bounds)
}
