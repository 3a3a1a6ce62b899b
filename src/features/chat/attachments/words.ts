import type { TranslateFn } from '@/lib/i18n/use-t'
import type { AttachmentKey } from './i18n'
import type { AttachmentProblem } from './types'

/** A file's size in the UI language: bytes, KB (one decimal) or MB (one decimal). */
export function sizeText(t: TranslateFn<AttachmentKey>, bytes: number): string {
  if (bytes < 1024) return t('sizeB', { n: bytes })
  if (bytes < 1024 * 1024) return t('sizeKB', { n: Math.round(bytes / 102.4) / 10 })
  return t('sizeMB', { n: Math.round(bytes / (1024 * 102.4)) / 10 })
}

/** Why a file was not attached, in plain words. */
export function problemText(t: TranslateFn<AttachmentKey>, p: AttachmentProblem): string {
  switch (p.code) {
    case 'tooLarge':
      return t('tooLarge', { limit: sizeText(t, p.limit) })
    case 'tooManyPages':
      return t('tooManyPages', { pages: p.pages, limit: p.limit })
    case 'tooLong':
    case 'tooMany':
      return t(p.code, { limit: p.limit })
    default:
      return t(p.code)
  }
}
