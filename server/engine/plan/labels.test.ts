import { describe, expect, it } from 'vitest'
import { readable } from './labels'

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
