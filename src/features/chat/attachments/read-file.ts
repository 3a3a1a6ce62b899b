import type { Pdfjs } from './pdf-text'
import {
  AttachmentError,
  checkLength,
  LIMITS,
  type Attachment,
  type ImageType,
  type PickedFile,
} from './types'

/**
 * A picked, dropped or pasted file as an attachment, or an AttachmentError saying in plain terms
 * why not. The bytes decide what a file is (an image's signature, `%PDF-`, a ZIP), not its name;
 * the PDF and DOCX readers are loaded only when such a file comes (they are large).
 */

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

type Kind = { kind: 'image'; mime: ImageType } | { kind: 'pdf' } | { kind: 'zip' } | null

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** What the bytes are, by their signature; null for anything else (text is checked apart). */
export function sniff(bytes: Uint8Array): Kind {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { kind: 'image', mime: 'image/gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { kind: 'image', mime: 'image/webp' }
  if (startsWith(bytes, ascii('%PDF-'))) return { kind: 'pdf' }
  // DOCX is a ZIP; so are XLSX, PPTX and plain archives, told apart by name and type.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'zip' }
  return null
}

const extension = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** The file says it is a picture (by type or name) whatever its bytes are. */
const claimsImage = (file: PickedFile) =>
  file.type.startsWith('image/') ||
  ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tif', 'tiff', 'heic', 'avif', 'svg'].includes(
    extension(file.name),
  )

/**
 * UTF-8 text, or null when the bytes are not text: invalid UTF-8, or a NUL byte (binary formats
 * have them; text files do not). A byte order mark is dropped.
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

/** Base64 in slices, so a 2 MB image does not overflow the argument list of fromCharCode. */
function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

function checkSize(size: number, limit: number) {
  if (size > limit) throw new AttachmentError({ code: 'tooLarge', limit })
}

/** pdf.js, loaded on the first PDF; tests pass the Node build. */
type LoadPdfjs = () => Promise<Pdfjs>
const browserPdfjs: LoadPdfjs = async () => (await import('./load-pdfjs')).loadPdfjs()

/** Reads one file; throws AttachmentError with the reason it cannot be attached. */
export async function readAttachment(
  file: PickedFile,
  loadPdfjs: LoadPdfjs = browserPdfjs,
): Promise<Attachment> {
  // Nothing larger than the largest kind is even read.
  checkSize(file.size, Math.max(LIMITS.documentBytes, LIMITS.imageBytes, LIMITS.textBytes))
  const bytes = new Uint8Array(await file.arrayBuffer())
  const base = { id: crypto.randomUUID(), name: file.name || 'file', size: bytes.length }
  const kind = sniff(bytes)

  if (kind?.kind === 'image') {
    checkSize(bytes.length, LIMITS.imageBytes)
    const dataUrl = `data:${kind.mime};base64,${base64(bytes)}`
    return { kind: 'image', ...base, mime: kind.mime, dataUrl }
  }
  if (claimsImage(file)) throw new AttachmentError({ code: 'unsupported' })

  if (kind?.kind === 'pdf') {
    checkSize(bytes.length, LIMITS.documentBytes)
    const [{ pdfText }, pdfjs] = await Promise.all([import('./pdf-text'), loadPdfjs()])
    const text = await pdfText(bytes, pdfjs)
    return { kind: 'text', ...base, mime: 'application/pdf', text }
  }
  if (extension(file.name) === 'docx' || file.type === DOCX_TYPE) {
    if (kind?.kind !== 'zip') throw new AttachmentError({ code: 'unreadable' })
    checkSize(bytes.length, LIMITS.documentBytes)
    const { docxText } = await import('./docx-text')
    const text = await docxText(bytes)
    return { kind: 'text', ...base, mime: DOCX_TYPE, text }
  }
  if (extension(file.name) === 'pdf') throw new AttachmentError({ code: 'unreadable' })
  if (kind) throw new AttachmentError({ code: 'unsupported' })

  checkSize(bytes.length, LIMITS.textBytes)
  const text = decodeText(bytes)
  if (text === null) throw new AttachmentError({ code: 'notText' })
  checkLength(text)
  return { kind: 'text', ...base, mime: file.type || 'text/plain', text }
}
