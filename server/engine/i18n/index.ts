import type { EngineLanguage } from '../text/language'
import { AR } from './ar'
import { EN, type MessageKey } from './en'
import { ZH_CN } from './zh-cn'

export type { MessageKey }

const CATALOGS: Record<EngineLanguage, Record<MessageKey, string>> = { EN, 'ZH-CN': ZH_CN, AR }
const LOCALES: Record<EngineLanguage, string> = { EN: 'en-US', 'ZH-CN': 'zh-CN', AR: 'ar' }

export type Params = Record<string, string | number>

/** A sentence of the engine in the given language, with {placeholders} filled. */
export function t(lang: EngineLanguage, key: MessageKey, params: Params = {}): string {
  const template = CATALOGS[lang][key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name]
    return v === undefined ? '' : String(v)
  })
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
