import { useCallback } from 'react'
import { useSetting } from '@/lib/settings/settings-store'
import type { Language } from '@/lib/settings/settings'
import { en, zhCN, type MessageKey } from './messages'

/** A feature's own strings: English is the source, every other language must be complete. */
export type Catalog<K extends string> = { en: Record<K, string> } & Record<Exclude<Language, 'en'>, Record<K, string>>

const shell: Catalog<MessageKey> = { en, 'zh-CN': zhCN }

export function translate<K extends string>(catalog: Catalog<K>, language: Language, key: K): string {
  return catalog[language][key] ?? catalog.en[key]
}

/** Returns t() for a catalog in the current UI language. */
export function useCatalog<K extends string>(catalog: Catalog<K>) {
  const language = useSetting('language')
  return useCallback((key: K) => translate(catalog, language, key), [catalog, language])
}

/** The shell's strings (navigation, errors, settings). */
export function useT() {
  return useCatalog(shell)
}
