import { describe, expect, it } from 'vitest'
import { CATALOGS, formatCell, formatNumber, openings, say, type SayKey } from '.'
import { EN } from './en'

/** Every language says every sentence, with the placeholders the code fills. */

const KEYS = Object.keys(EN) as SayKey[]
const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the catalogs', () => {
  it.each(Object.entries(CATALOGS))('%s has every key, each non-empty, and no other', (_, c) => {
    expect(Object.keys(c).sort()).toEqual([...KEYS].sort())
    for (const key of KEYS) expect(c[key].trim(), key).not.toBe('')
  })

  it.each(Object.entries(CATALOGS))('%s has the placeholders English has', (_, c) => {
    for (const key of KEYS) expect(holes(c[key]), key).toEqual(holes(EN[key]))
  })
})

describe('say', () => {
  it('fills the params in the language asked', () => {
    expect(say('EN', 'reply.readAs', { plan: 'total sales per region' })).toBe(
      'I read this as: total sales per region.',
    )
    expect(say('ZH-CN', 'note.smallGroup', { group: 'West', n: 3 })).toBe(
      '注意：West 只有 3 行，数字依据很少。',
    )
    expect(say('AR', 'word.between', { a: 1, b: 2 })).toBe('بين 1 و2')
  })

  it('a sentence without placeholders is said as written', () => {
    expect(say('EN', 'step.query')).toBe('Query the data')
  })

  it('leaves a missing param empty', () => {
    expect(say('EN', 'talk.hello')).toBe(
      'Hello! Ask me anything about : totals, averages, rankings, trends, distributions, comparisons or correlations.',
    )
    expect(say('EN', 'word.correlation', { x: 'a' })).toBe('correlation of a and ')
  })

  it("gives a sentence's opening words in every language", () => {
    expect(openings('planner.fallback')).toEqual([
      'Planned by the built-in rules: the answer of ',
      '由内置规则规划：',
      'خطّطت لها القواعد المدمجة: تعذّر استخدام إجابة ',
    ])
  })
})

describe('numbers', () => {
  it('are grouped as each language reads them, always with Latin digits', () => {
    expect(formatNumber('EN', 1234.5678)).toBe('1,234.57')
    expect(formatNumber('AR', 1234.5678)).not.toMatch(/[\u0660-\u0669]/)
    expect(formatNumber('EN', 0.12345, 4)).toBe('0.1235')
  })

  it('cells print numbers, text, nothing and other values', () => {
    expect(formatCell('EN', 2000)).toBe('2,000')
    expect(formatCell('EN', 'North')).toBe('North')
    expect(formatCell('EN', null)).toBe('∅')
    expect(formatCell('EN', { a: 1 })).toBe('{"a":1}')
  })
})
