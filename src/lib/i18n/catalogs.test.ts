import { describe, expect, it } from 'vitest'
import { IntlMessageFormat } from 'intl-messageformat'
import { LANGUAGES } from '@/lib/settings/settings'
import { argumentsOf, PARSE_OPTIONS, type ArgumentKind } from './message-format'
import type { Language } from '@/lib/settings/settings'
import type { LanguageStrings } from './translations'
import type { Catalog } from './use-t'

/**
 * Every catalog in the app, found by file (the shell's, each feature's i18n.ts and those of its
 * folders, such as the export words), so a catalog added
 * later is checked without touching this test.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/lib/i18n/messages.ts',
    '/src/lib/**/i18n.ts',
    '/src/features/**/i18n.ts',
    '/src/components/**/i18n.ts',
  ],
  { eager: true },
)

const isCatalog = (v: unknown): v is Catalog<string> =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Record<string, unknown>).id === 'string' &&
  typeof (v as Record<string, unknown>).en === 'object'

const catalogs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, v]) => isCatalog(v))
    .map(([name, v]) => ({ id: `${file}#${name}`, catalog: v as Catalog<string> })),
)

/** The language files (src/app/locales/<language>.ts): every catalog's strings in one language. */
const languageFiles = import.meta.glob<{ default: LanguageStrings }>(
  ['/src/app/locales/*.ts', '!/src/app/locales/translations.ts'],
  { eager: true },
)
const strings = new Map(
  Object.entries(languageFiles).map(([file, m]) => [
    /([\w-]+)\.ts$/.exec(file)![1] as Language,
    m.default,
  ]),
)
/** The languages the app ships strings for, English aside. */
const SHIPPED = LANGUAGES.filter((l) => strings.has(l))
const messagesOf = (catalog: Catalog<string>, language: Language): Record<string, string> =>
  language === 'en' ? catalog.en : (strings.get(language)?.[catalog.id] ?? {})

const parse = (text: string, locale: string) =>
  new IntlMessageFormat(text, locale, undefined, PARSE_OPTIONS)

/** "value" and "number" are one kind here: a plain {n} given a number is formatted as one. */
const shape = (text: string, locale: string) => {
  const args = argumentsOf(parse(text, locale).getAst())
  return Object.fromEntries(
    [...args].map(([name, kinds]) => [
      name,
      [...new Set([...kinds].map((k): ArgumentKind => (k === 'number' ? 'value' : k)))].sort(),
    ]),
  )
}

const PLURAL = 6 // TYPE.plural in @formatjs/icu-messageformat-parser

function pluralBranches(text: string, locale: string): string[][] {
  const found: string[][] = []
  const walk = (els: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const el of els) {
      if ((el.type as number) === PLURAL && 'options' in el) found.push(Object.keys(el.options))
      if ('options' in el) for (const o of Object.values(el.options)) walk(o.value)
    }
  }
  walk(parse(text, locale).getAst())
  return found
}

/**
 * Words that stay Latin in every UI language: protocols, formats, product names, keys on the
 * keyboard. A translated message may equal the English one only when it is made of these (and of
 * arguments, numbers and signs): "HTML", "HTTP {status}", "Parley".
 */
const NAMES = new Set([
  'api',
  'python',
  'sql',
  'nosql',
  'http',
  'https',
  'id',
  'json',
  'csv',
  'png',
  'ok',
  'html',
  'markdown',
  'parley',
  'enter',
  'shift',
  'url',
  'x-pd-trace-id',
  // file formats and size units (chat attachments)
  'pdf',
  'docx',
  'jpeg',
  'gif',
  'webp',
  'kb',
  'mb',
])

/**
 * Words a language writes exactly as English does (loanwords its software uses, and words that
 * are spelled the same): a message of only these may equal the English one in that language.
 */
const SAME_AS_ENGLISH: Partial<Record<Language, ReadonlySet<string>>> = {
  es: new Set(['chat', 'error']),
  pt: new Set(['chat', 'slide']),
  it: new Set(['chat', 'job']),
  id: new Set(['chat', 'edit', 'error', 'filter', 'model', 'area', 'slide', 'status']),
  tr: new Set(['model']),
  pl: new Set(['model', 'system']),
  de: new Set(['chat', 'details', 'system']),
  fr: new Set([
    'assistant',
    'chat',
    'code',
    'conversations',
    'date',
    'message',
    'page',
    'points',
    'question',
    'sessions',
    'sources',
    'version',
  ]),
}

/** The languages written in another script, where any other Latin word is English left behind. */
const NON_LATIN: readonly Language[] = ['ar', 'hi', 'ja', 'ko', 'ru', 'zh-CN', 'zh-TW']

