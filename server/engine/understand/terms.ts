import { PACKS, questionLanguage } from '../lang'
import { CUES, type Cue, type QuestionLanguage } from '../lang/pack'
import { chineseWords } from '../nlp/chinese'
import { englishTokens } from '../nlp/english'
import { segmentWords } from '../nlp/segment'
import { gradedAdjectives, pairedComparatives } from './graded'
import { marksTerm, phraseFound, shadowedPhrases } from './cue-spans'
import { cueForm } from './inflection'
import { NUMBER_WORDS, parseNumber, scaleNumbers } from './numbers'
import { translatedTerms } from './translated'

/**
 * The question as a list of terms in English lemmas, whatever its language, plus the cues it
 * expresses. English goes through wink-nlp (lemmas, POS); Chinese through jieba; other languages
 * through Intl.Segmenter; foreign content words are translated by their language pack, country
 * names by Intl.DisplayNames.
 */

export interface Term {
  i: number
  /** As written. */
  text: string
  /** English lemma, lower case (may be several words for a translated compound). */
  lemma: string
  pos: string
  num?: number
  /** Capitalised inside the sentence, or a translated proper name. */
  name: boolean
  quoted: boolean
  /** Follows for / in / where / of: a place where values are named. */
  afterPrep: boolean
  /** What the ledger says this term was used for; unset = not yet accounted for. */
  role?: string
  /** A superlative or comparative ("hottest", "longer"): its cue stays even when the word names a column. */
  degree?: boolean
  /** The dictionary's other one-word readings of a translated word (羊毛: fleece, then wool). */
  readings?: string[]
  /** A word neither the language pack nor the dictionary has: nothing is known of it. */
  unread?: boolean
}

export interface Parsed {
  lang: QuestionLanguage
  text: string
  terms: Term[]
  cues: Set<Cue>
  /** Where each cue matched (term indices), for attaching numbers to conditions. */
  cueAt: Map<Cue, number[]>
}

const PREPS = new Set(['for', 'in', 'where', 'of', 'at', 'from', 'among', 'as'])

/** Dashes between numbers and thousands written 10 000 read as ranges and plain numbers. */
function preclean(q: string): string {
  return (
    q
      .replace(/(\d)\s*[–—-]\s*(\d)/g, '$1 to $2')
      // "4-cylinder cars", "fuel-efficient": the parts are words of their own.
      .replace(/(\d)-(\p{L})/gu, '$1 $2')
      .replace(/\bfuel-(efficient|economical)\b/gi, 'fuel $1')
      .replace(/(\d{4})s\b/g, '$1 decade')
      .replace(/\b(\d{4})年代/g, '$1 年代 ')
      .replace(/[“”«»「」]/g, '"')
  )
}

function englishTerms(q: string): Term[] {
  const toks = englishTokens(q)
  let quoted = false
  const out: Term[] = []
  for (const [k, t] of toks.entries()) {
    if (t.text === '"' || t.text === "'") {
      quoted = !quoted
      continue
    }
    const num = parseNumber(t.text) ?? NUMBER_WORDS[t.text.toLowerCase()]
    const prev = out.at(-1)
    let lemma = t.type === 'number' || num !== undefined ? String(num ?? t.text) : t.lemma
    // A comparative before "than" that wink left whole ("longer than") reads as its base (long).
    if (
      toks[k + 1]?.text.toLowerCase() === 'than' &&
      lemma === t.text.toLowerCase() &&
      /[a-z]{2}er$/.test(lemma) &&
      !/^(more|less|fewer|greater|higher|lower|older|younger|other|rather)$/.test(lemma)
    )
      lemma = lemma
        .replace(/ier$/, 'y')
        .replace(/([bdgmnpt])\1er$/, '$1')
        .replace(/er$/, '')
    out.push({
      i: out.length,
      text: t.text,
      lemma,
      pos: num !== undefined ? 'NUM' : t.pos,
      ...(num !== undefined ? { num } : {}),
      name: k > 0 && /^[A-Z]/.test(t.text) && t.pos !== 'PRON' && t.text !== 'I',
      quoted,
      afterPrep: !!prev && (PREPS.has(prev.lemma) || prev.afterPrep === true) && t.pos !== 'ADP',
    })
  }
  return out
}

