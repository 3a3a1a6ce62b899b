import { askModel, type ChatMessage } from '../model/client'
import type { EngineModelConfig } from '../model/config'
import type { EngineLanguage } from '../text/language'
import type { Hit } from './retrieve'
import { NUMBER_WORDS } from '../understand/numbers'

/**
 * A written answer from the passages retrieval found, by the model ENGINE_MODEL_* configures
 * (docs/analysis-engine.md, "Documents and retrieval"). The model sees only the numbered passages;
 * its reply is checked before anyone reads it: every sentence must end with citations [n] of
 * passages it was given, and every number in a sentence must be written in one of the passages
 * that sentence cites. A reply that fails any check is not used (WrittenAnswerError says why) and
 * the extractive answer is given instead. A model that finds no answer says so, and that is the
 * answer: never a guess.
 */

/** What the model answers when the passages do not answer the question. */
export const NOT_IN_DOCUMENTS = 'NOT IN DOCUMENTS'

export type Written =
  { kind: 'answer'; sentences: string[]; text: string; cited: number[] } | { kind: 'notSaid' }

/** A reply that cannot be used; the message is the reason shown in the steps. */
export class WrittenAnswerError extends Error {
  override name = 'WrittenAnswerError'
}

const MAX_PASSAGE_CHARS = 1200

const names = new Intl.DisplayNames(['en'], { type: 'language' })
function languageName(lang: EngineLanguage): string {
  try {
    return names.of(lang.toLowerCase()) ?? 'English'
  } catch {
    return 'English'
  }
}

/** Where a passage sits, for the prompt: "manual.pdf, page 2" or "policy.docx, Returns". */
function placeOf(h: Hit): string {
  const { fileName, fileType } = h.source.src
  if (h.passage.page !== null)
    return `${fileName}, ${fileType === 'pptx' ? 'slide' : 'page'} ${h.passage.page}`
  const heading = h.passage.heading.join(' > ')
  return heading ? `${fileName}, ${heading}` : fileName
}

