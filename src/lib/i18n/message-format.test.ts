import { describe, expect, it } from 'vitest'
import { formatterFor } from './format'
import { formatMessage } from './message-format'
import { registerTranslations } from './translations'
import { defineCatalog, translate, type Catalog } from './use-t'

const columns = '{count, plural, one {# column} other {# columns}}'

describe('formatMessage', () => {
  it('chooses the plural form and formats the count in the app language', () => {
    expect(formatMessage('en', columns, { count: 1 })).toBe('1 column')
    expect(formatMessage('en', columns, { count: 1234 })).toBe('1,234 columns')
    expect(formatMessage('zh-CN', '{count, plural, other {# 列}}', { count: 1234 })).toBe(
      '1,234 列',
    )
  })

  it('formats numbers and dates given to a plain {name} in the app language', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 8, 29))
    expect(formatMessage('en', 'At most {n}.', { n: 12288 })).toBe('At most 12,288.')
    const zh = formatMessage('zh-CN', '会话 {date}', { date })
    expect(zh).toMatch(/^会话 2026年11月23日/)
    expect(formatMessage('en', 'Session {date}', { date })).toMatch(/^Session Nov 23, 2026/)
  })

  it('leaves a plain {name} without a value in place, for callers that fill it later', () => {
    expect(formatMessage('en', 'At most {n} for {model}.', { model: 'm' })).toBe(
      'At most {n} for m.',
    )
  })

  it('returns the pattern instead of throwing when a plural lacks its count', () => {
    expect(formatMessage('en', columns)).toBe(columns)
  })

  it('keeps angle brackets and apostrophes as text', () => {
    expect(formatMessage('en', 'Answers as <model_id>:<version>', {})).toBe(
      'Answers as <model_id>:<version>',
    )
    expect(formatMessage('en', "Don't stop", {})).toBe("Don't stop")
  })
})

describe('translate', () => {
  const catalog: Catalog<'hi'> = defineCatalog('test.greeting', { hi: 'Hello {name}' })
  registerTranslations('zh-CN', { 'test.greeting': { hi: '你好 {name}' } })

  it('uses the language asked for, with values', () => {
    expect(translate(catalog, 'zh-CN', 'hi', { name: 'Ana' })).toBe('你好 Ana')
    expect(translate(catalog, 'en', 'hi', { name: 'Ana' })).toBe('Hello Ana')
  })

  it('falls back to English, then to the key, rather than showing nothing', () => {
    const partial = defineCatalog('test.partial', { hi: 'Hello' })
    registerTranslations('zh-CN', { 'test.partial': {} })
    expect(translate(partial, 'zh-CN', 'hi')).toBe('Hello')
    expect(translate(partial, 'zh-CN', 'bye' as 'hi')).toBe('bye')
    // A language whose strings are not loaded (yet) reads in English, never as keys.
    expect(translate(defineCatalog('test.unloaded', { hi: 'Hello' }), 'vi', 'hi')).toBe('Hello')
  })
})

describe('formatterFor', () => {
  it('follows the app language, not the environment locale', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 12))
    expect(formatterFor('zh-CN').date(date)).toBe('2026年11月23日')
    expect(formatterFor('en').date(date)).toBe('Nov 23, 2026')
    expect(formatterFor('en').number(1234.5)).toBe('1,234.5')
    expect(formatterFor('zh-CN').languageName('es')).toBe('西班牙语')
    expect(formatterFor('en').list(['a', 'b', 'c'])).toBe('a, b, and c')
  })
})
