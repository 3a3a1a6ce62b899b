import type { TableProfile } from '../types'
import { retrieve, type DocSource, type Retrieval } from './retrieve'
import { termsOf } from './tokenize'

/**
 * AUTO mode over a mix of tables and documents: is the question about the documents' content or
 * the tables' numbers? Its content words are counted where they occur: in the documents'
 * passages, or among the tables' column names, plain names, values and the dataset's words,
 * where the words of a calculation ("average", "total", "how many") also count for the tables.
 * The documents win only with more words; a tie goes to the tables, which answer with numbers.
 */

const CALCULATION = new Set(
  termsOf(
    'total sum average mean median count number how many maximum minimum highest lowest most least top bottom trend per compare correlation share percent percentage ratio growth change distribution rank',
  ),
)

export interface Route {
  to: 'documents' | 'tables'
  terms: number
  docHits: number
  tableHits: number
  words: string[]
  /** The search already made, reused when the documents answer. */
  retrieval: Retrieval
}

export function routeMix(
  question: string,
  docs: readonly DocSource[],
  profiles: readonly TableProfile[],
): Route {
  const retrieval = retrieve(question, docs)
  const { terms } = retrieval
  const absent = new Set(retrieval.absent)
  const tableTerms = new Set<string>()
  for (const p of profiles) for (const t of tableWords(p)) tableTerms.add(t)
  const docHits = terms.filter((t) => !absent.has(t)).length
  const tableHits = terms.filter((t) => tableTerms.has(t) || CALCULATION.has(t)).length
  return {
    to: docHits > tableHits ? 'documents' : 'tables',
    terms: terms.length,
    docHits,
    tableHits,
    words: terms.map((t) => retrieval.words.get(t) ?? t),
    retrieval,
  }
}

const cache = new WeakMap<TableProfile, Set<string>>()

/** Every term that names something in a table: headers, their plain words, values, vocabulary. */
function tableWords(p: TableProfile): Set<string> {
  let set = cache.get(p)
  if (set) return set
  set = new Set<string>()
  const add = (text: string) => termsOf(text).forEach((t) => set.add(t))
  for (const c of p.columns) {
    add(c.name.replace(/[_\-.]+|(?<=\p{Ll})(?=\p{Lu})/gu, ' '))
    add((c.semantics?.plain ?? []).join(' '))
    for (const v of c.values.slice(0, 200)) add(String(v))
  }
  for (const words of Object.values(p.vocabulary?.columns ?? {})) words.forEach(add)
  for (const byValue of Object.values(p.vocabulary?.values ?? {}))
    for (const words of Object.values(byValue)) words.forEach(add)
  ;(p.rowWords ?? []).forEach(add)
  cache.set(p, set)
  return set
}
