import { PACKS } from '../lang'
import { CUES, type LanguagePack, type QuestionLanguage } from '../lang/pack'
import {
  chineseFunctional,
  chineseGloss,
  otherReadings,
  splitByGlossary,
  splitCjk,
} from './cjk-words'
import { englishTokens } from '../nlp/english'
import { englishRegionName } from '../nlp/regions'
import {
  ELISIONS,
  inflectedRegion,
  isFunctionWordIn,
  localNumber,
  packKey,
  yearCounter,
} from './inflection'
import { koreanWords } from './korean'
import { NUMBER_WORDS, parseNumber, splitHanScale } from './numbers'
import type { Term } from './terms'

/**
 * Terms of a question in a language other than English: its words (as the segmenter cut them)
 * shaped into the pack's words, then translated to English lemmas, so one binder serves all.
 */

/** Two or three words the pack translates together ("chiffre d'affaires", "расхода топлива"). */
function joinPhrases(words: string[], lang: QuestionLanguage): string[] {
  const out: string[] = []
  for (let k = 0; k < words.length; k++) {
    const phrase = (n: number) =>
      words
        .slice(k, k + n)
        .join(' ')
        .toLowerCase()
        .replace(/’/g, "'")
    const n = [3, 2].find((n) => k + n <= words.length && packKey(phrase(n), lang))
    out.push(n ? phrase(n) : words[k]!)
    k += n ? n - 1 : 0
  }
  return out
}

/** Elisions: French "d'habitants" is "de" + "habitants", Italian "dell'auto" "dell'" + "auto". */
function elided(word: string, lang: QuestionLanguage): string[] {
  const m = ELISIONS[lang]?.exec(word)
  return m ? [`${m[1]}'`, m[2]!] : [word]
}

/** A compound the pack does not know, made of two parts it does ("Gesamtumsatz" → gesamt + umsatz). */
function splitCompound(word: string, pack: LanguagePack): string[] {
  const lower = word.toLowerCase()
  if (pack.words[lower] || lower.length < 7 || !/^\p{Script=Latin}+$/u.test(lower)) return [word]
  const known = (part: string) =>
    !!pack.words[part] || CUES.some((c) => pack.cues[c].includes(part))
  for (let k = 3; k <= lower.length - 3; k++) {
    const head = lower.slice(0, k)
    const tail = lower.slice(k)
    if (pack.words[tail] && known(head)) return [head, tail]
  }
  return [word]
}

/**
 * The word a dictionary gloss is about: "weight" of "body weight", "number" of "number of days".
 * Its other words may still name a column (pos X) but are not held against the question when
 * they do not: the gloss is the dictionary's wording, not the analyst's.
 */
function glossHead(lemmas: string[]): number {
  const of = lemmas.indexOf('of')
  return of > 0 ? of - 1 : lemmas.length - 1
}
const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'ADV'])

export function translatedTerms(segmented: string[], lang: QuestionLanguage): Term[] {
  const pack = PACKS[lang]
  const out: Term[] = []
  const words = packWords(segmented, lang, pack)
  for (const [n, w] of words.entries()) readWord(w, words[n + 1], lang, pack, out)
  return out
}

/** The segmenter's words cut and joined as the pack keys them: scales, compounds, phrases, elisions. */
function packWords(segmented: string[], lang: QuestionLanguage, pack: LanguagePack): string[] {
  const pieces = (lang === 'zh' ? splitHanScale(segmented) : segmented)
    .flatMap((w) => splitCompound(w, pack))
    .flatMap((w) => splitCjk(w, pack, lang))
    .flatMap((w) => (lang === 'zh' ? splitByGlossary(w, pack) : [w]))
  return joinPhrases(lang === 'ko' ? koreanWords(pieces) : pieces, lang).flatMap((w) =>
    elided(w, lang),
  )
}

/**
 * Adds the terms of one word to out: a scale of the number before it, a function word, a number,
 * a word nothing reads, or its English words. `following` is the next word, if any.
 */
