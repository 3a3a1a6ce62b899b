import { EN_PACK } from './en'
import { AR_PACK } from './ar'
import { DE_PACK } from './de'
import { ES_PACK } from './es'
import { FR_PACK } from './fr'
import { HI_PACK } from './hi'
import { ID_PACK } from './id'
import { IT_PACK } from './it'
import { JA_PACK } from './ja'
import { KO_PACK } from './ko'
import type { LanguagePack, QuestionLanguage } from './pack'
import { PL_PACK } from './pl'
import { PT_PACK } from './pt'
import { RU_PACK } from './ru'
import { TR_PACK } from './tr'
import { VI_PACK } from './vi'
import { ZH_PACK } from './zh'
import { detectLanguage } from '../text/detect'

export const PACKS: Record<QuestionLanguage, LanguagePack> = {
  en: EN_PACK,
  zh: ZH_PACK,
  ja: JA_PACK,
  es: ES_PACK,
  fr: FR_PACK,
  de: DE_PACK,
  ar: AR_PACK,
  pt: PT_PACK,
  it: IT_PACK,
  ko: KO_PACK,
  ru: RU_PACK,
  id: ID_PACK,
  hi: HI_PACK,
  vi: VI_PACK,
  tr: TR_PACK,
  pl: PL_PACK,
}

const ES = /[¿¡ñ]|\b(cuál|qué|cuántos|cuántas|lectura|serie|fue|más|desde el|del)\b/i
const FR = /\b(quel|quelle|depuis|combien|catastrophe|le plus|les|des|fait)\b/i
const DE = /\b(wie viele|im jahr|als|oder|frauen|männer|wurde|welche|der|die|das)\b|[äöüß]/i
// Portuguese and Italian words Spanish, French and German do not write ("qual é" / "qual è").
const PT =
  /[ãõ]|ção|ções|(?<!\p{L})(\p{L}{3,}ais|\p{L}{3,}(aram|eram|iram)|como|ao|aos|às|quantos|quantas|quais|qual(?! è)|média|médio|não|são|é|dos|das|pelo|pela|uma|em|foi|foram|têm|há|ano|anos|mês|maior|vendas|lucro|pedidos|carros|dias|mostre|liste|diga|quantidade)(?!\p{L})/giu
const IT =
  /zione|zioni|(?<!\p{L})(di|il|gli|quanti|quante|quale|quali|qual è|qual'è|della|delle|degli|dello|dei|nel|nella|nei|negli|è|più|sono|ogni|anno|anni|mese|numero|maggiore|minore|vendite|regione|clienti|profitto|ordini|prodotti|giorni|mostrami|dimmi|elenca|migliori)(?!\p{L})/giu
const ENGLISH = /\b(the|what|which|how)\b/i
const hits = (re: RegExp, q: string) =>
  q.match(new RegExp(re.source, `${re.flags.replace('g', '')}g`))?.length ?? 0

/** The question's language from its script, then from a few function words for Latin script. */
export function questionLanguage(q: string): QuestionLanguage {
  if (/[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/.test(q)) return 'ko'
  if (/[\u3040-\u30ff]/.test(q)) return 'ja'
  if (/[\u4e00-\u9fff]/.test(q)) return 'zh'
  if (/[\u0600-\u06ff]/.test(q)) return 'ar'
  if (/[\u0400-\u04ff]/.test(q)) return 'ru'
  if (/\p{Script=Devanagari}/u.test(q)) return 'hi'
  if (ENGLISH.test(q)) return 'en'
  // Indonesian, Vietnamese, Turkish and Polish by the detector AUTO uses (text/detect.ts).
  const seen = detectLanguage(q)
  if (seen === 'ID' || seen === 'VI' || seen === 'TR' || seen === 'PL')
    return seen.toLowerCase() as QuestionLanguage
  // Portuguese or Italian when their words outnumber those of Spanish, French and German.
  const pt = hits(PT, q)
  const it = hits(IT, q)
  const others = Math.max(hits(ES, q), hits(FR, q), hits(DE, q))
  if (Math.max(pt, it) > others) return pt > it || (pt === it && /[ãõçâêô]/.test(q)) ? 'pt' : 'it'
  if (ES.test(q)) return 'es'
  if (FR.test(q)) return 'fr'
  if (DE.test(q)) return 'de'
  return 'en'
}
