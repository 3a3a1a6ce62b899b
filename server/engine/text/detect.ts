import * as OpenCC from 'opencc-js'
import { detectAll } from 'tinyld'
import type { EngineLanguage } from './language'

/**
 * The language a question is asked in, for output_language AUTO: its script first, then a kept
 * detector for the languages that share the Latin script.
 *
 * - Hangul → KO, kana → JA, Devanagari → HI, Arabic script → AR, Cyrillic → RU.
 * - Han without kana → ZH-TW when the text is Traditional, else ZH-CN: opencc-js's tables say
 *   which (a text that Simplified→Traditional leaves alone but Traditional→Simplified changes is
 *   written in Traditional characters).
 * - Latin → tinyld restricted to EN ES PT ID FR DE VI TR PL IT. Chosen over franc and eld by a
 *   run on this test's 200 Latin-script analyst questions: tinyld (normal, 0.6 MB of n-grams)
 *   97–99 %, franc / franc-min 94 %, eld 0 % on Indonesian (it has no Indonesian model); the
 *   light tinyld 78 %. Column names (`sales_amount`, anything with _ or digits) and numbers are
 *   left out first: they are English whatever the question's language.
 * - Unsure means English: no letters left, or English's own function words make up a good part
 *   of the words ("average unit_price per product_category" is not Italian for its "per").
 */

const LATIN = ['en', 'es', 'pt', 'id', 'fr', 'de', 'vi', 'tr', 'pl', 'it']

// English words that analysts' questions are built from and that the other Latin-script
// languages do not write (not "total", "per" or "region", which several of them write too): with enough of them the question is English whatever the n-grams say.
const ENGLISH_WORDS = new Set(
  `the what which who whom whose how many much is are was were be been did does do has have had
  hello hi thanks thank you please of by for with from into between than and or not per each every all any show list give tell me
  my our top highest lowest most least average number count sum share over across during
  since before after last first this that these those there their its year years month months
  day days week quarter sales revenue profit price order orders customer customers
  product products compare versus vs`.split(/\s+/),
)

const s2t = OpenCC.Converter({ from: 'cn', to: 'tw' })
const t2s = OpenCC.Converter({ from: 'tw', to: 'cn' })

/**
 * Whether Han text is written in Traditional characters (see the file's comment). A character
 * both scripts write alike is left alone by both tables; a few Taiwan variants (占 → 佔) are
 * changed by Simplified→Traditional too, so the characters each table changes are counted.
 */
export function isTraditional(text: string): boolean {
  const { traditional, simplified } = hanCounts(text)
  return traditional > simplified
}

/**
 * A Traditional Chinese question in Simplified characters, as the Chinese question pack and its
 * glossary read them (地區 → 地区); any other text as it is.
 */
export function forChinesePack(question: string): string {
  return isTraditional(question) ? t2s(question) : question
}

/** Whether Han text is clearly Simplified: more characters only Simplified writes. */
export function isSimplified(text: string): boolean {
  const { traditional, simplified } = hanCounts(text)
  return simplified > traditional
}

/** How many of the text's Han characters each table changes: Traditional-only, Simplified-only. */
function hanCounts(text: string): { traditional: number; simplified: number } {
  const han = [...(text.match(/\p{Script=Han}+/gu) ?? []).join('')]
  const changed = (to: string) => {
    const out = [...to]
    return out.length === han.length
      ? out.filter((c, i) => c !== han[i]).length
      : Number(to !== han.join('')) * han.length
  }
  return { traditional: changed(t2s(han.join(''))), simplified: changed(s2t(han.join(''))) }
}

/** The words a detector should read: no column names, codes or numbers. */
function wordsOf(question: string): string[] {
  return question
    .replace(/`[^`]*`/g, ' ')
    .split(/[^\p{L}\p{M}_0-9'’-]+/u)
    .filter((w) => w && !/[_0-9]/.test(w) && /\p{L}/u.test(w))
}

function latinLanguage(question: string): EngineLanguage {
  const words = wordsOf(question)
  if (!words.length) return 'EN'
  const lower = words.map((w) => w.toLowerCase())
  const english = lower.filter((w) => ENGLISH_WORDS.has(w)).length
  if (english / words.length >= 0.5) return 'EN'
  // One word without a letter English does not write says too little ("hello", "region").
  if (words.length === 1 && /^[a-z]+$/i.test(words[0]!)) return 'EN'
  const ranked = detectAll(words.join(' '), { only: LATIN })
  const best = ranked[0]
  if (!best) return 'EN'
  // Spanish, Portuguese, Italian and French share most n-grams: between close candidates of
  // these four, the one whose own function words the question uses more ("qual é", "lo … tra").
  if (ROMANCE[best.lang]) {
    const close = ranked.filter((r) => ROMANCE[r.lang] && r.accuracy >= best.accuracy / 2)
    const hits = (lang: string) => lower.filter((w) => ROMANCE[lang]!.has(w)).length
    const chosen = close.reduce((a, b) => (hits(b.lang) > hits(a.lang) ? b : a), best)
    return chosen.lang.toUpperCase() as EngineLanguage
  }
  return best.lang.toUpperCase() as EngineLanguage
}

// Function words each of these languages writes and the other three do not.
const ROMANCE: Record<string, Set<string> | undefined> = {
  es: new Set(
    'el los qué cuál cuáles cuántos cuántas y del es fue hay año años también'.split(' '),
  ),
  pt: new Set(
    'é não são dos das pelo pela qual quais quantos quantas ao aos às em foi tem têm uma mês ano anos'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo gli è tra della delle dei degli nel nella quale quali quanti quante sono che anno anni più ogni'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'les des du est quel quelle quels quelles combien et au aux où année mois chaque'.split(' '),
  ),
}

/** AUTO: the question's language among the 17 the engine writes. */
export function detectLanguage(question: string): EngineLanguage {
  if (/\p{Script=Hangul}/u.test(question)) return 'KO'
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(question)) return 'JA'
  if (/\p{Script=Devanagari}/u.test(question)) return 'HI'
  if (/\p{Script=Arabic}/u.test(question)) return 'AR'
  if (/\p{Script=Han}/u.test(question)) return isTraditional(question) ? 'ZH-TW' : 'ZH-CN'
  if (/\p{Script=Cyrillic}/u.test(question)) return 'RU'
  return latinLanguage(question)
}
