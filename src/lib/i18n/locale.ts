import type { Language } from '@/lib/settings/settings'

/**
 * The BCP 47 locale every Intl formatter and ICU message uses: the app's language from Settings,
 * never the browser's (a 简体中文 UI on an English browser still shows 2026年11月23日 and 1,234).
 */
export const LOCALE: Record<Language, string> = {
  en: 'en',
  es: 'es',
  ar: 'ar',
  pt: 'pt',
  id: 'id',
  ja: 'ja',
  ru: 'ru',
  hi: 'hi',
  fr: 'fr',
  de: 'de',
  vi: 'vi',
  tr: 'tr',
  pl: 'pl',
  it: 'it',
  ko: 'ko',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
}

/** Languages written right to left: the page is laid out mirrored (`<html dir="rtl">`). */
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar'])

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr'
}

/** The tag Intl names a language by: zh-CN is 简体中文 (zh-Hans), not 中文（中国）. */
const NAMED_AS: Partial<Record<Language, string>> = { 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant' }

/** Names Intl gets wrong for a picker ("Indonesia" is the country; the language is this). */
const OWN_NAME: Partial<Record<Language, string>> = { id: 'Bahasa Indonesia' }

/**
 * A language by its own name, as a picker shows it ("日本語", "한국어", "العربية", "Español"), so
 * a reader finds theirs whatever the UI language is.
 */
export function ownName(language: Language): string {
  const own = OWN_NAME[language]
  if (own) return own
  const locale = LOCALE[language]
  const name = new Intl.DisplayNames(locale, { type: 'language' }).of(NAMED_AS[language] ?? locale)
  if (!name) return language
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}
