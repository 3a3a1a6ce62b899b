import type { OutputLanguage } from '@contract/jobs'

/**
 * Each output language by its own name, then in English, so a reader finds theirs whatever the UI
 * language is. AUTO is described by the UI catalog instead.
 */
export const LANGUAGE_NAMES: Record<
  Exclude<OutputLanguage, 'AUTO'>,
  { name: string; lang: string }
> = {
  EN: { name: 'English', lang: 'en' },
  ES: { name: 'Español (Spanish)', lang: 'es' },
  AR: { name: 'العربية (Arabic)', lang: 'ar' },
  PT: { name: 'Português (Portuguese)', lang: 'pt' },
  ID: { name: 'Bahasa Indonesia (Indonesian)', lang: 'id' },
  JA: { name: '日本語 (Japanese)', lang: 'ja' },
  RU: { name: 'Русский (Russian)', lang: 'ru' },
  HI: { name: 'हिन्दी (Hindi)', lang: 'hi' },
  FR: { name: 'Français (French)', lang: 'fr' },
  DE: { name: 'Deutsch (German)', lang: 'de' },
  VI: { name: 'Tiếng Việt (Vietnamese)', lang: 'vi' },
  TR: { name: 'Türkçe (Turkish)', lang: 'tr' },
  PL: { name: 'Polski (Polish)', lang: 'pl' },
  IT: { name: 'Italiano (Italian)', lang: 'it' },
  KO: { name: '한국어 (Korean)', lang: 'ko' },
  'ZH-CN': { name: '简体中文 (Simplified Chinese)', lang: 'zh-CN' },
  'ZH-TW': { name: '繁體中文 (Traditional Chinese)', lang: 'zh-TW' },
}
