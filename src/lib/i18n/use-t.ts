import { useCallback } from 'react'
import { useSetting } from '@/lib/settings/settings-store'
import type { Language } from '@/lib/settings/settings'
import { en, zhCN, type MessageKey } from './messages'

const catalogs: Record<Language, Record<MessageKey, string>> = { en, 'zh-CN': zhCN }

export function translate(language: Language, key: MessageKey): string {
  return catalogs[language][key] ?? en[key]
}

export function useT() {
  const language = useSetting('language')
  return useCallback((key: MessageKey) => translate(language, key), [language])
}