let zhWords: string[] | null = null
/** The Chinese pack's words and cues, for the segmenter's dictionary. */
function zhKnown(): string[] {
  zhWords ??= [...Object.keys(PACKS.zh.words), ...Object.values(PACKS.zh.cues).flat()]
  return zhWords
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function parse(question: string): Parsed {
  const lang = questionLanguage(question)
  const text = preclean(question)
  let terms: Term[]
  if (lang === 'en') terms = englishTerms(text)
  else if (lang === 'zh') terms = translatedTerms(chineseWords(text, zhKnown()), lang)
  else terms = translatedTerms(segmentWords(text, PACKS[lang].locale), lang)

  scaleNumbers(terms)
  const cues = new Set<Cue>()
  const cueAt = new Map<Cue, number[]>()
  const pack = PACKS[lang]
  const lemmaLine = terms.map((t) => t.lemma).join(' ')
  // Parts of split compounds are matched as words too ("gesamt" of "Gesamtumsatz"), Korean nouns
  // without their particles ("매출은" → 매출), inflected words as the pack writes them ("средняя").
  const lower = (
    /^(es|fr|de|pt|it|ru|ko)$/.test(lang)
      ? `${text} ${terms.map((t) => cueForm(t.text, lang)).join(' ')}`
      : text
  ).toLowerCase()
  const shadowed = lang === 'en' ? new Set<string>() : shadowedPhrases(lower, pack, lang)
  for (const cue of CUES) {
    for (const phrase of pack.cues[cue]) {
      if (lang === 'en') {
        const re = new RegExp(`(^| )${escape(phrase)}( |$)`, 'g')
        for (const m of lemmaLine.matchAll(re)) {
          const start = lemmaLine.slice(0, m.index + m[1]!.length).split(' ').length - 1
          const n = phrase.split(' ').length
          if (NOT_A_CUE[phrase]?.test(terms[start + n]?.lemma ?? '')) continue
          cues.add(cue)
          const at = cueAt.get(cue) ?? []
          at.push(start)
          cueAt.set(cue, at)
          for (let k = start; k < start + n; k++) {
            const t = terms[k]
            if (t && !t.role) t.role = `cue:${cue}`
          }
        }
        if (phrase === '%' && lower.includes('%')) cues.add(cue)
      } else if (!shadowed.has(`${cue}|${phrase}`)) {
        if (phraseFound(phrase, lower, lang)) {
          cues.add(cue)
          // Mark the terms the phrase was segmented into.
          const at: number[] = []
          for (const t of terms) {
            if (!t.role && marksTerm(phrase, t.text, lang)) {
              t.role = `cue:${cue}`
              at.push(t.i)
            }
          }
          // Phrases of one cue add up: an inflected repeat marks nothing new ("máximo", "máxima").
          cueAt.set(cue, [...(cueAt.get(cue) ?? []), ...at])
        }
      }
    }
  }
  if (lang === 'en') gradedAdjectives(terms, cues, cueAt)
  if (lang === 'en') pairedComparatives(terms, cues, cueAt)
  return { lang, text, terms, cues, cueAt }
}

/** Compounds where a cue word is part of a name: a "share price" is no share of a total. */
const NOT_A_CUE: Record<string, RegExp> = { share: /^(price|value|holder|capital)$/ }

/** The terms that lie wholly inside one of the [start, end) spans of the question's text. */
export function termsWithin(parsed: Parsed, spans: [number, number][]): number[] {
  if (!spans.length) return []
  const offsets = termOffsets(parsed.text, parsed.terms)
  return parsed.terms.flatMap((_, k) => {
    const at = offsets[k]
    return at && spans.some(([a, b]) => at[0] >= a && at[1] <= b) ? [k] : []
  })
}

/**
 * Where each term sits in the question, as [start, end) offsets. A word the glossary turned into
 * several English terms ("体重" → body, weight) has them all at the word's place.
 */
export function termOffsets(text: string, terms: Term[]): Array<[number, number] | null> {
  const out: Array<[number, number] | null> = []
  let cursor = 0
  for (const [k, t] of terms.entries()) {
    const prev = out[k - 1]
    if (
      k > 0 &&
      prev &&
      terms[k - 1]!.text === t.text &&
      !text.startsWith(t.text, skipSpace(text, cursor))
    ) {
      out.push(prev)
      continue
    }
    const at = text.indexOf(t.text, cursor)
    if (at < 0) {
      out.push(null)
      continue
    }
    out.push([at, at + t.text.length])
    cursor = at + t.text.length
  }
  return out
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i++
  return i
}
