import { useSetting } from '@/lib/settings/settings-store'
import type { Language } from '@/lib/settings/settings'

/** The UI language chosen in Settings (not the browser's). */
export function useLanguage(): Language {
  return useSetting('language')
}
