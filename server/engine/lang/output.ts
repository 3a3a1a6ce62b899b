import type { EngineLanguage } from '../text/language'
import { AR_SENTENCES, EN_SENTENCES, type Sentences, ZH_SENTENCES } from './sentences'

/** The sentences of each language the engine writes replies in. */
export const SENTENCES: Record<EngineLanguage, Sentences> = {
  EN: EN_SENTENCES,
  'ZH-CN': ZH_SENTENCES,
  AR: AR_SENTENCES,
}
