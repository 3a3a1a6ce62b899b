import { PACKS } from '../lang'
import { CUES, type LanguagePack, type QuestionLanguage } from '../lang/pack'
import { englishTokens } from '../nlp/english'
import { englishRegionName } from '../nlp/regions'
import { isChineseFunctionWord, isChineseParticle, isFunctionWord } from '../nlp/stopwords'
import { isZhClassifier, zhGloss } from '../nlp/zh-glossary'
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
 * A Chinese or Japanese run the segmenter kept whole but the pack does not know ("人死于"), made
 * entirely of words it does know or function words (人 + 死 + 于): read as those words. Shortest
 * cover first, so a known two-character word is kept whole.
 */
function splitCjk(word: string, pack: LanguagePack, lang: QuestionLanguage): string[] {
  if (pack.words[word] || word.length < 2 || !/^[\u3040-\u30ff\u4e00-\u9fff]+$/.test(word))
    return [word]
  // A place (日本 is Japan, not 日 + 本) or a word of particles only (如何) stays whole.
  if (englishRegionName(word, pack.locale)) return [word]
  const known = (part: string) =>
    !!pack.words[part] ||
    isFunctionWord(part, lang) ||
    (lang === 'zh' && isChineseParticle(part)) ||
    CUES.some((c) => pack.cues[c].includes(part))
  const best: (string[] | null)[] = [[]]
  for (let end = 1; end <= word.length; end++) {
    best[end] = null
    for (let start = Math.max(0, end - 4); start < end; start++) {
      const prev = best[start]
      const part = word.slice(start, end)
      if (prev && known(part) && (!best[end] || prev.length + 1 < best[end]!.length))
        best[end] = [...prev, part]
    }
  }
  const cover = best[word.length]
  return cover && cover.length >= 2 && cover.some((p) => pack.words[p]) ? cover : [word]
}

/**
 * A Chinese word neither the pack nor the glossary has ("脑重", "断经", "组里"): read as the
 * fewest glossary words that make it up (脑 brain + 重 weight), as a reader who does not know a
 * compound reads its parts. Kept whole when no such cover exists.
 */
function splitByGlossary(word: string, pack: LanguagePack): string[] {
  if (word.length < 2 || word.length > 6 || !/^\p{Script=Han}+$/u.test(word)) return [word]
  if (pack.words[word] || zhGloss(word) || isChineseFunctionWord(word)) return [word]
  // A place is a name, not its characters' meanings (日本 is Japan, not day + root).
  if (englishRegionName(word, pack.locale) || inflectedRegion(word, 'zh')) return [word]
  const known = (part: string) =>
    !!pack.words[part] ||
    !!zhGloss(part) ||
    isChineseFunctionWord(part) ||
    isChineseParticle(part) ||
    CUES.some((c) => pack.cues[c].includes(part))
  const best: (string[] | null)[] = [[]]
  for (let end = 1; end <= word.length; end++) {
    best[end] = null
    for (let start = Math.max(0, end - 4); start < end; start++) {
      const prev = best[start]
      const part = word.slice(start, end)
      if (prev && known(part) && (!best[end] || prev.length + 1 < best[end]!.length))
        best[end] = [...prev, part]
    }
  }
  return best[word.length] ?? [word]
}

/**
 * A Chinese word the pack does not know, in English from the CC-CEDICT glossary ("饲料" → feed),
 * its best gloss. Not a word of a cue phrase, nor one holding a cue (多少 is no "number",
 * 相关系数 no "coefficient"): cues are found in the text, and their lemmas could name a column.
 */
function chineseGloss(word: string, pack: LanguagePack): string | null {
  const cue = CUES.some((c) =>
    pack.cues[c].some(
      (p) =>
        p === word || (word.length >= 2 && p.includes(word)) || (p.length >= 2 && word.includes(p)),
    ),
  )
  return cue ? null : (zhGloss(word)?.[0] ?? null)
}

/** The glossary's other one-word glosses of a word, as lemmas, for the table to choose from. */
function otherReadings(word: string, chosen: string): string[] {
  return (zhGloss(word) ?? [])
    .filter((g) => g !== chosen)
    .map((g) => englishTokens(g).filter((e) => e.type !== 'punctuation'))
    .filter((ts) => ts.length === 1)
    .map((ts) => ts[0]!.lemma)
}

/** Words a measure word counts after, as a number does ("多少位", "几只", "每款"). */
const COUNTING = new Set(['多少', '几', '每', '哪', '这', '那', '各', '某'])

/** A Chinese function word (的, 是, 和), or a measure word after a number or 多少 ("13 款"). */
function chineseFunctional(word: string, prev: Term | undefined): boolean {
  if (isChineseFunctionWord(word)) return true
  // "哪位", "几届", "每款": a counting word and its measure word, kept whole by the segmenter.
  if (word.length === 2 && COUNTING.has(word[0]!) && isZhClassifier(word[1]!)) return true
  return isZhClassifier(word) && !!prev && (prev.num !== undefined || COUNTING.has(prev.text))
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
  const pieces = (lang === 'zh' ? splitHanScale(segmented) : segmented)
    .flatMap((w) => splitCompound(w, pack))
    .flatMap((w) => splitCjk(w, pack, lang))
    .flatMap((w) => (lang === 'zh' ? splitByGlossary(w, pack) : [w]))
  const words = joinPhrases(lang === 'ko' ? koreanWords(pieces) : pieces, lang).flatMap((w) =>
    elided(w, lang),
  )
  for (const [n, w] of words.entries()) {
    const lower = w.toLowerCase()
    const num = localNumber(w, lang) ?? parseNumber(w) ?? NUMBER_WORDS[lower]
    // The pack's entry for the word, or for the word it inflects ("пассажиров" → "пассажир").
    const key = num === undefined ? packKey(lower, lang) : undefined
    const prev = out.at(-1)
    // A scale word after a number is part of it ("1,5 milhões", "3만"), as numbers.ts reads them.
    const scale = pack.scales?.[lower]
    if (scale && prev?.num !== undefined && !prev.role) {
      prev.num *= scale
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
      continue
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
      continue
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
      continue
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
      continue
    }
    // A translated word is looked up again in English to get its lemma ("muertes" → death).
    const tokens = englishTokens(english).filter((e) => e.type !== 'punctuation')
    // A word the analyst explains in brackets ("饮食（Diet）", "净度（clarity = VS1）"): the
    // brackets name it in the data's terms, so the dictionary's wording is not held against it.
    const explained = !!gloss && /^[（(]/.test(words[n + 1] ?? '')
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
  return out
}
