import { useCallback } from 'react'
import type { Language } from '@/lib/settings/settings'
import { formatMessage, type MessageValues } from './message-format'
import { shellCatalog, type MessageKey } from './messages'
import { useLanguage } from './use-language'

/**
 * A feature's own strings, as ICU messages: English is the source, every other language must be
 * complete (the compiler checks the keys; src/lib/i18n/catalogs.test.ts checks keys, syntax,
 * arguments and plural forms of every catalog).
 */
export type Catalog<K extends string> = { en: Record<K, string> } & Record<
  Exclude<Language, 'en'>,
  Record<K, string>
>

/** t(key, values): the message in the UI language, arguments filled (plurals, numbers, dates). */
export type TranslateFn<K extends string> = (key: K, values?: MessageValues) => string

export function translate<K extends string>(
  catalog: Catalog<K>,
  language: Language,
  key: K,
  values?: MessageValues,
): string {
  const own = catalog[language][key]
  if (own !== undefined) return formatMessage(language, own, values)
  const english = catalog.en[key]
  return english === undefined ? key : formatMessage('en', english, values)
}

/**
 * t() for a catalog in a given language, for code outside React (exported files are written in
 * the language the UI had when the user asked for them).
 */
export function translator<K extends string>(
  catalog: Catalog<K>,
  language: Language,
): TranslateFn<K> {
  return (key, values) => translate(catalog, language, key, values)
}

/** Returns t() for a catalog in the current UI language. */
export function useCatalog<K extends string>(catalog: Catalog<K>): TranslateFn<K> {
  const language = useLanguage()
  return useCallback(
    (key: K, values?: MessageValues) => translate(catalog, language, key, values),
    [catalog, language],
  )
}

/** The shell's strings (navigation, errors, settings). */
export function useT(): TranslateFn<MessageKey> {
  return useCatalog(shellCatalog)
}
