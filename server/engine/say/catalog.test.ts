import { describe, expect, it } from 'vitest'
import {
  CATALOGS,
  formatCell,
  formatDate,
  formatList,
  formatNumber,
  formatPercent,
  openings,
  say,
  type SayKey,
} from '.'
import { ENGINE_LANGUAGES, type EngineLanguage } from '../text/language'
import { EN } from './en'

/** Every language says every sentence, with the placeholders the code fills. */

const KEYS = Object.keys(EN) as SayKey[]
const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the catalogs', () => {
  it.each(Object.entries(CATALOGS))('%s has every key, each non-empty, and no other', (_, c) => {
    expect(Object.keys(c).sort()).toEqual([...KEYS].sort())
    for (const key of KEYS) expect(c[key].trim(), key).not.toBe('')
  })

  // A refusal says it cannot in the words people of that language use for it, not only that it
  // "did not manage to" (a reader, or a script, must not take it for an answer).
  const CANNOT: Partial<Record<EngineLanguage, RegExp>> = {
    EN: /can't|cannot|could not/i,
    ES: /no puedo|no es posible/i,
    PT: /não posso|não é possível/i,
    FR: /ne peux|impossible/i,
    DE: /kann nicht|keine|nicht möglich/i,
    IT: /non posso|non è possibile/i,
    JA: /できません/,
    KO: /수 없/,
    RU: /не могу|невозможно/i,
    'ZH-CN': /无法|不能/,
  }
  const REFUSALS = [
    'reply.notPlanned',
    'reply.cannotCompute',
    'reply.cannotSelect',
    'reply.cannotWhy',
  ] as const
  it.each(Object.entries(CANNOT))('%s refuses in so many words', (lang, re) => {
    for (const key of REFUSALS) expect(CATALOGS[lang as EngineLanguage][key], key).toMatch(re)
  })

  it.each(Object.entries(CATALOGS))('%s has the placeholders English has', (_, c) => {
    for (const key of KEYS) expect(holes(c[key]), key).toEqual(holes(EN[key]))
  })

  it('there is one for every engine language', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...ENGINE_LANGUAGES].sort())
  })

  // A sentence left in English is a sentence not translated; these few are the language's own
  // word spelled as English spells it (Brazilian software says "slide", French "page", Italian "per").
  const SAME_AS_ENGLISH: Partial<Record<EngineLanguage, SayKey[]>> = {
    PT: ['docs.slide'],
    ID: ['stat.median'],
    FR: ['docs.page'],
    IT: ['word.per'],
  }
  it.each(Object.entries(CATALOGS).filter(([lang]) => lang !== 'EN'))(
    '%s says every sentence in its own words, not in English',
    (lang, c) => {
      const allowed = SAME_AS_ENGLISH[lang as EngineLanguage] ?? []
      const same = KEYS.filter((key) => c[key] === EN[key] && !allowed.includes(key))
      expect(same).toEqual([])
    },
  )
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
    const said = openings('planner.fallback')
    expect(said).toHaveLength(ENGINE_LANGUAGES.length)
    expect(said).toEqual(
      expect.arrayContaining([
        'Planned by the built-in rules: the answer of ',
        '由内置规则规划：',
        'خطّطت لها القواعد المدمجة: تعذّر استخدام إجابة ',
        'Geplant von den eingebauten Regeln: Die Antwort von ',
      ]),
    )
  })
})

describe('numbers', () => {
  it('are grouped as each language reads them, always with Latin digits', () => {
    expect(formatNumber('EN', 1234.5678)).toBe('1,234.57')
    expect(formatNumber('AR', 1234.5678)).not.toMatch(/[\u0660-\u0669]/)
    expect(formatNumber('EN', 0.12345, 4)).toBe('0.1235')
  })

  it('keep Latin digits in every language', () => {
    for (const lang of ENGINE_LANGUAGES) {
      expect(formatNumber(lang, 1234567.891), lang).toMatch(/^[0-9][0-9.,\s\u00a0\u202f’']*$/)
      expect(formatPercent(lang, 0.125), lang).toMatch(/12[.,]5/)
      expect(formatDate(lang, '2023-03-05'), lang).toMatch(/2023/)
    }
    expect(formatNumber('DE', 1234.5)).toBe('1.234,5')
    expect(formatNumber('FR', 1234.5)).toMatch(/^1\s1234,5$|^1[\u202f\u00a0]234,5$/)
    expect(formatPercent('TR', 0.125)).toBe('%12,5')
    expect(formatDate('JA', '2023-03-05')).toBe('2023/03/05')
    expect(formatList('ES', ['a', 'b', 'c'])).toBe('a, b y c')
  })

  it('cells print numbers, text, nothing and other values', () => {
    expect(formatCell('EN', 2000)).toBe('2,000')
    expect(formatCell('EN', 'North')).toBe('North')
    expect(formatCell('EN', null)).toBe('∅')
    expect(formatCell('EN', { a: 1 })).toBe('{"a":1}')
  })
})
