import { describe, expect, it } from 'vitest'
import type { TableProfile } from '../types'
import { numericColumn } from '../testing/profiles'
import { withSemantics } from './model'
import { englishName, plainName } from './plain-name'

/** Plain names of made-up headers, alone and with a dataset's own words for them. */

const col = numericColumn

function table(columns: string[], vocabulary?: TableProfile['vocabulary']): TableProfile {
  const profile: TableProfile = {
    table: 't',
    rows: 10,
    columns: columns.map((c) => col(c)),
    source: { datasetId: 'd', datasourceId: 'ds', fileName: 't.csv', fileType: 'csv' },
    ...(vocabulary ? { vocabulary } : {}),
  }
  return withSemantics(profile, { name: 't', description: '' })
}

describe('a header read in plain words', () => {
  it('keeps a header made of words, re-joined', () => {
    expect(englishName('Miles_per_Gallon')).toBe('miles per gallon')
    expect(englishName('Ship Mode')).toBe('ship mode')
    expect(englishName('passengerClass')).toBe('passenger class')
    expect(englishName('Cylinders')).toBe('cylinders')
    expect(englishName('Weight_in_lbs')).toBe('weight in lbs')
    expect(englishName('TOTAL_SALES')).toBe('total sales')
  })

  it('spells out abbreviations it is sure of', () => {
    expect(englishName('wt')).toBe('weight')
    expect(englishName('hp')).toBe('horsepower')
    expect(englishName('pop')).toBe('population')
    expect(englishName('brainwt')).toBe('brain weight')
    expect(englishName('avg_temp')).toBe('average temperature')
    expect(englishName('unemploy')).toBe('unemployment')
  })

  it('reads WordNet compounds: "life_expect" is life expectancy, "per capita" stays', () => {
    expect(englishName('life_expect')).toBe('life expectancy')
    expect(englishName('lifeExp')).toBe('life expectancy')
    expect(englishName('gdp_per_capita')).toBe('GDP per capita')
  })

  it('says a trailing max, min or total first, and "number of"', () => {
    expect(englishName('temp_max')).toBe('max temperature')
    expect(englishName('temp_min')).toBe('min temperature')
    expect(englishName('poptotal')).toBe('total population')
    expect(englishName('sleep_total')).toBe('total sleep')
    expect(englishName('num_employees')).toBe('number of employees')
    expect(englishName('numRooms')).toBe('number of rooms')
  })

  it('keeps acronyms and codes as written, or as WordNet writes them', () => {
    expect(englishName('GDP_per_capita')).toBe('GDP per capita')
    expect(englishName('SAT_score')).toBe('SAT score')
    expect(englishName('CO2')).toBe('CO2')
    expect(englishName('co2_emissions')).toBe('CO2 emissions')
    expect(englishName('NOx')).toBe('NOx')
    expect(englishName('pH')).toBe('pH')
    expect(englishName('Order ID')).toBe('order ID')
    expect(englishName('Q1')).toBe('Q1')
  })

  it('invents nothing: an abbreviation no rule is sure of stays as written', () => {
    // supp: support, supply or supplement; displ: display or displacement; sub: subject or …
    expect(englishName('supp')).toBe('supp')
    expect(englishName('displ')).toBe('displ')
    expect(englishName('Sub-Category')).toBe('sub-category')
    expect(englishName('medv')).toBe('medv')
    // Scraps of a glued run ("ls tat", "pc lass") are no reading of it.
    expect(englishName('lstat')).toBe('lstat')
    expect(englishName('Pclass')).toBe('pclass')
    expect(englishName('fl')).toBe('fl')
  })
})

describe("the dataset's own words", () => {
  const p = table(['mpg', 'temp_max', 'Sales', 'x1', 'score', 'pop', 'wind', 'Sub-Category'], {
    columns: {
      mpg: ['miles per us gallon'],
      temp_max: ['hot', 'high temperature', 'max temperature', '最高气温', '热'],
      Sales: ['revenue', '销售额'],
      x1: ['how it was measured', 'household income'],
      score: ['the score each judge gave out of ten points'],
      pop: ['population', 'people'],
      wind: ['windy', 'wind speed'],
      'Sub-Category': ['subcategory'],
    },
  })

  it('a phrase that says every word of the header names it', () => {
    expect(plainName('mpg', p)).toBe('miles per US gallon')
    expect(plainName('temp_max', p)).toBe('max temperature')
    expect(plainName('pop', p)).toBe('population')
    expect(plainName('wind', p)).toBe('wind speed')
    expect(plainName('Sub-Category', p)).toBe('subcategory')
  })

  it('a synonym does not replace a header made of words; an adjective never names it', () => {
    expect(plainName('Sales', p)).toBe('sales')
    expect(plainName('wind', p)).not.toBe('windy')
  })

  it('a header that says nothing takes the first noun phrase; a long description is no name', () => {
    expect(plainName('x1', p)).toBe('household income')
    expect(plainName('score', p)).toBe('score')
  })

  it('in Chinese: a Chinese header as written, else the fullest Chinese phrase, else English', () => {
    const zh = table(['失业人数', 'temp_max', 'Sales', 'wind'], {
      columns: { temp_max: ['最高气温', '热'], Sales: ['销售', '销售额'] },
    })
    expect(plainName('失业人数', zh, 'ZH-CN')).toBe('失业人数')
    expect(plainName('失业人数', zh, 'EN')).toBe('失业人数')
    expect(plainName('temp_max', zh, 'ZH-CN')).toBe('最高气温')
    expect(plainName('Sales', zh, 'ZH-CN')).toBe('销售额')
    expect(plainName('wind', zh, 'ZH-CN')).toBe('wind')
  })

  it('a column the profile does not have is read from its name', () => {
    expect(plainName('temp_min', p)).toBe('min temperature')
    expect(plainName('temp_min', null)).toBe('min temperature')
  })
})
