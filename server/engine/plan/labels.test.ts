import { describe, expect, it } from 'vitest'
import { dimLabel, measureName, readable } from './labels'

describe('readable column names for chart titles', () => {
  it('splits identifiers and lowercases capitalised words in English', () => {
    expect(readable('temp_max', true)).toBe('temp max')
    expect(readable('Sales', true)).toBe('sales')
    expect(readable('totalSales', true)).toBe('total sales')
    expect(readable('Ship-Mode', true)).toBe('ship mode')
  })

  it('keeps acronyms and codes, and the case of other languages', () => {
    expect(readable('GDP_per_capita', true)).toBe('GDP per capita')
    expect(readable('CO2', true)).toBe('CO2')
    expect(readable('Umsatz_Gesamt', false)).toBe('Umsatz Gesamt')
    expect(readable('销售额', true)).toBe('销售额')
  })
})

describe('names for people to read', () => {
  const plain = (c: string) =>
    ({ temp_max: 'max temperature', poptotal: 'total population' })[c] ?? c

  it('a measure reads with the column plain name; the alias keeps the column', () => {
    expect(measureName({ agg: 'avg', column: 'temp_max' }, 'EN', '', plain)).toBe(
      'average max temperature',
    )
    expect(measureName({ agg: 'avg', column: 'temp_max' }, 'EN')).toBe('average temp_max')
  })

  it('"total population" is not a "total total population"', () => {
    expect(measureName({ agg: 'sum', column: 'poptotal' }, 'EN', '', plain)).toBe(
      'total population',
    )
    expect(measureName({ agg: 'avg', column: 'poptotal' }, 'EN', '', plain)).toBe(
      'average total population',
    )
  })

  it('a dimension reads with its plain name, or its grain', () => {
    expect(dimLabel({ column: 'temp_max' }, plain)).toBe('max temperature')
    expect(dimLabel({ column: 'Order Date', grain: 'month' }, plain)).toBe('month')
    expect(dimLabel({ column: 'Year', grain: 'year' }, (c) => c.toLowerCase())).toBe('year')
  })
})
