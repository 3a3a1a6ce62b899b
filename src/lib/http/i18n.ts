import { useCallback } from 'react'
import { defineCatalog, translate, useCatalog, type Catalog } from '@/lib/i18n/use-t'
import type { ApiErrorInit } from './api-error'

/**
 * Error words the browser writes itself (a network that is down, a stream cut short), as opposed
 * to the words a service sends: an error made here carries `detail`, a catalog key, so it is shown
 * in the UI language wherever it appears; `message` keeps the English for logs and stored records
 * read by older code.
 */
const en = {
  aborted: 'The request was stopped.',
  uploadAborted: 'The upload was stopped.',
  unreachable: 'Could not reach {origin}. Check the connection and the base URL in Settings.',
  notJson: 'The service sent a reply that is not valid JSON.',
  emptyStream: 'The service sent an empty stream.',
  emptyHttp: 'The service answered with HTTP {status} and no explanation.',
  streamClosed: 'The connection closed before the reply finished.',
  streamDropped: 'The connection dropped before the reply finished.',
  malformedChunk: 'The service sent a malformed chunk, so the reply stopped here.',
  unexpectedChunk: 'The service sent an unexpected chunk.',
  streamErrorNoMessage: 'The service reported an error during the reply.',
  noChoices: 'The service sent a reply without choices.',
}

export type ErrorDetailKey = keyof typeof en

export const errorDetailCatalog: Catalog<ErrorDetailKey> = defineCatalog('errors', en)

export interface ErrorDetail {
  key: ErrorDetailKey
  values?: Record<string, string | number>
}

/** `message` (English) and `detail` for an error the browser itself writes. */
export function ownWords(
  key: ErrorDetailKey,
  values?: Record<string, string | number>,
): { message: string; detail: ErrorDetail } {
  return {
    message: translate(errorDetailCatalog, 'en', key, values),
    detail: values ? { key, values } : { key },
  }
}

/** What an error says, in the UI language when the words are ours, else as the service sent it. */
export function useErrorWords(): (error: Pick<ApiErrorInit, 'message' | 'detail'>) => string {
  const t = useCatalog(errorDetailCatalog)
  return useCallback(
    (error) => (error.detail ? t(error.detail.key, error.detail.values) : error.message),
    [t],
  )
}
