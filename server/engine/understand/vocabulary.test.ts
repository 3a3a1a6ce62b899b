import { describe, expect, it } from 'vitest'
import { SAMPLE_VOCABULARY } from '../../jobs/samples/sample-vocabulary'
import { decide } from '../plan/decide'
import { cars, weather } from '../testing/profiles'
import type { TableProfile } from '../types'
import { understand } from './understand'

/** The same tables with the vocabulary their sample dataset ships with. */
const carsWithWords: TableProfile = { ...cars, vocabulary: SAMPLE_VOCABULARY['dset-sample-cars'] }
const weatherWithWords: TableProfile = {
  ...weather,
  vocabulary: SAMPLE_VOCABULARY['dset-sample-seattle-weather'],
}

describe("a dataset's own vocabulary", () => {
  it('binds "hp" and 马力 on Cars through its profile, and nothing on the same table without it', () => {
    expect(understand('Average mpg by year', carsWithWords).measures.map((c) => c.name)).toEqual([
      'Miles_per_Gallon',
    ])
    expect(understand('平均马力', carsWithWords).measures.map((c) => c.name)).toEqual([
      'Horsepower',
    ])
    expect(understand('Average hp by year', carsWithWords).measures.map((c) => c.name)).toEqual([
      'Horsepower',
    ])
    // "mpg" is general English (miles per gallon, en.ts); "hp" and 马力 are only Cars' words.
    const bare = understand('Average hp by year', cars)
    expect(bare.measures).toEqual([])
    expect(bare.unknownMeasures).toContain('hp')
    expect(understand('平均马力', cars).measures).toEqual([])
  })

  it('"hottest" ranks temp_max with the weather vocabulary, and a weather word names a value', () => {
    const d = decide('What was the hottest day?', [weatherWithWords], 'Seattle weather', null)
    expect(d.type === 'plan' && d.plan).toMatchObject({
      kind: 'extreme_row',
      column: 'temp_max',
      order: 'desc',
    })
    const u = understand('How many rainy days were there in 2015?', weatherWithWords)
    expect(u.values.map((v) => `${v.column.name}=${v.value}`)).toEqual(['weather=rain'])
  })
})

describe('numbers that are conditions', () => {
  it('"8 cylinders" is a filter on a column of few values, not a grouping', () => {
    const d = decide('average mpg of cars with 8 cylinders', [carsWithWords], 'Cars', null)
    expect(d.type === 'plan' && d.plan).toMatchObject({
      kind: 'aggregate',
      measures: [{ agg: 'avg', column: 'Miles_per_Gallon' }],
      dims: [],
      filters: [{ op: 'in', column: 'Cylinders', values: [8] }],
    })
  })

  it('a month named alone filters the calendar month; a unit after a number is no year', () => {
    const u = understand('Average wind in January', weather)
    expect(u.months).toEqual([1])
    const far = understand('How many days had more than 2000 mm of precipitation?', weather)
    expect(far.years).toEqual([])
    expect(far.conditions).toEqual([{ column: 'precipitation', op: '>', value: 2000 }])
  })
})
