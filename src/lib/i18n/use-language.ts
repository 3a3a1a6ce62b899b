import { useEffect, useSyncExternalStore } from 'react'
import { useSetting } from '@/lib/settings/settings-store'
import type { Language } from '@/lib/settings/settings'
import { isLanguageReady, loadLanguage, subscribeTranslations } from './translations'

/**
 * The UI language chosen in Settings (not the browser's), once its strings are loaded; English
 * until then, and if they fail to load. Words, numbers, dates and `<html lang>` switch together,
 * so a screen is never half in one language, and never shows a catalog key.
 */
export function useLanguage(): Language {
  const chosen = useSetting('language')
  const ready = useSyncExternalStore(
    subscribeTranslations,
    () => isLanguageReady(chosen),
    () => isLanguageReady(chosen),
  )
  useEffect(() => {
    if (!ready) void loadLanguage(chosen)
  }, [chosen, ready])
  return ready ? chosen : 'en'
}
