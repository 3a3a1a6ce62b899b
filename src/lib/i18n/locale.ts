import type { Language } from '@/lib/settings/settings'

/**
 * The BCP 47 locale every Intl formatter and ICU message uses: the app's language from Settings,
 * never the browser's (a 简体中文 UI on an English browser still shows 2026年11月23日 and 1,234).
 */
export const LOCALE: Record<Language, string> = {
  en: 'en',
  'zh-CN': 'zh-CN',
}
