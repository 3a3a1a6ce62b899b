import { EN_PACK } from './en'
import { AR_PACK } from './ar'
import { DE_PACK } from './de'
import { ES_PACK } from './es'
import { FR_PACK } from './fr'
import { JA_PACK } from './ja'
import type { LanguagePack, QuestionLanguage } from './pack'
import { ZH_PACK } from './zh'

export const PACKS: Record<QuestionLanguage, LanguagePack> = {
  en: EN_PACK,
  zh: ZH_PACK,
  ja: JA_PACK,
  es: ES_PACK,
  fr: FR_PACK,
  de: DE_PACK,
  ar: AR_PACK,
}

const ES = /[¿¡ñ]|\b(cuál|qué|cuántos|cuántas|lectura|serie|fue|más|desde el|del)\b/i
const FR = /\b(quel|quelle|depuis|combien|catastrophe|le plus|les|des|fait)\b/i
const DE = /\b(wie viele|im jahr|als|oder|frauen|männer|wurde|welche|der|die|das)\b|[äöüß]/i

/** The question's language from its script, then from a few function words for Latin script. */
export function questionLanguage(q: string): QuestionLanguage {
  if (/[\u3040-\u30ff]/.test(q)) return 'ja'
  if (/[\u4e00-\u9fff]/.test(q)) return 'zh'
  if (/[\u0600-\u06ff]/.test(q)) return 'ar'
  if (ES.test(q) && !/\b(the|what|which|how)\b/i.test(q)) return 'es'
  if (FR.test(q) && !/\b(the|what|which|how)\b/i.test(q)) return 'fr'
  if (DE.test(q) && !/\b(the|what|which|how)\b/i.test(q)) return 'de'
  return 'en'
}
