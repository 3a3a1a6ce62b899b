import { useEffect } from 'react'
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

/** Keeps <html lang> on the UI language, so screen readers and fonts pick the right one. */
export function useDocumentLanguage() {
  const language = useSetting('language')
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
}
