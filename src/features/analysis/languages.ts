import type { OutputLanguage } from '@contract/jobs'

/**
 * Each output language by its own name; the form adds its name in the UI language (Intl), so a
 * reader finds theirs whatever the UI language is. AUTO is described by the UI catalog instead.
 */
export const LANGUAGE_NAMES: Record<
  Exclude<OutputLanguage, 'AUTO'>,
  /** `named`: the tag whose name the UI shows, when it differs from `lang` (zh-CN is "Simplified Chinese"). */
  { name: string; lang: string; named?: string }
> = {
  EN: { name: 'English', lang: 'en' },
  ES: { name: 'Español', lang: 'es' },
  AR: { name: 'العربية', lang: 'ar' },
  PT: { name: 'Português', lang: 'pt' },
  ID: { name: 'Bahasa Indonesia', lang: 'id' },
  JA: { name: '日本語', lang: 'ja' },
  RU: { name: 'Русский', lang: 'ru' },
  HI: { name: 'हिन्दी', lang: 'hi' },
  FR: { name: 'Français', lang: 'fr' },
  DE: { name: 'Deutsch', lang: 'de' },
  VI: { name: 'Tiếng Việt', lang: 'vi' },
  TR: { name: 'Türkçe', lang: 'tr' },
  PL: { name: 'Polski', lang: 'pl' },
  IT: { name: 'Italiano', lang: 'it' },
  KO: { name: '한국어', lang: 'ko' },
  'ZH-CN': { name: '简体中文', lang: 'zh-CN', named: 'zh-Hans' },
  'ZH-TW': { name: '繁體中文', lang: 'zh-TW', named: 'zh-Hant' },
}
