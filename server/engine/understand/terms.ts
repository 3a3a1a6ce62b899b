import { PACKS, questionLanguage } from '../lang'
import { CUES, type Cue, type LanguagePack, type QuestionLanguage } from '../lang/pack'
import { chineseWords } from '../nlp/chinese'
import { englishTokens } from '../nlp/english'
import { englishRegionName } from '../nlp/regions'
import { segmentWords } from '../nlp/segment'
import { isChineseParticle, isFunctionWord } from '../nlp/stopwords'
import { gradedAdjectives, pairedComparatives } from './graded'

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
}

export interface Parsed {
  lang: QuestionLanguage
  text: string
  terms: Term[]
  cues: Set<Cue>
  /** Where each cue matched (term indices), for attaching numbers to conditions. */
  cueAt: Map<Cue, number[]>
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  twelve: 12, fifteen: 15, twenty: 20,
  一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10,
  tres: 3, cinco: 5, trois: 3, cinq: 5, drei: 3, fünf: 5,
}

const PREPS = new Set(['for', 'in', 'where', 'of', 'at', 'from', 'among', 'as'])

function parseNumber(text: string): number | undefined {
  const t = text.replace(/^[$€£¥]/, '').replace(/[°%]$/, '').replace(/^(.+?)[个名位种项家]$/, '$1')
  if (NUMBER_WORDS[t] !== undefined && /[一二两三四五六七八九十]/.test(t)) return NUMBER_WORDS[t]
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''))
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t)
  const ord = /^(\d+)(st|nd|rd|th)$/.exec(t)
  if (ord) return Number(ord[1])
  return undefined
}

