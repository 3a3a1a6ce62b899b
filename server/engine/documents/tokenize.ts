import { createRequire } from 'node:module'
import { chineseWords } from '../nlp/chinese'
import { isChineseFunctionWord } from '../nlp/stopwords'

/**
 * The terms passages are indexed by and questions are searched with (one function for both, so
 * they always agree). Chinese runs are cut by jieba, the segmenter the engine already uses;
 * other text by Unicode word boundaries (Intl.Segmenter). Words are lower-cased, reduced to
 * their Snowball stem so "warranties" finds "warranty" (and "Balkonen" finds "Balkon"), and
 * function words dropped. The stemmer is that of the text's language (English, Spanish, French or
 * German), told by which language's function words the text holds most: English unless another
 * has more. The lists are short on purpose: stopwords-iso's 1,300 English words include "year",
 * "new" and "information", which a question about a document may well be about.
 */

const ENGLISH_FUNCTION_WORDS = new Set(
  `a an the and or but nor if then else of to in on at by for from with without into onto about
  as is are was were be been being am do does did doing have has had having will would shall
  should can could may might must it its it's this that these those there here what which who
  whom whose when where why how i me my we us our you your he him his she her they them their
  not no so than too very just also any some all each every other such only own same both
  either neither up down out over under again further once s t don't doesn't isn't aren't`.split(
    /\s+/,
  ),
)

/** Function words of the other languages stemmed: articles, pronouns, question words, modals. */
const OTHER_FUNCTION_WORDS = {
  es: `el la los las un una unos unas de del al y e o u que qué en por para con sin se es son
  está están cuál cuáles cuánto cuánta cuántos cuántas cómo dónde cuándo quién puedo puede
  pueden debo debe lo le les mi mis su sus me te nos tengo tiene hay desde hasta otro otra sobre
  muy más ya este esta estos estas ese esa`,
  fr: `le la les l un une des du de d au aux et ou que qu qui quel quelle quels quelles combien
  comment quand où en pour avec sans sur dans par ce cet cette ces est sont être peut peuvent
  puis je j il elle ils elles on nous vous ne n pas plus se s mon ma mes son sa ses leur y a
  ont été était sera seront aura t`,
  de: `der die das den dem des ein eine einen einem einer eines und oder ist sind war wird werden
  wie was wann wo wer welche welcher welches welchem welchen darf dürfen kann können muss müssen
  soll sollen im am zum zur auf mit für von vom bei nach aus ich du er sie man es wir ihr nicht
  kein keine sich zu als auch noch nur`,
}
export type Stemmed = 'en' | keyof typeof OTHER_FUNCTION_WORDS
const FUNCTION_WORDS: Record<Stemmed, Set<string>> = {
  en: ENGLISH_FUNCTION_WORDS,
  ...(Object.fromEntries(
    Object.entries(OTHER_FUNCTION_WORDS).map(([l, list]) => [l, new Set(list.split(/\s+/))]),
  ) as Record<keyof typeof OTHER_FUNCTION_WORDS, Set<string>>),
}

interface Stemmer {
  stem(word: string): string
}
const snowball = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(algorithm: string): Stemmer
}
const STEMMERS: Record<Stemmed, Stemmer> = {
  en: snowball.newStemmer('english'),
  es: snowball.newStemmer('spanish'),
  fr: snowball.newStemmer('french'),
  de: snowball.newStemmer('german'),
}

/** The language whose function words the words hold most; English on a tie or none. */
export function languageOf(words: readonly string[]): Stemmed {
  let best: Stemmed = 'en'
  let most = 0
  for (const lang of Object.keys(FUNCTION_WORDS) as Stemmed[]) {
    // An elided article or pronoun (l’, d’, qu’) counts as the word it is.
    const n = words.filter((w) =>
      FUNCTION_WORDS[lang].has(w.toLowerCase().split(/['’]/)[0]!),
    ).length
    if (n > most) [best, most] = [lang, n]
  }
  return best
}

const words = new Intl.Segmenter('en', { granularity: 'word' })
const HAN = /(\p{Script=Han}+)/u

/** The words of a text, as written (Chinese cut into words), in order. */
export function wordsOf(text: string): string[] {
  const out: string[] = []
  for (const [i, run] of text.split(HAN).entries()) {
    if (!run) continue
    if (i % 2 === 1) out.push(...chineseWords(run))
    else for (const s of words.segment(run)) if (s.isWordLike) out.push(s.segment)
  }
  return out
}

/**
 * Irregular past forms, which no stemmer joins to their verb ("sick days fell" answers "did sick
 * days fall"): read as the verb. Only forms that are not also common words of their own.
 */
const IRREGULAR: Record<string, string> = Object.fromEntries(
  `fell:fall fallen:fall ran:run took:take taken:take rose:rise risen:rise went:go gone:go
  paid:pay sold:sell made:make kept:keep grew:grow grown:grow gave:give given:give began:begin
  begun:begin bought:buy brought:bring came:come got:get gotten:get held:hold lost:lose met:meet
  spent:spend thought:think told:tell won:win wrote:write chose:choose chosen:choose drove:drive
  driven:drive led:lead sent:send stood:stand understood:understand built:build broke:break
  broken:break fought:fight caught:catch taught:teach sought:seek struck:strike shut:shut
  withdrew:withdraw withdrawn:withdraw`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
)

/** One word of a text in `lang` as an index term; null for a function word. */
export function termOf(word: string, lang: Stemmed = 'en'): string | null {
  let lower = word.toLowerCase().replace(/[’']/g, "'")
  // French and Italian elision: l'application is application.
  if (lang !== 'en') lower = lower.replace(/^(?:[cdjlmnst]|qu)'(?=\p{L})/u, '')
  const w = lang === 'en' ? (IRREGULAR[lower] ?? lower) : lower
  if (ENGLISH_FUNCTION_WORDS.has(w) || FUNCTION_WORDS[lang].has(w) || isChineseFunctionWord(w))
    return null
  if (lang === 'en' ? /^[a-z]+$/.test(w) : /^\p{Script=Latin}+$/u.test(w))
    return w.length > 2 ? STEMMERS[lang].stem(w) : w
  return w.replace(/'s$/, '')
}

/** The terms of a text, stemmed as its language (or `lang`): what MiniSearch indexes. */
export function termsOf(text: string, lang?: Stemmed): string[] {
  const words = wordsOf(text)
  lang ??= languageOf(words)
  const out: string[] = []
  for (const w of words) {
    const t = termOf(w, lang)
    if (t) out.push(t)
  }
  return out
}
