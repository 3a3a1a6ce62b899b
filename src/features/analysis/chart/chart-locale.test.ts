import { describe, expect, it } from 'vitest'
import { chartLocale } from './chart-locale'

describe('chart locales from Intl', () => {
  it('names months and days in the app language, from Sunday and January', () => {
    const en = chartLocale('en').timeFormatLocale
    expect(en.shortMonths.slice(0, 2)).toEqual(['Jan', 'Feb'])
    expect(en.days[0]).toBe('Sunday')
    const zh = chartLocale('zh-CN').timeFormatLocale
    expect(zh.shortMonths[0]).toBe('1月')
    expect(zh.days[0]).toBe('星期日')
  })

  it('takes separators from the language', () => {
    expect(chartLocale('en').formatLocale).toMatchObject({ decimal: '.', thousands: ',' })
    expect(chartLocale('de').formatLocale).toMatchObject({ decimal: ',', thousands: '.' })
  })
})
