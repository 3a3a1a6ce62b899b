import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bind, type Mention } from './binder'
import { scoreAlias } from './binder-index'
import { cars, flights, sales, weather } from './testing/profiles'
import type { TableProfile } from './types'

const columns = (q: string, p: TableProfile) =>
  bind(q, p)
    .mentions.filter((m): m is Extract<Mention, { type: 'column' }> => m.type === 'column')
    .map((m) => m.candidates[0]?.column)
const values = (q: string, p: TableProfile) =>
  bind(q, p)
    .mentions.filter((m): m is Extract<Mention, { type: 'value' }> => m.type === 'value')
    .map((m) => m.candidates.map((c) => `${c.column}=${c.value}`).join('|'))

describe('binder', () => {
  it('binds columns by name, by synonym and despite typos', () => {
    expect(columns('average temp_max', weather)).toEqual(['temp_max'])
    expect(columns('max temperature and minimum temperature', weather)).toEqual([
      'temp_max',
      'temp_min',
    ])
    expect(columns('temperature', weather)).toEqual(['temp_max'])
    expect(columns('fuel economy and mpg', cars)).toEqual(['Miles_per_Gallon', 'Miles_per_Gallon'])
    expect(columns('revenue by sub-category', sales)).toEqual(['Sales', 'Sub-Category'])
    expect(columns('precipitaton', weather)).toEqual(['precipitation'])
    expect(columns('horspower of heavy cars by weight', cars)).toEqual([
      'Horsepower',
      'Weight_in_lbs',
    ])
    expect(columns('departure airport', flights)).toEqual(['origin'])
  })

  it('prefers the exact name over a longer one (category vs Sub-Category)', () => {
    expect(columns('category', sales)).toEqual(['Category'])
  })

  it('binds counted nouns to identifiers (orders -> Order ID)', () => {
    const m = bind('how many orders', sales).mentions.find((x) => x.type === 'column')
    expect(m?.type === 'column' && m.candidates.map((c) => c.column)).toEqual(['Order ID'])
  })

  it('does not bind a lone cue word to part of a column name', () => {
    expect(columns('what is the max of wind', weather)).toEqual(['wind'])
  })

  it('binds values of categorical columns, including adjectives and multi-word values', () => {
    expect(values('rainy days', weather)).toEqual(['weather=rain'])
    expect(values('sunny or foggy', weather)).toEqual(['weather=sun', 'weather=fog'])
    expect(values('the Home Office segment', sales)).toEqual(['Segment=Home Office'])
    expect(values("Claire O'Neil", sales)).toEqual(["Customer Name=Claire O'Neil"])
  })

  it('binds airport codes only when written in capitals, to every column that has them', () => {
    expect(values('from SFO to LAX', flights)).toEqual([
      'origin=SFO|destination=SFO',
      'origin=LAX|destination=LAX',
    ])
    expect(values('sea level, sfo', flights)).toEqual([])
  })

  it('reads numbers, percentages, thousands separators and Arabic digits', () => {
    const nums = (q: string) =>
      bind(q, sales).mentions.flatMap((m) => (m.type === 'number' ? [m.value] : []))
    expect(nums('top 5 above 1,500 or 20% in 2016')).toEqual([5, 1500, 20, 2016])
    expect(nums('أعلى ٥')).toEqual([5])
  })

  it('scores aliases: exact 1, identifier suffix 0.8, partial 0.7, near miss below', () => {
    expect(scoreAlias(['order', 'id'], ['order', 'id'])).toBe(1)
    expect(scoreAlias(['order'], ['order', 'id'])).toBe(0.8)
    expect(scoreAlias(['order'], ['order', 'date'])).toBe(0.7)
    expect(scoreAlias(['precipitaton'], ['precipitation'])).toBe(0.65)
    expect(scoreAlias(['max'], ['temp', 'max'])).toBe(0)
  })

  it('never invents a column or a value (property)', () => {
    const profiles = [weather, sales, flights, cars]
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom(...profiles), (q, p) => {
        const names = new Set(p.columns.map((c) => c.name))
        for (const m of bind(q, p).mentions) {
          if (m.type === 'column')
            m.candidates.forEach((c) => expect(names.has(c.column)).toBe(true))
          if (m.type === 'value')
            m.candidates.forEach((c) =>
              expect(p.columns.find((x) => x.name === c.column)?.values).toContain(c.value),
            )
        }
      }),
      { numRuns: 300 },
    )
  })
})
