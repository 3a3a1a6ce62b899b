import MiniSearch from 'minisearch'
import { termsOf } from './tokenize'
import type { Passage } from './types'

/**
 * The passages' search index: MiniSearch (BM25+ ranking, no dependencies, serializable), over
 * the terms of tokenize.ts. Built in the indexing worker and stored with the passages; loaded
 * from that JSON (no re-tokenising) when a question first needs it.
 */

type Indexed = Pick<Passage, 'n' | 'text'> & { heading: string }

const OPTIONS = {
  idField: 'n',
  fields: ['text', 'heading'],
  storeFields: [] as string[],
  // Terms are made from a whole text, whose language picks the stemmer.
  tokenize: (text: string) => termsOf(text),
  processTerm: (term: string) => term,
  searchOptions: { boost: { heading: 0.5 } },
}

export type PassageIndex = MiniSearch<Indexed>

export function buildIndex(passages: readonly Passage[]): PassageIndex {
  const index = new MiniSearch<Indexed>(OPTIONS)
  index.addAll(passages.map((p) => ({ n: p.n, text: p.text, heading: p.heading.join(' ') })))
  return index
}

/** Async: a large index is restored in slices, between which the server answers requests. */
export function loadIndex(json: unknown): Promise<PassageIndex> {
  return MiniSearch.loadJSAsync<Indexed>(
    json as Parameters<typeof MiniSearch.loadJSAsync>[0],
    OPTIONS,
  )
}
