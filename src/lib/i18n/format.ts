import { useMemo } from 'react'
import type { Language } from '@/lib/settings/settings'
import { LOCALE } from './locale'
import { useLanguage } from './use-language'

/**
 * Numbers and dates in the app's language: the one place that builds Intl formatters. Components
 * call useFormat(); code outside React calls formatterFor(language). Formatters are cached, since
 * building an Intl object costs far more than using one.
 */
interface Formatter {
  locale: string
  /** 1,234 · 1,234.5 (en) ; 1,234 (zh-CN) */
  number(value: number, options?: Intl.NumberFormatOptions): string
  /** "Nov 23, 2026, 4:29 PM" (en) ; "2026年11月23日 16:29" (zh-CN) */
  dateTime(value: Date | number, options?: Intl.DateTimeFormatOptions): string
  /** "Nov 23, 2026" (en) ; "2026年11月23日" (zh-CN) */
  date(value: Date | number): string
  /** "a, b, and c" (en) ; "a、b和c" (zh-CN) */
  list(items: readonly string[]): string
  /** A language's name in the UI language: "es" is "Spanish" (en), "西班牙语" (zh-CN). */
  languageName(tag: string): string
}

type IntlFormatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.DisplayNames

const cache = new Map<string, IntlFormatter>()

function cached<T extends IntlFormatter>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`
  let f = cache.get(key) as T | undefined
  if (!f) {
    f = make()
    cache.set(key, f)
  }
  return f
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

const formatters = new Map<Language, Formatter>()

export function formatterFor(language: Language): Formatter {
  let f = formatters.get(language)
  if (f) return f
  const locale = LOCALE[language]
  f = {
    locale,
    number: (value, options) =>
      cached('n', locale, options, () => new Intl.NumberFormat(locale, options)).format(value),
    dateTime: (value, options = DATE_TIME) =>
      cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(value),
    date: (value) =>
      cached(
        'd',
        locale,
        { dateStyle: 'medium' },
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      ).format(value),
    list: (items) =>
      cached('l', locale, undefined, () => new Intl.ListFormat(locale)).format(items),
    languageName: (tag) =>
      cached('ln', locale, undefined, () => new Intl.DisplayNames(locale, { type: 'language' })).of(
        tag,
      ) ?? tag,
  }
  formatters.set(language, f)
  return f
}

/** Number and date formatting in the current UI language. */
export function useFormat(): Formatter {
  const language = useLanguage()
  return useMemo(() => formatterFor(language), [language])
}
