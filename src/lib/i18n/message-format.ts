import { IntlMessageFormat, type Formatters } from 'intl-messageformat'
import type { Language } from '@/lib/settings/settings'
import { formatterFor } from './format'
import { LOCALE } from './locale'

/**
 * ICU MessageFormat through FormatJS's `intl-messageformat` (why this library: docs/i18n.md).
 * Messages are parsed once per language and cached; plural rules, `#` and `{n, number}` use the
 * app's language through the browser's own Intl, so no locale data ships with the bundle.
 */
type MessageValue = string | number | Date | null | undefined
export type MessageValues = Readonly<Record<string, MessageValue>>

type Element = ReturnType<IntlMessageFormat['getAst']>[number]
/** How a message uses an argument: a plain `{name}` is a "value"; the rest are ICU types. */
export type ArgumentKind = 'value' | 'number' | 'date' | 'time' | 'select' | 'plural'

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser).
const KIND: Record<number, ArgumentKind | undefined> = {
  1: 'value',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
}
const TAG = 8

/** The ICU options every message is parsed with: `<x>` is text, not a rich-text tag. */
export const PARSE_OPTIONS = { ignoreTag: true } as const

/** Every argument of a message and each way it is used (nested plural/select branches included). */
export function argumentsOf(ast: readonly Element[]): Map<string, Set<ArgumentKind>> {
  const found = new Map<string, Set<ArgumentKind>>()
  const walk = (elements: readonly Element[]) => {
    for (const el of elements) {
      const kind = KIND[el.type]
      if (kind && 'value' in el) {
        const kinds = found.get(el.value) ?? new Set<ArgumentKind>()
        kinds.add(kind)
        found.set(el.value, kinds)
      }
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value)
      if ((el.type as number) === TAG && 'children' in el) walk(el.children)
    }
  }
  walk(ast)
  return found
}

interface Compiled {
  format: IntlMessageFormat
  args: Map<string, Set<ArgumentKind>>
}

const compiled = new Map<string, Compiled | null>()

// Each IntlMessageFormat resolves its locale through Intl.NumberFormat.supportedLocalesOf (the
// first call alone took ~20 ms in Chromium) and builds its own Intl caches: about 47 ms of the
// first screen. The app's locales are fixed tags (LOCALE) every browser supports, so each is made
// an Intl.Locale once, and every message shares one set of Intl objects.
const resolveLocale = IntlMessageFormat.resolveLocale
const resolved = new Map<string, Intl.Locale>()
IntlMessageFormat.resolveLocale = (locales) => {
  if (typeof locales !== 'string') return resolveLocale(locales)
  let locale = resolved.get(locales)
  if (!locale) resolved.set(locales, (locale = new Intl.Locale(locales)))
  return locale
}
function shared<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>()
  return (...args) => {
    const key = JSON.stringify(args)
    let value = made.get(key)
    if (value === undefined) made.set(key, (value = make(...args)))
    return value
  }
}
const formatters: Formatters = {
  getNumberFormat: shared(
    (locales?: string | string[], options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locales, options),
  ),
  getDateTimeFormat: shared(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
      new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: shared(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
  ),
}
const OPTIONS = { ...PARSE_OPTIONS, formatters }

/** Nothing ICU would change: no argument, no quoting (`''` is one apostrophe). */
const PLAIN = /^[^{}']*$/

function compile(locale: string, pattern: string): Compiled | null {
  const key = `${locale}\u0000${pattern}`
  let entry = compiled.get(key)
  if (entry === undefined) {
    try {
      const format = new IntlMessageFormat(pattern, locale, undefined, OPTIONS)
      entry = { format, args: argumentsOf(format.getAst()) }
    } catch (e) {
      // The catalog test parses every message, so this is a string added outside a catalog.
      if (import.meta.env.DEV) console.error(`Bad ICU message "${pattern}"`, e)
      entry = null
    }
    compiled.set(key, entry)
  }
  return entry
}

/**
 * Formats an ICU message in `language`. A plain `{name}` given a number or Date is formatted in
 * that language too (1,234; 2026年11月23日), so no caller needs toLocaleString. A plain `{name}`
 * left without a value stays `{name}`, so code that fills it later with replace() keeps working.
 */
export function formatMessage(language: Language, pattern: string, values?: MessageValues): string {
  if (PLAIN.test(pattern)) return pattern
  const locale = LOCALE[language]
  const entry = compile(locale, pattern)
  if (!entry) return pattern
  const fmt = formatterFor(language)
  const prepared: Record<string, string | number | Date> = {}
  for (const [name, kinds] of entry.args) {
    const value = values?.[name]
    const plain = kinds.size === 1 && kinds.has('value')
    if (value === null || value === undefined) {
      if (plain) prepared[name] = `{${name}}`
    } else if (plain && typeof value === 'number') prepared[name] = fmt.number(value)
    else if (plain && value instanceof Date) prepared[name] = fmt.dateTime(value)
    else prepared[name] = value
  }
  try {
    return entry.format.format(prepared) as string
  } catch (e) {
    if (import.meta.env.DEV) console.error(`Message "${pattern}" lacks a value`, e)
    return pattern
  }
}
