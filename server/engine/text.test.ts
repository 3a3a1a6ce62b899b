import { describe, expect, it } from 'vitest'
import { smallTalkOf } from './small-talk'
import { detectLanguage, resolveLanguage } from './text/language'
import { stem, tokenize } from './text/normalize'

describe('language, small talk and tokens', () => {
  it('detects the question’s script for AUTO', () => {
    expect(detectLanguage('total sales by region')).toBe('EN')
    expect(detectLanguage('按地区统计销售额')).toBe('ZH-CN')
    expect(detectLanguage('متوسط الربح حسب المنطقة')).toBe('AR')
    expect(resolveLanguage('AUTO', '你好')).toBe('ZH-CN')
    expect(resolveLanguage('AR', 'hello')).toBe('AR')
    expect(resolveLanguage('FR', 'hello')).toBe('FR')
  })

  it('recognises greetings and thanks in three languages, not questions', () => {
    expect(smallTalkOf('hi')).toBe('hello')
    expect(smallTalkOf('Thank you!')).toBe('thanks')
    expect(smallTalkOf('谢谢')).toBe('thanks')
    expect(smallTalkOf('مرحبا')).toBe('hello')
    expect(smallTalkOf('what can you do?')).toBe('help')
    expect(smallTalkOf('hi, what is the total sales by region?')).toBeNull()
  })

  it('stems plurals and folds synonyms the same way on both sides', () => {
    expect(['countries', 'cylinders', 'sales', 'status', 'temperatures'].map(stem)).toEqual([
      'country',
      'cylinder',
      'sale',
      'status',
      'temp',
    ])
    expect(tokenize('mpg over 1,500 and 20%').map((t) => t.raw)).toEqual([
      'miles',
      'per',
      'gallon',
      'over',
      '1500',
      'and',
      '20%',
    ])
  })
})
