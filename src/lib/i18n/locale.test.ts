import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/settings/settings'
import { directionOf, LOCALE, ownName } from './locale'

describe('UI languages', () => {
  it('are the 17 output languages of the job service', () => {
    expect([...LANGUAGES].sort()).toEqual(
      [
        'en',
        'es',
        'ar',
        'pt',
        'id',
        'ja',
        'ru',
        'hi',
        'fr',
        'de',
        'vi',
        'tr',
        'pl',
        'it',
        'ko',
        'zh-CN',
        'zh-TW',
      ].sort(),
    )
  })

  it('the picker names each language in itself', () => {
    expect(Object.fromEntries(LANGUAGES.map((l) => [l, ownName(l)]))).toEqual({
      en: 'English',
      es: 'Español',
      ar: 'العربية',
      pt: 'Português',
      id: 'Bahasa Indonesia',
      ja: '日本語',
      ru: 'Русский',
      hi: 'हिन्दी',
      fr: 'Français',
      de: 'Deutsch',
      vi: 'Tiếng Việt',
      tr: 'Türkçe',
      pl: 'Polski',
      it: 'Italiano',
      ko: '한국어',
      'zh-CN': '简体中文',
      'zh-TW': '繁體中文',
    })
  })

  it('formats numbers in each language, and lays Arabic out right to left', () => {
    for (const language of LANGUAGES)
      expect(() => new Intl.NumberFormat(LOCALE[language]).format(1), language).not.toThrow()
    expect(new Intl.NumberFormat(LOCALE.de).format(1234.5)).toBe('1.234,5')
    expect(LANGUAGES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar'])
  })
})
