import { describe, expect, it } from 'vitest'
import { parseUnit, splitTrailingUnit } from './dictionary-units'

describe('parseUnit', () => {
  it.each([
    ['1,000 lb', { unit: 'lb', scale: 1000 }],
    ['in thousands', { scale: 1000 }],
    ['$1,000s', { unit: '$', scale: 1000 }],
    ['thousands of dollars', { unit: '$', scale: 1000 }],
    ['millions of US$', { unit: 'US$', scale: 1e6 }],
    ['£m', { unit: '£', scale: 1e6 }],
    ['percent', { unit: 'percent' }],
    ['%', { unit: 'percent' }],
    ['per 100,000', { unit: 'per 100,000' }],
    ['per 1,000 live births', { unit: 'per 1,000' }],
    ['Seconds', { unit: 'seconds' }],
    ['km/h', { unit: 'km/h' }],
    ['metres', { unit: 'metres' }],
    ['kg', { unit: 'kg' }],
    ['千人', { unit: '人', scale: 1000 }],
    ['万', { scale: 1e4 }],
    ['亿元', { unit: '元', scale: 1e8 }],
    ['千克', { unit: '千克' }],
  ])('reads %s', (text, unit) => {
    expect(parseUnit(text)).toEqual(unit)
  })

  it('rejects words that are not units, and counts that are not scales', () => {
    expect(parseUnit('weight')).toBeNull()
    expect(parseUnit('5 km')).toBeNull()
    expect(parseUnit('0-100')).toBeNull()
    expect(parseUnit('m')).toBeNull()
    expect(parseUnit('(m)', true)).toEqual({ unit: 'm' })
  })
})

describe('splitTrailingUnit', () => {
  it('takes the unit off the end of a phrase', () => {
    expect(splitTrailingUnit('weight in 1,000 lb')).toEqual({
      rest: 'weight',
      unit: { unit: 'lb', scale: 1000 },
    })
    expect(splitTrailingUnit('deaths per 100,000 people')?.unit).toEqual({ unit: 'per 100,000' })
    expect(splitTrailingUnit('unemployment rate %')?.rest).toBe('unemployment rate')
    expect(splitTrailingUnit('deaths in road accidents')).toBeNull()
  })
})
