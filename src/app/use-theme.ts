import { useEffect } from 'react'
import { directionOf, LOCALE } from '@/lib/i18n/locale'
import { useLanguage } from '@/lib/i18n/use-language'
import { useSetting } from '@/lib/settings/settings-store'

/** Applies the theme setting to <html>, following the OS when set to "system". */
export function useTheme() {
  const theme = useSetting('theme')
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media.matches)
      document.documentElement.classList.toggle('dark', dark)
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
    }
    apply()
    media.addEventListener('change', apply)
    return () => media.removeEventListener('change', apply)
  }, [theme])
}

/**
 * Keeps <html lang> on the UI language shown (English until the chosen one has loaded), so screen
 * readers and fonts pick the right one, and <html dir> on its direction: Arabic lays the page out
 * right to left.
 */
export function useDocumentLanguage() {
  const language = useLanguage()
  useEffect(() => {
    document.documentElement.lang = LOCALE[language]
    document.documentElement.dir = directionOf(language)
  }, [language])
}
