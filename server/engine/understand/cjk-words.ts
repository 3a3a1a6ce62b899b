import { CUES, type LanguagePack, type QuestionLanguage } from '../lang/pack'
import { englishTokens } from '../nlp/english'
import { englishRegionName } from '../nlp/regions'
import { isChineseFunctionWord, isChineseParticle, isFunctionWord } from '../nlp/stopwords'
import { isZhClassifier, zhGloss } from '../nlp/zh-glossary'
import { inflectedRegion } from './inflection'
import type { Term } from './terms'

/**
 * Chinese and Japanese words the segmenter kept whole but no pack knows: read as the words that
 * make them up, or through the CC-CEDICT glossary; and the Chinese words that only count.
 */

/**
 * The fewest known words (of at most four characters each) that make up a run, in order; null
 * when none cover it. Fewest first, so a known two-character word is kept whole.
 */
function fewestParts(word: string, known: (part: string) => boolean): string[] | null {
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
  return best[word.length] ?? null
}

/**
 * A Chinese or Japanese run the segmenter kept whole but the pack does not know ("人死于"), made
 * entirely of words it does know or function words (人 + 死 + 于): read as those words. Shortest
 * cover first, so a known two-character word is kept whole.
 */
export function splitCjk(word: string, pack: LanguagePack, lang: QuestionLanguage): string[] {
  if (pack.words[word] || word.length < 2 || !/^[\u3040-\u30ff\u4e00-\u9fff]+$/.test(word))
    return [word]
  // A place (日本 is Japan, not 日 + 本) or a word of particles only (如何) stays whole.
  if (englishRegionName(word, pack.locale)) return [word]
  const known = (part: string) =>
    !!pack.words[part] ||
    isFunctionWord(part, lang) ||
    (lang === 'zh' && isChineseParticle(part)) ||
    CUES.some((c) => pack.cues[c].includes(part))
  const cover = fewestParts(word, known)
  return cover && cover.length >= 2 && cover.some((p) => pack.words[p]) ? cover : [word]
}

/**
 * A Chinese word neither the pack nor the glossary has ("脑重", "断经", "组里"): read as the
 * fewest glossary words that make it up (脑 brain + 重 weight), as a reader who does not know a
 * compound reads its parts. Kept whole when no such cover exists.
 */
export function splitByGlossary(word: string, pack: LanguagePack): string[] {
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
  return fewestParts(word, known) ?? [word]
}

/**
 * A Chinese word the pack does not know, in English from the CC-CEDICT glossary ("饲料" → feed),
 * its best gloss. Not a word of a cue phrase, nor one holding a cue (多少 is no "number",
 * 相关系数 no "coefficient"): cues are found in the text, and their lemmas could name a column.
 */
export function chineseGloss(word: string, pack: LanguagePack): string | null {
  const cue = CUES.some((c) =>
    pack.cues[c].some(
      (p) =>
        p === word || (word.length >= 2 && p.includes(word)) || (p.length >= 2 && word.includes(p)),
    ),
  )
  return cue ? null : (zhGloss(word)?.[0] ?? null)
}

/**
 * The glossary's other one-word glosses of a word, as lemmas, for the table to choose from; a
 * gloss that measures a thing ("quantity of rainfall" of 降雨量, "number of visitors") reads as
 * the thing, which is what a column of such quantities is named for.
 */
export function otherReadings(word: string, chosen: string): string[] {
  return (zhGloss(word) ?? [])
    .filter((g) => g !== chosen)
    .map((g) => englishTokens(g).filter((e) => e.type !== 'punctuation'))
    .flatMap((ts) =>
      ts.length === 1
        ? [ts[0]!.lemma]
        : ts.length === 3 && MEASURING.test(ts[0]!.lemma) && ts[1]!.lemma === 'of'
          ? [ts[2]!.lemma]
          : [],
    )
}
const MEASURING = /^(quantity|amount|number|volume|level|count|total|rate|degree)$/

/** Words a measure word counts after, as a number does ("多少位", "几只", "每款"). */
const COUNTING = new Set(['多少', '几', '每', '哪', '这', '那', '各', '某'])

/** A Chinese function word (的, 是, 和), or a measure word after a number or 多少 ("13 款"). */
export function chineseFunctional(word: string, prev: Term | undefined): boolean {
  if (isChineseFunctionWord(word)) return true
  // "哪位", "几届", "每款": a counting word and its measure word, kept whole by the segmenter.
  if (word.length === 2 && COUNTING.has(word[0]!) && isZhClassifier(word[1]!)) return true
  return isZhClassifier(word) && !!prev && (prev.num !== undefined || COUNTING.has(prev.text))
}
