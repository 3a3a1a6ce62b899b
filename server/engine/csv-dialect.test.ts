import { describe, expect, it } from 'vitest'
import { detectEncoding, numberFormat } from './csv-dialect'

describe('CSV dialect sniffing', () => {
  it('tells the encoding from the first bytes', () => {
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('utf-8-bom')
    expect(detectEncoding(new Uint8Array([0xff, 0xfe, 0x61, 0]))).toBe('utf-16')
    expect(detectEncoding(Buffer.from('Müller;1', 'utf8'))).toBe('utf-8')
    expect(detectEncoding(Buffer.from('Müller;1', 'latin1'))).toBe('latin-1')
    // A character cut off by the end of the sample is still UTF-8.
    expect(detectEncoding(Buffer.from('abcü', 'utf8').subarray(0, 4))).toBe('utf-8')
  })

  it('finds decimal commas and thousands separators in text columns', () => {
    expect(numberFormat([['1.234,50', '-2,25', '10']])).toEqual({
      decimal_separator: ',',
      thousands_separator: '.',
    })
    expect(numberFormat([['12,5', '3'], ['Oslo']])).toEqual({
      decimal_separator: ',',
      thousands_separator: null,
    })
    expect(numberFormat([['1,234.50', '2,000', '3.5']])).toEqual({
      decimal_separator: '.',
      thousands_separator: ',',
    })
    expect(
      numberFormat([
        ['a,b', 'c'],
        ['1.5', '2'],
      ]),
    ).toEqual({
      decimal_separator: '.',
      thousands_separator: null,
    })
  })
})
