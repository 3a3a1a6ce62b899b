/**
 * A file attached to a user message, kept inside the message record (IndexedDB, export files).
 * Text-like files (text, code, CSV, Markdown, PDF, DOCX) keep their text, which goes into the
 * message's string content; images keep their bytes as a data URL, sent as an `image_url` part.
 */
export type Attachment =
  | {
      kind: 'text'
      id: string
      name: string
      /** The file's size in bytes, as picked. */
      size: number
      mime: string
      text: string
    }
  | {
      kind: 'image'
      id: string
      name: string
      size: number
      mime: ImageType
      /** `data:<mime>;base64,...`, its type checked against the bytes' own signature. */
      dataUrl: string
    }

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/**
 * Bounds on what a message may carry. An image is sent base64 (4/3 of its bytes) with every later
 * request of the thread, and the local service takes bodies up to 4 MiB, so images stay small.
 */
export const LIMITS = {
  textBytes: 1024 * 1024,
  documentBytes: 10 * 1024 * 1024,
  imageBytes: 2 * 1024 * 1024,
  pdfPages: 100,
  /** Characters of text per file (about 50,000 tokens of English). */
  textChars: 200_000,
  perMessage: 10,
} as const

/** Why a file was not attached: a catalog key of attachments/i18n.ts and its values. */
export type AttachmentProblem =
  | { code: 'tooLarge'; limit: number }
  | { code: 'unsupported' }
  | { code: 'notText' }
  | { code: 'unreadable'; detail?: string }
  | { code: 'password' }
  | { code: 'noText' }
  | { code: 'tooManyPages'; pages: number; limit: number }
  | { code: 'tooLong'; limit: number }
  | { code: 'tooMany'; limit: number }

export class AttachmentError extends Error {
  constructor(readonly problem: AttachmentProblem) {
    super(problem.code)
    this.name = 'AttachmentError'
  }
}

/** Refuses text past the bound; nothing is cut silently. */
export function checkLength(text: string) {
  if (text.length > LIMITS.textChars)
    throw new AttachmentError({ code: 'tooLong', limit: LIMITS.textChars })
}

/** The bytes of a file and what the browser says of it (a File is one). */
export interface PickedFile {
  name: string
  type: string
  size: number
  arrayBuffer(): Promise<ArrayBuffer>
}
