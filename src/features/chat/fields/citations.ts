import { createElement } from 'react'
import type { SearchResult } from '@contract/chat'
import { SourcesList } from '../components/sources-list'
import type { ResponseField } from './response-field'

export interface CitationsSlice {
  citations: SearchResult[]
}

const results = (v: unknown) => (Array.isArray(v) && v.length ? (v as SearchResult[]) : undefined)

/** search_results (`search_result` tolerated): the sources a reply cites by number. */
export const citationsField: ResponseField<CitationsSlice, SearchResult[]> = {
  start: () => ({ citations: [] }),
  fromChunk: (c) =>
    Array.isArray(c.search_results) ? results(c.search_results) : results(c.search_result),
  fromCompletion: (c) => results(c.search_results),
  merge: (_message, value) => ({ citations: value }),
  read: (raw) => ({
    citations: Array.isArray(raw.citations) ? (raw.citations as SearchResult[]) : [],
  }),
  slot: 'after',
  View: function CitationsView({ message }) {
    return message.citations.length > 0
      ? createElement(SourcesList, { messageId: message.id, results: message.citations })
      : null
  },
  toMarkdown: (m, t) =>
    m.citations.length
      ? [t('sources'), '', ...m.citations.map((c) => `${c.index}. [${c.title}](${c.url})`), '']
      : [],
}
