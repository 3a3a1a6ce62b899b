import type { OutputLanguage } from '@contract/jobs'
import { detectLanguage } from './detect'

export { detectLanguage }

/** The languages the engine writes its own sentences in: every concrete output_language. */
export type EngineLanguage = Exclude<OutputLanguage, 'AUTO'>

/**
 * What the engine needs to know about each language it writes. Keyed by EngineLanguage, so a
 * new language does not compile until it says how it is named, written and offered questions.
 */
export interface LanguageFacts {
  /** Its name in English, as the model planner is told it. */
  english: string
  /** Its name in itself. */
  native: string
  /** BCP 47 tag for Intl (numbers, plural rules, dates). */
  locale: string
  /** The script its words are written in: a column named in it is said as written. */
  script: RegExp | null
  /** Whether its words are written without spaces between them (names lose their spaces). */
  unspaced: boolean
  /** Which list of suggested questions it is offered: the engine reads each back to check it. */
  suggestions: 'EN' | 'ZH'
}

const HAN = /\p{Script=Han}/u
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const latin = (english: string, native: string, locale: string): LanguageFacts => ({
  english,
  native,
  locale,
  script: null,
  unspaced: false,
  suggestions: 'EN',
})

export const LANGUAGES: Record<EngineLanguage, LanguageFacts> = {
  EN: latin('English', 'English', 'en-US'),
  ES: latin('Spanish', 'Español', 'es'),
  PT: latin('Portuguese', 'Português', 'pt-BR'),
  ID: latin('Indonesian', 'Bahasa Indonesia', 'id'),
  FR: latin('French', 'Français', 'fr'),
  DE: latin('German', 'Deutsch', 'de'),
  VI: latin('Vietnamese', 'Tiếng Việt', 'vi'),
  TR: latin('Turkish', 'Türkçe', 'tr'),
  PL: latin('Polish', 'Polski', 'pl'),
  IT: latin('Italian', 'Italiano', 'it'),
  AR: {
    english: 'Arabic',
    native: 'العربية',
    locale: 'ar',
    script: /\p{Script=Arabic}/u,
    unspaced: false,
    suggestions: 'EN',
  },
  RU: {
    english: 'Russian',
    native: 'Русский',
    locale: 'ru',
    script: /\p{Script=Cyrillic}/u,
    unspaced: false,
    suggestions: 'EN',
  },
  HI: {
    english: 'Hindi',
    native: 'हिन्दी',
    locale: 'hi',
    script: /\p{Script=Devanagari}/u,
    unspaced: false,
    suggestions: 'EN',
  },
  JA: {
    english: 'Japanese',
    native: '日本語',
    locale: 'ja',
    script: JAPANESE,
    unspaced: true,
    suggestions: 'EN',
  },
  KO: {
    english: 'Korean',
    native: '한국어',
    locale: 'ko',
    script: /\p{Script=Hangul}/u,
    unspaced: false,
    suggestions: 'EN',
  },
  'ZH-CN': {
    english: 'Simplified Chinese',
    native: '简体中文',
    locale: 'zh-CN',
    script: HAN,
    unspaced: true,
    suggestions: 'ZH',
  },
  'ZH-TW': {
    english: 'Traditional Chinese (Taiwan)',
    native: '繁體中文',
    locale: 'zh-TW',
    script: HAN,
    unspaced: true,
    suggestions: 'EN',
  },
}

export const ENGINE_LANGUAGES = Object.keys(LANGUAGES) as EngineLanguage[]

/** The language the engine answers in: the one asked for, or the question's for AUTO. */
export function resolveLanguage(requested: OutputLanguage, question: string): EngineLanguage {
  return requested === 'AUTO' ? detectLanguage(question) : requested
}
