import { createRequire } from 'node:module'
import type { QuestionLanguage } from '../lang/pack'

/**
 * Function words ("el", "est", "der", "ist") of the languages segmented by Intl.Segmenter, from
 * the stopwords-iso package (one JSON list per ISO 639-1 code, no dependencies) rather than lists
 * of our own. A question word in the list that means nothing to its language pack is a function
 * word: it names no column and is no measure the data lacks. Cue words ("total", "más") are still
 * matched as cues. English has wink-nlp's parts of speech; Chinese has its own check below.
 */
const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>
const CODES: Partial<Record<QuestionLanguage, string>> = {
  es: 'es',
  fr: 'fr',
  de: 'de',
  ar: 'ar',
  ja: 'ja',
  id: 'id',
  hi: 'hi',
  vi: 'vi',
  tr: 'tr',
  pl: 'pl',
}
// Question words the lists leave out ("nedir": what is; "jaka": which; "क्या": what).
const MORE: Partial<Record<QuestionLanguage, string[]>> = {
  tr: ['nedir', 'nelerdir', 'mi', 'mı', 'mu', 'mü'],
  pl: ['jaka', 'jakiej', 'jakim'],
  hi: ['क्या', 'कौन', 'कौन-सा', 'कौन-सी'],
  id: ['nya'],
}
const sets = new Map<QuestionLanguage, Set<string>>()

export function isFunctionWord(word: string, lang: QuestionLanguage): boolean {
  const code = CODES[lang]
  if (!code) return false
  let set = sets.get(lang)
  if (!set) {
    set = new Set([...(lists[code] ?? []), ...(MORE[lang] ?? [])].map((w) => w.toLowerCase()))
    sets.set(lang, set)
  }
  return set.has(word.toLowerCase())
}

/**
 * A Chinese function word as jieba cuts it (的, 是, 和, 在): once every Chinese word had a
 * dictionary gloss (zh-glossary.ts), the particles would otherwise read as content ("是" →
 * correct). Kept out of CODES, which splitting jieba's runs (translated.ts) also consults.
 */
let zhWords: Set<string> | null = null
export function isChineseFunctionWord(word: string): boolean {
  zhWords ??= new Set(lists.zh ?? [])
  return zhWords.has(word)
}

/**
 * A single Chinese function character (于, 的, 有): only for splitting a run jieba kept whole
 * ("人死于" → 人 + 死 + 于); whole Chinese words are judged by jieba and the pack instead.
 */
let particles: Set<string> | null = null
export function isChineseParticle(char: string): boolean {
  // Kept apart from `sets`: Chinese has no whole-word function list there (jieba judges words).
  particles ??= new Set((lists.zh ?? []).filter((w) => [...w].length === 1))
  return [...char].length === 1 && particles.has(char)
}