function readWord(
  w: string,
  following: string | undefined,
  lang: QuestionLanguage,
  pack: LanguagePack,
  out: Term[],
): void {
  const lower = w.toLowerCase()
  const num = localNumber(w, lang) ?? parseNumber(w) ?? NUMBER_WORDS[lower]
  // The pack's entry for the word, or for the word it inflects ("пассажиров" → "пассажир").
  const key = num === undefined ? packKey(lower, lang) : undefined
  const prev = out.at(-1)
  // A scale word after a number is part of it ("1,5 milhões", "3만"), as numbers.ts reads them.
  const scale = pack.scales?.[lower]
  if (scale && prev?.num !== undefined && !prev.role) {
    scaleNumber(prev, prev.num * scale, w, lower, out)
    return
  }
  const functional =
    (!key && (isFunctionWordIn(lower, lang) || (lang === 'zh' && chineseFunctional(w, prev)))) ||
    yearCounter(pack.words[key ?? ''] ?? '', prev)
  if (num === undefined && functional) {
    out.push({
      i: out.length,
      text: w,
      lemma: lower,
      pos: 'DET',
      name: false,
      quoted: false,
      afterPrep: false,
    })
    return
  }
  const region =
    num === undefined ? (englishRegionName(w, pack.locale) ?? inflectedRegion(w, lang)) : null
  const own = (key && pack.words[key]) ?? region ?? (/^[a-z0-9 .'-]+$/i.test(w) ? w : null)
  const gloss = own === null && lang === 'zh' && num === undefined ? chineseGloss(w, pack) : null
  const english = own ?? gloss
  if (num !== undefined) {
    out.push({
      i: out.length,
      text: w,
      lemma: String(num),
      pos: 'NUM',
      num,
      name: false,
      quoted: false,
      afterPrep: false,
    })
    return
  }
  if (!english) {
    out.push({
      i: out.length,
      text: w,
      lemma: lower,
      pos: 'X',
      name: false,
      quoted: false,
      afterPrep: false,
      // Chinese words were all offered to the glossary; other packs' unknown words are
      // mostly inflections and particles, not yet held against a question.
      ...(lang === 'zh' ? { unread: true } : {}),
    })
    return
  }
  englishTerms(w, english, gloss, region, following, out)
}

/** The number before, times its scale word (`scaled`); the scale word stays a term of its own. */
function scaleNumber(prev: Term, scaled: number, w: string, lower: string, out: Term[]): void {
  prev.num = scaled
  prev.lemma = String(prev.num)
  out.push({
    i: out.length,
    text: w,
    lemma: lower,
    pos: 'NUM',
    name: false,
    quoted: false,
    afterPrep: false,
    role: 'number scale',
  })
}

/** A translated word is looked up again in English to get its lemma ("muertes" → death). */
function englishTerms(
  w: string,
  english: string,
  gloss: string | null,
  region: string | null,
  following: string | undefined,
  out: Term[],
): void {
  const tokens = englishTokens(english).filter((e) => e.type !== 'punctuation')
  // A word the analyst explains in brackets ("饮食（Diet）", "净度（clarity = VS1）"): the
  // brackets name it in the data's terms, so the dictionary's wording is not held against it.
  const explained = !!gloss && /^[（(]/.test(following ?? '')
  const head = gloss && !explained ? glossHead(tokens.map((e) => e.lemma)) : -1
  const readings = gloss && tokens.length === 1 ? otherReadings(w, gloss) : []
  for (const [k, e] of tokens.entries()) {
    out.push({
      i: out.length,
      text: w,
      lemma: e.lemma,
      pos:
        region || /^[A-Z]/.test(english)
          ? 'PROPN'
          : gloss && k !== head && CONTENT.has(e.pos)
            ? 'X'
            : e.pos === 'PROPN'
              ? 'NOUN'
              : e.pos,
      name: !!region || /^[A-Z]/.test(english),
      quoted: false,
      afterPrep: true,
      ...(readings.length ? { readings } : {}),
    })
  }
}