/** Dashes between numbers and thousands written 10 000 read as ranges and plain numbers. */
function preclean(q: string): string {
  return q
    .replace(/(\d)\s*[–—-]\s*(\d)/g, '$1 to $2')
    .replace(/(\d{4})s\b/g, '$1 decade')
    .replace(/\b(\d{4})年代/g, '$1 年代 ')
    .replace(/[“”«»「」]/g, '"')
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
    if (toks[k + 1]?.text.toLowerCase() === 'than' && lemma === t.text.toLowerCase() && /[a-z]{2}er$/.test(lemma) && !/^(more|less|fewer|greater|higher|lower|older|younger|other|rather)$/.test(lemma))
      lemma = lemma.replace(/ier$/, 'y').replace(/([bdgmnpt])\1er$/, '$1').replace(/er$/, '')
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

/** Two words the pack translates together ("chiffre d'affaires" → sales). */
function joinPhrases(words: string[], pack: LanguagePack): string[] {
  const out: string[] = []
  for (let k = 0; k < words.length; k++) {
    const two = `${words[k]} ${words[k + 1] ?? ''}`.toLowerCase().replace(/’/g, "'")
    if (k + 1 < words.length && pack.words[two]) {
      out.push(two)
      k++
    } else out.push(words[k]!)
  }
  return out
}

/** A compound the pack does not know, made of two parts it does ("Gesamtumsatz" → gesamt + umsatz). */
function splitCompound(word: string, pack: LanguagePack): string[] {
  const lower = word.toLowerCase()
  if (pack.words[lower] || lower.length < 7 || !/^\p{Script=Latin}+$/u.test(lower)) return [word]
  const known = (part: string) => !!pack.words[part] || CUES.some((c) => pack.cues[c].includes(part))
  for (let k = 3; k <= lower.length - 3; k++) {
    const head = lower.slice(0, k)
    const tail = lower.slice(k)
    if (pack.words[tail] && known(head)) return [head, tail]
  }
  return [word]
}

/**
 * A Chinese or Japanese run the segmenter kept whole but the pack does not know ("人死于"), made
 * entirely of words it does know or function words (人 + 死 + 于): read as those words. Shortest
 * cover first, so a known two-character word is kept whole.
 */
function splitCjk(word: string, pack: LanguagePack, lang: QuestionLanguage): string[] {
  if (pack.words[word] || word.length < 2 || !/^[\u3040-\u30ff\u4e00-\u9fff]+$/.test(word)) return [word]
  // A place (日本 is Japan, not 日 + 本) or a word of particles only (如何) stays whole.
  if (englishRegionName(word, pack.locale)) return [word]
  const known = (part: string) => !!pack.words[part] || isFunctionWord(part, lang) || (lang === 'zh' && isChineseParticle(part)) || CUES.some((c) => pack.cues[c].includes(part))
  const best: (string[] | null)[] = [[]]
  for (let end = 1; end <= word.length; end++) {
    best[end] = null
    for (let start = Math.max(0, end - 4); start < end; start++) {
      const prev = best[start]
      const part = word.slice(start, end)
      if (prev && known(part) && (!best[end] || prev.length + 1 < best[end]!.length)) best[end] = [...prev, part]
    }
  }
  const cover = best[word.length]
  return cover && cover.length >= 2 && cover.some((p) => pack.words[p]) ? cover : [word]
}

function translatedTerms(segmented: string[], lang: QuestionLanguage): Term[] {
  const pack = PACKS[lang]
  const out: Term[] = []
  const words = joinPhrases(segmented.flatMap((w) => splitCompound(w, pack)).flatMap((w) => splitCjk(w, pack, lang)), pack)
  for (const w of words) {
    const lower = w.toLowerCase()
    const num = parseNumber(w) ?? NUMBER_WORDS[lower]
    if (num === undefined && !pack.words[lower] && isFunctionWord(lower, lang)) {
      out.push({ i: out.length, text: w, lemma: lower, pos: 'DET', name: false, quoted: false, afterPrep: false })
      continue
    }
    const region = num === undefined ? englishRegionName(w, pack.locale) : null
    const english = pack.words[lower] ?? region ?? (/^[a-z0-9 .'-]+$/i.test(w) ? w : null)
    if (num !== undefined) {
      out.push({ i: out.length, text: w, lemma: String(num), pos: 'NUM', num, name: false, quoted: false, afterPrep: false })
      continue
    }
    if (!english) {
      out.push({ i: out.length, text: w, lemma: lower, pos: 'X', name: false, quoted: false, afterPrep: false })
      continue
    }
    // A translated word is looked up again in English to get its lemma ("muertes" → death).
    for (const e of englishTokens(english)) {
      if (e.type === 'punctuation') continue
      out.push({
        i: out.length,
        text: w,
        lemma: e.lemma,
        pos: region || /^[A-Z]/.test(english) ? 'PROPN' : e.pos === 'PROPN' ? 'NOUN' : e.pos,
        name: !!region || /^[A-Z]/.test(english),
        quoted: false,
        afterPrep: true,
      })
    }
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

  const cues = new Set<Cue>()
  const cueAt = new Map<Cue, number[]>()
  const pack = PACKS[lang]
  const lemmaLine = terms.map((t) => t.lemma).join(' ')
  // Parts of split compounds are matched as words too ("gesamt" of "Gesamtumsatz").
  const lower = (/^(es|fr|de)$/.test(lang) ? `${text} ${terms.map((t) => t.text).join(' ')}` : text).toLowerCase()
  for (const cue of CUES) {
    for (const phrase of pack.cues[cue]) {
      const spaced = /^[\p{Script=Latin}\p{Script=Arabic}0-9 %'’-]+$/u.test(phrase)
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
      } else {
        const re = spaced ? new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u') : new RegExp(escape(phrase))
        if (re.test(lower)) {
          cues.add(cue)
          // Mark the terms the phrase was segmented into.
          const at: number[] = []
          const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/.test(phrase)
          for (const t of terms) {
            const w = t.text.toLowerCase()
            const hit = phrase === w || phrase.split(' ').includes(w) || (cjk && w.length >= 2 && phrase.includes(w))
            if (!t.role && hit) {
              t.role = `cue:${cue}`
              at.push(t.i)
            }
          }
          cueAt.set(cue, at)
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
