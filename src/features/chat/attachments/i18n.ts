import { defineCatalog, useCatalog, type Catalog } from '@/lib/i18n/use-t'

/** The words of chat attachments: the picker, the chips, and why a file was not attached. */
const en = {
  attach: 'Attach files',
  attachments: 'Attachments',
  remove: 'Remove {name}',
  reading: 'Reading…',
  dropHere: 'Drop files to attach them',
  sizeB: '{n, number} B',
  sizeKB: '{n, number} KB',
  sizeMB: '{n, number} MB',
  notAttached: 'Not attached:',
  tooLarge: 'the file is over {limit}.',
  unsupported:
    'this kind of file cannot be attached. Attach text, code, CSV, Markdown, PDF, Word (DOCX) or PNG, JPEG, GIF, WebP images.',
  notText: 'the file is not plain text (it holds binary data, or text in an unknown encoding).',
  unreadable: 'the file could not be read; it may be damaged or not what its name says.',
  password: 'the PDF is protected by a password.',
  noText: 'the document has no text to read (a scanned PDF has only pictures of pages).',
  tooManyPages: 'the PDF has {pages} pages; at most {limit} can be attached.',
  tooLong: 'its text is longer than {limit, number} characters.',
  tooMany: 'a message takes at most {limit} files.',
}

export type AttachmentKey = keyof typeof en

export const attachmentCatalog: Catalog<AttachmentKey> = defineCatalog('chatAttachments', en)

export const useAttachmentT = () => useCatalog(attachmentCatalog)
