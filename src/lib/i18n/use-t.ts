import { useCallback } from 'react'
import type { Language } from '@/lib/settings/settings'
import { formatMessage, type MessageValues } from './message-format'
import { shellCatalog, type MessageKey } from './messages'
import { translationsOf } from './translations'
import { useLanguage } from './use-language'

/**
 * A feature's own strings, as ICU messages: English is the source and ships with the feature; the
 * other languages live in one file per language (src/app/locales/<language>.ts, loaded when the
 * language is chosen) under the catalog's `id`. Each of those is a `Record<K, string>`, so the
 * compiler rejects a missing or unknown key; src/lib/i18n/catalogs.test.ts checks keys, syntax,
 * arguments and plural forms of every catalog in every language.
 */
export interface Catalog<K extends string> {
  /** The catalog's name in every language file. */
  readonly id: string
  readonly en: Readonly<Record<K, string>>
}

/** A catalog from its id and its English messages. */
export function defineCatalog<K extends string>(
  id: string,
  en: Readonly<Record<K, string>>,
): Catalog<K> {
  return { id, en }
}

/**
 * t(key, values): the message in the UI language, arguments filled (plurals, numbers, dates); the
 * English message while that language's strings are not loaded.
 */
export type TranslateFn<K extends string> = (key: K, values?: MessageValues) => string

export function translate<K extends string>(
  catalog: Catalog<K>,
  language: Language,
  key: K,
  values?: MessageValues,
): string {
  const own = language === 'en' ? undefined : translationsOf(language)?.[catalog.id]?.[key]
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
