import { createRequire } from 'node:module'
import { chineseWords } from '../nlp/chinese'
import { isChineseFunctionWord } from '../nlp/stopwords'

/**
 * The terms passages are indexed by and questions are searched with (one function for both, so
 * they always agree). Chinese runs are cut by jieba, the segmenter the engine already uses;
 * other text by Unicode word boundaries (Intl.Segmenter). Words are lower-cased, English ones
 * reduced to their Snowball (Porter 2) stem so "warranties" finds "warranty", and function words
 * dropped. The English list is short on purpose: stopwords-iso's 1,300 words include "year",
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

interface Stemmer {
  stem(word: string): string
}
const english = (
  createRequire(import.meta.url)('snowball-stemmers') as {
    newStemmer(algorithm: string): Stemmer
  }
).newStemmer('english')

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

/** One word as an index term; null for a function word. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase().replace(/[’']/g, "'")
  const w = IRREGULAR[lower] ?? lower
  if (ENGLISH_FUNCTION_WORDS.has(w) || isChineseFunctionWord(w)) return null
  if (/^[a-z]+$/.test(w) && w.length > 2) return english.stem(w)
  return w.replace(/'s$/, '')
}

/** The terms of a text: what MiniSearch indexes (its tokenize + processTerm). */
export function termsOf(text: string): string[] {
  const out: string[] = []
  for (const w of wordsOf(text)) {
    const t = termOf(w)
    if (t) out.push(t)
  }
  return out
}
