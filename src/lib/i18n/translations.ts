import type { Language } from '@/lib/settings/settings'

/**
 * The strings of every language but English, loaded on demand: one chunk per language holds that
 * language's messages for every catalog (catalog id → key → ICU message). English is bundled with
 * each catalog, so the first load does not grow with the number of languages, and English is what
 * shows while a language loads or when it fails to load.
 */
export type LanguageStrings = Readonly<Record<string, Readonly<Record<string, string>>>>
export type TranslationsLoader = (language: Exclude<Language, 'en'>) => Promise<LanguageStrings>

const loaded = new Map<Language, LanguageStrings>()
const pending = new Map<Language, Promise<boolean>>()
const listeners = new Set<() => void>()
let loader: TranslationsLoader | null = null

const changed = () => listeners.forEach((listener) => listener())

/** The app says where a language's strings come from (a dynamic import per language). */
export function setTranslationsLoader(load: TranslationsLoader | null): void {
  loader = load
}

/** Makes a language's strings available at once (tests; a language already in memory). */
export function registerTranslations(language: Language, strings: LanguageStrings): void {
  loaded.set(language, { ...loaded.get(language), ...strings })
  changed()
}

/** The strings of a language, or undefined while they are not loaded (English is never here). */
export function translationsOf(language: Language): LanguageStrings | undefined {
  return loaded.get(language)
}

/** English is always ready; another language once its chunk has arrived. */
export function isLanguageReady(language: Language): boolean {
  return language === 'en' || loaded.has(language)
}

/**
 * Loads a language's strings once; resolves to whether they are ready. A failed load leaves the
 * UI in English and is tried again the next time the language is asked for.
 */
export function loadLanguage(language: Language): Promise<boolean> {
  if (isLanguageReady(language)) return Promise.resolve(true)
  let promise = pending.get(language)
  if (!promise) {
    const load = loader
    promise = load
      ? load(language as Exclude<Language, 'en'>).then(
          (strings) => {
            registerTranslations(language, strings)
            return true
          },
          (error: unknown) => {
            if (import.meta.env.DEV) console.error(`The ${language} strings did not load`, error)
            return false
          },
        )
      : Promise.resolve(false)
    promise = promise.finally(() => pending.delete(language))
    pending.set(language, promise)
  }
  return promise
}

/** For useSyncExternalStore: called whenever a language's strings arrive. */
export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
