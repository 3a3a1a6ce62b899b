import { describe, expect, it } from 'vitest'
import { numberFormats } from './number-format'

describe('numberFormats', () => {
  const data = {
    columns: [
      { type: 'number' as const },
      { type: 'integer' as const },
      { type: 'integer' as const },
      { type: 'text' as const },
    ],
    rows: [
      ['6976.1', '2012', '120000', 'a'],
      ['12.25', '2013', '5', 'b'],
    ],
  }

  it('keeps the decimals of a column fixed and groups by the language', () => {
    const [money, year, big, text] = numberFormats(data, 'en')
    expect(money!('6976.1')).toBe('6,976.10')
    expect(money!('12.25')).toBe('12.25')
    expect(year!('2012')).toBe('2012')
    expect(big!('120000')).toBe('120,000')
    expect(text!('a')).toBe('a')
    expect(numberFormats(data, 'de')[0]!('6976.1')).toBe('6.976,10')
  })

  it('shows a computed column (averages with 15 decimals) at four significant digits', () => {
    const averages = {
      columns: [{ type: 'number' as const }, { type: 'number' as const }],
      rows: [
        ['15.926415094339623', '0.024866764788392'],
        ['5.573076923076923', '0.17035342155401'],
      ],
    }
    const [temps, margins] = numberFormats(averages, 'en')
    expect(temps!('15.926415094339623')).toBe('15.926')
    expect(temps!('5.573076923076923')).toBe('5.573')
    expect(margins!('0.024866764788392')).toBe('0.02487')
  })
})
