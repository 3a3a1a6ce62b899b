import { IMAGE_TYPES, type Attachment, type ImageType } from './types'

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isImageType = (v: unknown): v is ImageType =>
  typeof v === 'string' && (IMAGE_TYPES as readonly string[]).includes(v)

/** One attachment of an imported file, or null when it is not one we wrote. */
function readOne(v: unknown): Attachment | null {
  if (!isObj(v) || typeof v.id !== 'string' || typeof v.name !== 'string') return null
  const size = typeof v.size === 'number' && Number.isFinite(v.size) ? v.size : 0
  if (v.kind === 'text' && typeof v.text === 'string')
    return {
      kind: 'text',
      id: v.id,
      name: v.name,
      size,
      mime: typeof v.mime === 'string' ? v.mime : 'text/plain',
      text: v.text,
    }
  // Only a base64 data URL of one of our picture types: an image is never loaded from elsewhere.
  if (
    v.kind === 'image' &&
    isImageType(v.mime) &&
    typeof v.dataUrl === 'string' &&
    v.dataUrl.startsWith(`data:${v.mime};base64,`) &&
    /^[A-Za-z0-9+/]*={0,2}$/.test(v.dataUrl.slice(`data:${v.mime};base64,`.length))
  )
    return { kind: 'image', id: v.id, name: v.name, size, mime: v.mime, dataUrl: v.dataUrl }
  return null
}

/** The attachments of a stored or imported message record: `{}` when it has none. */
export function readAttachments(raw: Readonly<Record<string, unknown>>): {
  attachments?: Attachment[]
} {
  if (!Array.isArray(raw.attachments)) return {}
  const attachments = raw.attachments.map(readOne).filter((a): a is Attachment => a !== null)
  return attachments.length ? { attachments } : {}
}
