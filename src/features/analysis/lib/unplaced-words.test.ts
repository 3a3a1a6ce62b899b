import { describe, expect, it } from 'vitest'
import { unplacedWords } from './unplaced-words'

describe('unplacedWords', () => {
  it('reads the words of "Words I could not place", leaving conditions with numbers out', () => {
    const text = [
      'I could not tell what to compute from this question in readings.csv, so I give no number.',
      'Words I could not place: above 15, temperature, warmth.',
      'The data has these columns: site, x7, q.',
    ].join('\n\n')
    expect(unplacedWords(text)).toEqual(['temperature', 'warmth'])
  })

  it('reads a measure or a condition the data does not have', () => {
    expect(
      unplacedWords(
        "I can't answer that from readings.csv: nothing in it measures temperature, so I will not give a number for it.",
      ),
    ).toEqual(['temperature'])
    expect(
      unplacedWords(
        "I can't answer that from a.csv: nothing in it says which rows were late, so I will not give a number for it.",
      ),
    ).toEqual(['late'])
  })

  it('reads the Chinese sentences', () => {
    expect(unplacedWords('我无法对应到数据的词：温度、湿度。')).toEqual(['温度', '湿度'])
    expect(
      unplacedWords('无法根据 a.csv 回答：其中没有衡量“温度”的数据，因此我不给出数字。'),
    ).toEqual(['温度'])
  })

  it('offers nothing for an answer that placed every word', () => {
    expect(unplacedWords('I read this as: average x7 by site.')).toEqual([])
  })
})
