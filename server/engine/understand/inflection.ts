import { createRequire } from 'node:module'
import { PACKS } from '../lang'
import type { QuestionLanguage } from '../lang/pack'
import { isFunctionWord } from '../nlp/stopwords'

/**
 * Inflected words of the packs without a lemmatiser (Portuguese, Italian, Russian): a question word
 * is read as the pack entry, and matched to the cue phrases, with the same Snowball stems
 * ("пассажиров" → "пассажир", "самая высокая" → "самый высокий"). Also their function words,
 * numbers with a decimal comma, elisions, and country names in any case ("Японии" → Japan).
 */

interface Stemmer {
  stem(word: string): string
}
const snowball = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(algorithm: string): Stemmer
}
const lists = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>

const ALGORITHMS: Partial<Record<QuestionLanguage, string>> = {
  pt: 'portuguese',
  it: 'italian',
  ru: 'russian',
}
const stemmers = new Map<QuestionLanguage, Stemmer>()

/** Lower case, ё as е (Russian writes both), then the Snowball stem; the word itself without a stemmer. */
export function stemOf(word: string, lang: QuestionLanguage): string {
  const w = word.toLowerCase().replace(/ё/g, 'е')
  const algorithm = ALGORITHMS[lang]
  if (!algorithm) return w
  let s = stemmers.get(lang)
  if (!s) {
    s = snowball.newStemmer(algorithm)
    stemmers.set(lang, s)
  }
  return s.stem(w)
}

/** The stems of a word or phrase ("самая высокая" → "сам высок"): how cue phrases are matched. */
export function cueForm(phrase: string, lang: QuestionLanguage): string {
  return phrase
    .split(' ')
    .map((w) => stemOf(w, lang))
    .join(' ')
}

/** The stems of each pack entry (one word or several) → the entries with those stems. */
const indexes = new Map<QuestionLanguage, Map<string, string[]>>()

function indexOf(lang: QuestionLanguage): Map<string, string[]> {
  let index = indexes.get(lang)
  if (!index) {
    index = new Map()
    for (const key of Object.keys(PACKS[lang].words)) {
      const s = cueForm(key, lang)
      index.set(s, [...(index.get(s) ?? []), key])
    }
    indexes.set(lang, index)
  }
  return index
}

const shared = (a: string, b: string) => {
  let k = 0
  while (k < a.length && a[k] === b[k]) k++
  return k
}

/**
 * The pack's entry for a word or phrase, as written or inflected ("пассажиров" → "пассажир",
 * "расхода топлива" → "расход топлива"); of entries with the same stems, the one sharing most
 * letters ("длину" → длина, not длинный). A function word is not read as a content word that
 * shares its stem ("solo" is not "sole"), nor is a word of under three letters.
 */
export function packKey(phrase: string, lang: QuestionLanguage): string | undefined {
  const lower = phrase.toLowerCase()
  if (PACKS[lang].words[lower]) return lower
  if (!ALGORITHMS[lang] || lower.length < 3 || isFunctionWordIn(lower, lang)) return undefined
  const w = lower.replace(/ё/g, 'е')
  return [...(indexOf(lang).get(cueForm(lower, lang)) ?? [])].sort(
    (a, b) => shared(w, b) - shared(w, a),
  )[0]
}

/** Korean particles, suffixes and copula endings written onto a noun (function words, like the stopwords). */
export const KO_ENDINGS = new Set([
  ...['은', '는', '이', '가', '을', '를', '의', '에', '로', '으로', '과', '와', '도', '만', '보다'],
  ...['에서', '에게', '까지', '부터', '마다', '처럼', '만큼', '이나', '나', '들', '께서', '한테'],
  ...['에서는', '에서의', '에서도', '으로는', '으로의', '에는', '에도', '와의', '과의', '들의'],
  ...['들은', '들이', '들을', '들과', '별로', '별', '인', '이다', '입니다', '입니까', '인가요'],
  ...['인가', '인지', '이에요', '예요', '일까요', '였나요', '이었나요', '였습니까', '이었습니까'],
  ...['인데', '이고', '이며', '하고', '하는', '한', '했던', '된', '되는', '하세요', '해주세요'],
  ...['해', '하면', '합니까', '했나요', '했습니까', '하나요', '됩니까', '됐나요', '이야', '산'],
])

/** Korean counters after a number ("6 개", "3 명", "몇 대"): function words too, never cut off. */
export const KO_COUNTERS = new Set(['개', '명', '대', '건', '편', '번', '회', '가지', '마리', '권'])

/** Function words from stopwords-iso for the newer packs too; the older ones as nlp/stopwords reads them. */
const NEWER: Partial<Record<QuestionLanguage, string>> = { pt: 'pt', it: 'it', ru: 'ru', ko: 'ko' }
const newerSets = new Map<QuestionLanguage, Set<string>>()

export function isFunctionWordIn(word: string, lang: QuestionLanguage): boolean {
  const code = NEWER[lang]
  if (!code) return isFunctionWord(word, lang)
  let set = newerSets.get(lang)
  if (!set) {
    set = new Set((lists[code] ?? []).map((w) => w.toLowerCase()))
    newerSets.set(lang, set)
  }
  // An elided article ("dell'") is the article.
  const w = word.toLowerCase().replace(/['’]$/, '')
  if (lang === 'ko') return set.has(w) || KO_ENDINGS.has(w) || KO_COUNTERS.has(w)
  return set.has(w) || (lang === 'it' && /^(dell|dall|nell|all|sull|l|d|un|quest|quell)$/.test(w))
}

/** "1,5" and "1.500" as Portuguese, Italian and Russian write them (decimal comma, dotted thousands). */
export function localNumber(word: string, lang: QuestionLanguage): number | undefined {
  if (!ALGORITHMS[lang]) return undefined
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(word))
    return Number(word.replace(/\./g, '').replace(',', '.'))
  if (/^\d+,\d+$/.test(word)) return Number(word.replace(',', '.'))
  return undefined
}

/** Elisions split like French ones: Italian "dell'auto" is "dell'" + "auto", "qual'è" is "qual'" + "è". */
export const ELISIONS: Partial<Record<QuestionLanguage, RegExp>> = {
  fr: /^(d|l|qu|j|n|s|c|m|t)['’](\p{L}.+)$/iu,
  it: /^(dell|dall|nell|all|sull|l|d|un|quest|quell|qual|quant|c)['’](\p{L}.*)$/iu,
}

/** A capitalised country name in any case ("Японии", "Germania"): its English name, by stem. */
const regionStems = new Map<QuestionLanguage, Map<string, string>>()
export function inflectedRegion(word: string, lang: QuestionLanguage): string | null {
  if (!ALGORITHMS[lang] || !/^\p{Lu}/u.test(word)) return null
  let map = regionStems.get(lang)
  if (!map) {
    map = new Map()
    const local = new Intl.DisplayNames([PACKS[lang].locale], { type: 'region', fallback: 'none' })
    const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b)
        const l = local.of(code)
        const e = en.of(code)
        if (l && e && l !== code && !l.includes(' ')) map.set(stemOf(l, lang), e)
      }
    regionStems.set(lang, map)
  }
  const s = stemOf(word, lang)
  return s.length >= 4 ? (map.get(s) ?? null) : null
}

/** After a year ("2015년", "в 2015 году"), a word for year only says that it is one. */
export function yearCounter(english: string, prev: { num?: number } | undefined): boolean {
  const n = prev?.num
  return english === 'year' && n !== undefined && Number.isInteger(n) && n >= 1000 && n <= 2999
}
