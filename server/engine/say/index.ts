import type { EngineLanguage } from '../text/language'
import { AR } from './ar'
import { EN, type SayKey } from './en'
import { ZH_CN } from './zh-cn'

/**
 * The one place the engine's sentences come from: `say(lang, key, params)` over one catalog per
 * engine language (en.ts defines the keys), and the numbers written into them.
 */

export type { SayKey }
export type SayParams = Record<string, string | number>

/** Keyed by EngineLanguage, so a new engine language does not compile without its catalog. */
export const CATALOGS: Record<EngineLanguage, Record<SayKey, string>> = { EN, 'ZH-CN': ZH_CN, AR }
const LOCALES: Record<EngineLanguage, string> = { EN: 'en-US', 'ZH-CN': 'zh-CN', AR: 'ar' }

/** A sentence of the engine in the given language, with its {placeholders} filled. */
export function say(lang: EngineLanguage, key: SayKey, params: SayParams = {}): string {
  return fill(CATALOGS[lang][key], params)
}

/** A catalog entry as written, for callers that read its words ("total {x}": is "total" said?). */
export function phrase(lang: EngineLanguage, key: SayKey): string {
  return CATALOGS[lang][key]
}

/** Fills {name} placeholders; a missing param is left empty. */
export function fill(template: string, params: SayParams): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** What a sentence says before its first placeholder, in every language (the eval spots lines by it). */
export function openings(key: SayKey): string[] {
  return Object.values(CATALOGS).map((c) => c[key].split('{')[0] ?? '')
}

/** Numbers as people read them, with Latin digits so they match the TABLE file. */
export function formatNumber(lang: EngineLanguage, value: number, digits = 2): string {
  return numberFormat(lang, digits).format(value)
}

// Building an Intl.NumberFormat costs far more than using one (it was a hot spot of every job).
const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(lang: EngineLanguage, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      maximumFractionDigits: digits,
      numberingSystem: 'latn',
    })
    formats.set(key, f)
  }
  return f
}

export function formatCell(lang: EngineLanguage, value: unknown): string {
  if (typeof value === 'number') return formatNumber(lang, value)
  if (value === null || value === undefined) return '∅'
  return typeof value === 'string' ? value : JSON.stringify(value)
}