export function writtenMessages(
  question: string,
  hits: readonly Hit[],
  lang: EngineLanguage,
): ChatMessage[] {
  const system = `You answer a question from numbered passages of the user's documents, and from nothing else.
Rules:
- Use only what the passages say. Do not add facts, advice or numbers from your own knowledge.
- Write 1 to 4 short sentences in ${languageName(lang)}, plain text: no heading, no list, no preamble such as "According to the documents".
- End every sentence with the number of the passage it comes from in square brackets, before the full stop or after it: "The warranty lasts two years [1]." Cite two passages as [1][2]. Cite only the numbers given.
- Write every number exactly as the passage writes it.
- If the passages do not answer the question, reply with exactly: ${NOT_IN_DOCUMENTS}`
  const passages = hits
    .map((h, i) => {
      const text = h.passage.text.replace(/\s+/g, ' ').slice(0, MAX_PASSAGE_CHARS)
      return `[${i + 1}] (${placeOf(h)}) ${text}`
    })
    .join('\n\n')
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Question: ${question}\n\nPassages:\n\n${passages}` },
  ]
}

export async function writeAnswer(
  cfg: EngineModelConfig,
  question: string,
  hits: readonly Hit[],
  lang: EngineLanguage,
  signal: AbortSignal,
): Promise<Written> {
  const reply = await askModel(cfg, writtenMessages(question, hits, lang), signal, {
    structured: false,
  })
  return checkWritten(
    reply,
    hits.map((h) => h.passage.text),
  )
}

const CITATIONS = /(?:\s*\[\s*\d+(?:\s*[,;]\s*\d+)*\s*\])+/gu
const CITATION_RUN = /^(?:\s*\[\s*\d+(?:\s*[,;]\s*\d+)*\s*\])+[\s.。!?！？]*/u
const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' })

/** The reply's sentences, each with the citations written right after it kept on it. */
export function sentencesOfReply(reply: string): string[] {
  const out: string[] = []
  const lines = reply
    .replace(/\*\*|__/g, '')
    .split(/\n+/)
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean)
  for (const line of lines) {
    const segments = [...sentenceSegmenter.segment(line)].map((s) => s.segment)
    // Chinese and Japanese full stops end sentences the English segmenter may not cut at.
    const pieces = segments.flatMap((s) => s.split(/(?<=[。！？])/u))
    for (const piece of pieces) {
      let rest = piece
      // "… two years. [1] The …": the citation belongs to the sentence before it.
      const lead = CITATION_RUN.exec(rest)
      if (lead && out.length) {
        out[out.length - 1] = `${out[out.length - 1]} ${lead[0].trim()}`
        rest = rest.slice(lead[0].length)
      }
      if (rest.trim()) out.push(rest.trim())
    }
  }
  return out
}

function citationsOf(sentence: string): number[] {
  const out: number[] = []
  for (const m of sentence.matchAll(CITATIONS))
    for (const n of m[0].match(/\d+/g) ?? []) out.push(Number(n))
  return out
}

// The question reader's number words, and a few more a written answer uses.
const WORD_NUMBERS: Record<string, number> = {
  ...NUMBER_WORDS,
  eleven: 11,
  thirty: 30,
  hundred: 100,
}

/**
 * The numbers written in a text, each as the values it may mean: "1,250" or "1.250" is 1250 or
 * 1.25 (a single separator before three digits reads both ways), "1,250.5" and "1.250,5" are
 * 1250.5, "1 250" is 1250, "2,5" is 2.5, "45%" is 45. `words`: "two", "twelve" count too
 * (for passages: a model may write "2 years" for "two-year").
 */
export interface WrittenValue {
  text: string
  values: number[]
}

export function numberValues(text: string, words = false): WrittenValue[] {
  const out: WrittenValue[] = []
  const plain = text.replace(CITATIONS, ' ')
  for (const m of plain.matchAll(/(?<![\p{L}\p{N}])\d[\d\u00a0\u202f ,.']*/gu)) {
    let token = m[0].replace(/[ ,.'\u00a0\u202f]+$/u, '')
    // A space or apostrophe groups thousands only when three digits follow it.
    token = token.replace(/[ \u00a0\u202f'](?=\d{3}(?!\d))/gu, '')
    for (const piece of token.split(/[ \u00a0\u202f']/u)) {
      const values = readNumber(piece)
      if (values.length) out.push({ text: piece, values })
    }
  }
  if (words)
    for (const m of plain.toLowerCase().matchAll(/\p{L}+/gu))
      if (m[0] in WORD_NUMBERS) out.push({ text: m[0], values: [WORD_NUMBERS[m[0]]!] })
  return out
}

function readNumber(token: string): number[] {
  if (!token) return []
  const commas = (token.match(/,/g) ?? []).length
  const dots = (token.match(/\./g) ?? []).length
  let readings: string[]
  if (commas && dots)
    // Whichever comes last is the decimal separator.
    readings = [
      token.lastIndexOf(',') > token.lastIndexOf('.')
        ? token.replace(/\./g, '').replace(',', '.')
        : token.replace(/,/g, ''),
    ]
  else if (commas > 1 || dots > 1) readings = [token.replace(/[,.]/g, '')]
  else if (commas + dots === 1) {
    const [int = '', frac = ''] = token.split(/[,.]/)
    readings = [`${int}.${frac}`]
    if (frac.length === 3 && int !== '0') readings.push(`${int}${frac}`)
  } else readings = [token]
  return readings.map(Number).filter((v) => Number.isFinite(v))
}

/** Whether a written number (its possible values) is one of the allowed numbers. */
function among(value: WrittenValue, allowed: readonly WrittenValue[]): boolean {
  return allowed.some((a) => a.values.some((x) => value.values.some((v) => Math.abs(x - v) < 1e-9)))
}

const short = (s: string) => {
  const plain = s.replace(CITATIONS, '').trim()
  return `“${plain.length > 80 ? `${plain.slice(0, 77)}…` : plain}”`
}

/** Checks a reply against the passages it was given (numbered from 1); throws why it fails. */
export function checkWritten(reply: string, passages: readonly string[]): Written {
  const trimmed = reply.trim()
  if (!trimmed) throw new WrittenAnswerError('the model answered nothing')
  if (
    trimmed
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .includes(NOT_IN_DOCUMENTS)
  ) {
    // Said plainly, with nothing else claimed beside it: the documents do not say.
    if (trimmed.replace(/[^\p{L}]/gu, '').length <= NOT_IN_DOCUMENTS.length + 2)
      return { kind: 'notSaid' }
    throw new WrittenAnswerError(
      'it said the passages do not answer the question, and wrote more beside it',
    )
  }
  const sentences = sentencesOfReply(trimmed)
  const cited = new Set<number>()
  const numbersOf = passages.map((p) => numberValues(p, true))
  for (const sentence of sentences) {
    const refs = citationsOf(sentence)
    if (!refs.length)
      throw new WrittenAnswerError(`the sentence ${short(sentence)} cites no passage`)
    const wrong = refs.find((n) => n < 1 || n > passages.length)
    if (wrong !== undefined)
      throw new WrittenAnswerError(
        `it cites passage [${wrong}], which was not among the ${passages.length} passages found`,
      )
    const allowed = refs.flatMap((n) => numbersOf[n - 1] ?? [])
    // Written-out numbers count too ("three years"), but not "one" (a pronoun as often as not).
    const missing = numberValues(sentence, true)
      .filter((v) => v.text !== 'one')
      .find((value) => !among(value, allowed))
    if (missing)
      throw new WrittenAnswerError(
        `the number ${missing.text} in ${short(sentence)} is not in the passage it cites (${refs.map((n) => `[${n}]`).join('')})`,
      )
    refs.forEach((n) => cited.add(n))
  }
  if (!sentences.length) throw new WrittenAnswerError('the model answered nothing')
  return {
    kind: 'answer',
    sentences,
    text: sentences.join(' '),
    cited: [...cited].sort((a, b) => a - b),
  }
}