/** The words of a message's prose: arguments, plural keywords and addresses are not prose. */
function proseWords(text: string): string[] {
  const prose = text
    .replace(/\S+:\/\/\S+|\w+(\.\w+)+/g, '') // addresses are data
    .replace(/\{[\w]+(,[^{}]*)?/g, '')
    .replace(/\b(zero|one|two|few|many|other|plural|select)\b/g, '')
  return prose.match(/[A-Za-z][A-Za-z-]+/g) ?? []
}

describe('catalogs', () => {
  it('finds the shell, chat and analysis catalogs', () => {
    const ids = catalogs.map((c) => c.id).join(' ')
    expect(ids).toContain('messages.ts#shellCatalog')
    expect(ids).toContain('chat/i18n.ts#chatCatalog')
    expect(ids).toContain('analysis/i18n.ts#analysisCatalog')
    expect(ids).toContain('chat/storage/i18n.ts#chatFileCatalog')
    expect(ids).toContain('analysis/export/i18n.ts#exportCatalog')
    expect(ids).toContain('lib/http/i18n.ts#errorDetailCatalog')
  })

  it('has a file for known languages only, each with exactly the catalogs of the app', () => {
    const ids = catalogs.map((c) => c.catalog.id).sort()
    expect(new Set(ids).size, 'catalog ids are unique').toBe(ids.length)
    expect([...strings.keys()].filter((l) => !LANGUAGES.includes(l))).toEqual([])
    for (const [language, own] of strings)
      expect(Object.keys(own).sort(), `${language}.ts`).toEqual(ids)
  })

  it('ships every language of the app', () => {
    // Each of the 16 is then checked key by key below; a language without its file would
    // silently show English, so its absence fails here.
    expect(SHIPPED).toEqual(LANGUAGES.filter((l) => l !== 'en'))
    expect(SHIPPED).toHaveLength(16)
  })

  describe.each(catalogs)('$id', ({ catalog }) => {
    const keys = Object.keys(catalog.en).sort()

    it.each(SHIPPED)('%s has exactly the English keys', (language) => {
      const own = Object.keys(messagesOf(catalog, language)).sort()
      expect(
        keys.filter((k) => !own.includes(k)),
        'missing',
      ).toEqual([])
      expect(
        own.filter((k) => !keys.includes(k)),
        'unknown',
      ).toEqual([])
    })

    it.each(['en' as const, ...SHIPPED])(
      '%s: every message is valid ICU with the English arguments',
      (language) => {
        for (const key of keys) {
          const text = messagesOf(catalog, language)[key]
          if (text === undefined) continue
          expect(() => parse(text, language), `${language} ${key}`).not.toThrow()
          expect(shape(text, language), `${language} ${key}: ${text}`).toEqual(
            shape(catalog.en[key]!, 'en'),
          )
        }
      },
    )

    it.each(['en' as const, ...SHIPPED])(
      '%s: every plural has the forms its language needs',
      (language) => {
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
        for (const key of keys) {
          const text = messagesOf(catalog, language)[key] ?? ''
          for (const branches of pluralBranches(text, language)) {
            expect(branches, `${language} ${key}`).toContain('other')
            for (const category of needed)
              expect(
                branches.includes(category) || category === 'other',
                `${language} ${key} lacks "${category}"`,
              ).toBe(true)
          }
        }
      },
    )

    it('says counted English nouns through plurals ("1 columns" never shows)', () => {
      // A plain count argument followed by a plural noun: "{count} columns", "{total} rows".
      const counted = /\{(count|n|total|shown|selected|lines|max|\w+Count)\}\s+[a-z]{3,}s\b/
      const offenders = keys.filter((k) => counted.test(catalog.en[k]!))
      expect(offenders).toEqual([])
    })

    it('keeps text without arguments as written (no ICU quoting surprises)', () => {
      for (const language of ['en' as const, ...SHIPPED]) {
        for (const key of keys) {
          const text = messagesOf(catalog, language)[key]
          if (text === undefined || /[{}]/.test(text)) continue
          expect(parse(text, language).format(), `${language} ${key}`).toBe(text)
        }
      }
    })

    it.each(SHIPPED)('%s: no message is left as the English one, apart from names', (language) => {
      const same = keys.filter((key) => {
        const text = messagesOf(catalog, language)[key]
        if (text === undefined || text !== catalog.en[key]) return false
        const same = SAME_AS_ENGLISH[language]
        return proseWords(text).some(
          (w) => !NAMES.has(w.toLowerCase()) && !same?.has(w.toLowerCase()),
        )
      })
      expect(same).toEqual([])
    })

    it.each(SHIPPED.filter((l) => NON_LATIN.includes(l)))(
      '%s has no English words, apart from names and formats that stay Latin',
      (language) => {
        const english = keys.flatMap((key) =>
          proseWords(messagesOf(catalog, language)[key] ?? '')
            .filter((w) => !NAMES.has(w.toLowerCase()))
            .map((w) => `${key}: ${w}`),
        )
        expect(english).toEqual([])
      },
    )
  })
})
