import type { SourceFile } from '../catalog'
import { loadDocument, type LoadedDocument } from './documents'
import { sentencesOf } from './passages'
import { languageOf, termOf, termsOf, wordsOf } from './tokenize'
import type { Passage } from './types'

/**
 * Finding the passages that answer a question, and telling when none does. The question's
 * content words are searched in every document's index (BM25, search-index.ts); a passage is a
 * candidate when it holds at least half of them, and the best must hold more than half. The documents "do not say" when no passage
 * does, when fewer than 60% of the words appear anywhere, or when a name or number the question
 * gives (a capitalised word, a word with digits) appears nowhere: retrieval never guesses.
 */

export interface DocSource {
  src: SourceFile
  doc: LoadedDocument
}

export interface Hit {
  source: DocSource
  passage: Passage
  score: number
  /** The question's terms this passage holds. */
  terms: string[]
}

export interface Retrieval {
  /** The question's content terms, and the words they came from (for replies). */
  terms: string[]
  words: Map<string, string>
  /** Terms found in no document. */
  absent: string[]
  hits: Hit[]
  /** Why there is no answer, when there is none. */
  refusal: null | 'noWords' | 'absent' | 'notTogether'
}

/** Words that frame a question about documents rather than say what it is about. */
const FRAME = new Set(
  [
    ...'say says said tell document documents doc mention mentions according explain describe state stated write written please give list find show know many much long kind'.split(
      ' ',
    ),
    ...'什么 文档 文件 提到 说 多少 哪些 哪个 吗 呢 如何 怎么 是否 根据 多长 多久'.split(' '),
  ].map((w) => termOf(w) ?? w),
)

/**
 * Words that may name the document rather than what is asked ("what does the manual say"): with
 * the words of the files' names, they need not appear in a passage.
 */
const DOCUMENT_NOUNS = termsOf(
  'manual report slide slides deck page article presentation paper file text notes minutes',
)

const MAX_HITS = 3

export async function loadDocs(sources: readonly SourceFile[]): Promise<DocSource[]> {
  return Promise.all(
    sources
      .filter((src) => src.passages)
      .map(async (src) => ({ src, doc: await loadDocument(src.passages!) })),
  )
}

/** The question's content terms, each with the word it was made from. */
export function questionTerms(question: string): Map<string, string> {
  return termsAndLanguage(question).words
}

function termsAndLanguage(question: string) {
  const out = new Map<string, string>()
  const all = wordsOf(question)
  const lang = languageOf(all)
  for (const word of all) {
    const term = termOf(word, lang)
    if (term && !FRAME.has(term) && !out.has(term)) out.set(term, word)
  }
  return { words: out, lang }
}

const titles = new WeakMap<LoadedDocument, Set<string>>()

/**
 * The terms of a document's title (the first heading of a DOCX, HTML or Markdown file, the
 * first slide's title): what every passage of it is about, though a passage rarely repeats it
 * (a slide saying "lancement public le 17 mars" in the deck "Lancement de l'application
 * Parcours" answers "quand l'application sera-t-elle lancée"). A PDF's text has no headings, and
 * its first sentence is not surely a title: it has none.
 */
function titleTerms(doc: LoadedDocument): Set<string> {
  let out = titles.get(doc)
  if (!out) {
    const first = doc.file.passages[0]
    out = new Set(termsOf(first?.heading[0] ?? ''))
    titles.set(doc, out)
  }
  return out
}

export function retrieve(question: string, docs: readonly DocSource[]): Retrieval {
  const { words, lang } = termsAndLanguage(question)
  const asked = [...words.keys()]
  if (!asked.length) return { terms: asked, words, absent: [], hits: [], refusal: 'noWords' }
  const soft = new Set([...DOCUMENT_NOUNS, ...docs.flatMap((d) => termsOf(d.src.fileName))])
  const hits: Hit[] = []
  const present = new Set<string>()
  for (const source of docs) {
    const results = source.doc.index.search(asked.join(' '), {
      combineWith: 'OR',
      // The terms are already processed: searched as they are.
      tokenize: (t) => t.split(' '),
      processTerm: (t) => t,
    })
    for (const r of results) {
      const passage = source.doc.file.passages[r.id as number]
      if (!passage) continue
      r.queryTerms.forEach((t) => present.add(t))
      const title = asked.filter((t) => titleTerms(source.doc).has(t))
      const terms = [...new Set([...r.queryTerms, ...title])]
      hits.push({ source, passage, score: r.score, terms })
    }
  }
  // A word naming the document, found in none of its passages, is left out of the question.
  const terms = asked.filter((t) => present.has(t) || !soft.has(t))
  if (!terms.length) return { terms: asked, words, absent: [], hits: [], refusal: 'noWords' }
  const absent = terms.filter((t) => !present.has(t))
  // German capitalises every noun: there a capital does not make a name.
  const named = absent.filter((t) => isNameOrNumber(words.get(t) ?? t, question, lang !== 'de'))
  const cover = (h: Hit) => h.terms.length / terms.length
  hits.sort((a, b) => cover(b) - cover(a) || b.score - a.score)
  const best = hits[0]
  let refusal: Retrieval['refusal'] = null
  if (named.length || present.size / terms.length < 0.6) refusal = 'absent'
  else if (!best || cover(best) <= 0.5) refusal = 'notTogether'
  if (refusal) return { terms, words, absent, hits: [], refusal }
  const floor = Math.max(0.5, cover(best!) - 0.25)
  const kept = hits
    .filter((h) => cover(h) >= floor && h.score >= best!.score * 0.3)
    .slice(0, MAX_HITS)
  return { terms, words, absent, hits: kept, refusal: null }
}

/** A capitalised word inside the question, or one with digits: something that must be there. */
function isNameOrNumber(word: string, question: string, capitals: boolean): boolean {
  if (/\d/.test(word)) return true
  if (!capitals) return false
  const at = question.indexOf(word)
  return /^\p{Lu}/u.test(word) && at > 0 && !/[.?!]\s*$/.test(question.slice(0, at))
}

/**
 * What to quote of a passage: a short one whole, else its sentences holding the most of the
 * question's terms (at most two, in their order in the passage).
 */
export function quoteOf(passage: Passage, terms: readonly string[]): string {
  if (passage.text.length <= 300) return passage.text
  const wanted = new Set(terms)
  // Sentences are stemmed as their passage's language, which a short one may not show.
  const lang = languageOf(wordsOf(passage.text))
  const termsOfSentence = (s: string) => termsOf(s, lang)
  const scored = sentencesOf(passage.text).map((s, i) => ({
    s,
    i,
    n: new Set(termsOfSentence(s).filter((t) => wanted.has(t))).size,
  }))
  const [first] = [...scored].sort((a, b) => b.n - a.n || a.i - b.i)
  if (!first) return passage.text
  // The second sentence is the one adding most of the terms the first lacks: a title that
  // repeats the question's topic does not crowd out the sentence holding the answer.
  const covered = new Set(termsOfSentence(first.s).filter((t) => wanted.has(t)))
  const gain = (x: (typeof scored)[number]) =>
    new Set(termsOfSentence(x.s).filter((t) => wanted.has(t) && !covered.has(t))).size
  const second = scored
    .filter((x) => x !== first && gain(x) > 0)
    .sort((a, b) => gain(b) - gain(a) || b.n - a.n || a.i - b.i)[0]
  const top = second ? [first, second] : [first]
  return top
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s)
    .join(' … ')
}
