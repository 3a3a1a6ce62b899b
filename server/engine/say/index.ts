import { LANGUAGES, type EngineLanguage } from '../text/language'
import { AR } from './ar'
import { DE } from './de'
import { EN, type SayKey } from './en'
import { ES } from './es'
import { FR } from './fr'
import { HI } from './hi'
import { ID } from './id'
import { IT } from './it'
import { JA } from './ja'
import { KO } from './ko'
import { PL } from './pl'
import { PT } from './pt'
import { RU } from './ru'
import { TR } from './tr'
import { VI } from './vi'
import { ZH_CN } from './zh-cn'
import { ZH_TW } from './zh-tw'

/**
 * The one place the engine's sentences come from: `say(lang, key, params)` over one catalog per
 * engine language (en.ts defines the keys), and the numbers written into them.
 */

export type { SayKey }
export type SayParams = Record<string, string | number>

/** Keyed by EngineLanguage, so a new engine language does not compile without its catalog. */
export const CATALOGS: Record<EngineLanguage, Record<SayKey, string>> = {
  EN,
  ES,
  AR,
  PT,
  ID,
  JA,
  RU,
  HI,
  FR,
  DE,
  VI,
  TR,
  PL,
  IT,
  KO,
  'ZH-CN': ZH_CN,
  'ZH-TW': ZH_TW,
}
/** The Intl locale of each language (text/language.ts says it), for numbers, percentages and dates. */
export const LOCALES = Object.fromEntries(
  Object.entries(LANGUAGES).map(([lang, facts]) => [lang, facts.locale]),
) as Record<EngineLanguage, string>

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

/** A share (0.125 → 12.5 %) as the language writes percentages: "12,5 %", "%12,5", "12.5%". */
export function formatPercent(lang: EngineLanguage, share: number, digits = 1): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  }).format(share)
}

/** A day as the language writes it (2023-03-05 → "5 mars 2023", "2023年3月5日"), Latin digits. */
export function formatDate(lang: EngineLanguage, day: Date | string): string {
  const d = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day
  if (Number.isNaN(d.getTime())) return String(day)
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'medium',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(d)
}

/** A count of years, months or days as the language writes it: "24 months", "24 Monate", "24 месяца". */
export function formatPeriods(
  lang: EngineLanguage,
  n: number,
  grain: 'year' | 'month' | 'day',
): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: grain,
    unitDisplay: 'long',
    maximumFractionDigits: 0,
    numberingSystem: 'latn',
  }).format(n)
}

/** A month's name in the language (0 = January): "August", "agosto", "8月". */
export function formatMonth(lang: EngineLanguage, month: number): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  )
}

/** A list as the language joins it: "a, b and c", "a, b y c", "a、b和c". */
export function formatList(lang: EngineLanguage, items: string[]): string {
  return new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(items)
}

export function formatCell(lang: EngineLanguage, value: unknown): string {
  if (typeof value === 'number') return formatNumber(lang, value)
  if (value === null || value === undefined) return '∅'
  return typeof value === 'string' ? value : JSON.stringify(value)
}
