import { describe, expect, it } from 'vitest'
import { SAMPLE_VOCABULARY } from '../../jobs/samples/sample-vocabulary'
import { cars, flights, weather as bare } from '../testing/profiles'
import type { ColumnProfile, TableProfile } from '../types'
import { decide } from './decide'

const col = (
  name: string,
  kind: ColumnProfile['kind'],
  extra: Partial<ColumnProfile> = {},
): ColumnProfile => ({
  name,
  type: kind === 'numeric' ? 'BIGINT' : kind === 'temporal' ? 'DATE' : 'VARCHAR',
  kind,
  distinct: 10,
  nulls: 0,
  min: null,
  max: null,
  values: [],
  ...extra,
})
/** People with a sex, a race, an age and a date of death over two years (one death in the second). */
const deaths: TableProfile = {
  table: 'deaths',
  rows: 63,
  columns: [
    col('age', 'numeric', { min: 15, max: 87, distinct: 30, lowCardinality: true }),
    col('gender', 'categorical', { distinct: 2, values: ['Female', 'Male'] }),
    col('race', 'categorical', { distinct: 4, values: ['Asian', 'Black', 'Latino', 'White'] }),
    col('death_date', 'temporal', { min: '1992-04-29', max: '1993-11-24', distinct: 10 }),
    col('job', 'categorical', { distinct: 12, values: ['Doctor of medicine', 'Clerk', 'Driver'] }),
  ],
  source: { datasetId: 'd', datasourceId: 'deaths', fileName: 'deaths.csv', fileType: 'csv' },
}

const weather = { ...bare, vocabulary: SAMPLE_VOCABULARY['dset-sample-seattle-weather'] }
const plan = (question: string) => {
  const d = decide(question, [weather], 'Seattle weather', null)
  return d.type === 'plan' ? d.plan : d.type
}

describe('no number for a question half understood', () => {
  it('an average of nothing placed says which words it could not place, and counts no rows', () => {
    for (const question of [
      'What is the typical daily high in each month?',
      'what is the median low each month',
    ]) {
      const d = decide(question, [weather], 'Seattle weather', null)
      expect(d.type, question).toBe('abstain')
      expect(d.u?.notUnderstood.join(' '), question).toMatch(/high|low/)
    }
  })

  it('a comparison that became no condition is not dropped', () => {
    const d = decide('how many days had more than 10 mm of rain', [bare], 'Seattle weather', null)
    expect(d.type).toBe('abstain')
    expect(d.u?.notUnderstood).toContain('more than 10 mm')
  })
})

describe('words left out that change the answer', () => {
  const unplaced = (question: string, profile = flights) => {
    const d = decide(question, [profile], 'Flights', null)
    return d.type === 'abstain'
      ? d.u?.notUnderstood
      : `answered: ${JSON.stringify(d.type === 'plan' ? d.plan : d)}`
  }

  it('a name no cell holds is a filter, not a word to skip', () => {
    expect(unplaced("What's the average delay out of Chicago?")).toContain('Chicago')
  })

  it('a clock time is the hour of the time column; a state no condition holds is not dropped ("on time")', () => {
    const early = decide('How many flights departed before 6 am?', [flights], 'Flights', null)
    expect(early.type === 'plan' ? early.plan.filters : early).toEqual([
      { op: 'in', column: 'date', values: [0, 1, 2, 3, 4, 5], part: 'hour' },
    ])
    const late = decide('How many flights were on time?', [flights], 'Flights', null)
    expect(late).toMatchObject({ type: 'refuse', reason: 'condition', words: ['on time'] })
  })

  it('a superlative grades the measure it follows ("delays the longest"), it names no second one', () => {
    const d = decide('On which day of the week are delays the longest?', [flights], 'Flights', null)
    expect(
      d.type === 'plan' && d.plan.kind === 'aggregate' ? d.plan.measures.map((m) => m.column) : d,
    ).toEqual(['delay'])
  })

  it('a grouping the data lacks ("which airline") is not answered over all rows', () => {
    expect(unplaced('Which airline has the most delayed flights?')).toContain('airline')
  })

  it('rows counted in a state ("left late") are not the sum of the state\'s measure', () => {
    const withWords = { ...flights, vocabulary: SAMPLE_VOCABULARY['dset-sample-flights-3m'] }
    expect(unplaced('How many flights left SFO late?', withWords)).toContain('late')
  })

  it('a threshold in words ("below freezing") and a quantity the measure does not hold ("temperature range")', () => {
    expect(unplaced('How many days was it below freezing?', bare)).toEqual(['below freezing'])
    expect(unplaced("What's the average temperature range in July?", weather)).toEqual([
      'temperature range',
    ])
  })

  it('a share of nothing placed is no count of all rows', () => {
    expect(unplaced('What share of flights were on time?')).toContain('time')
  })

  it('a people\'s name binds its place ("American cars" → Origin USA)', () => {
    expect(
      decide('What is the average horsepower of American cars?', [cars], 'Cars', null),
    ).toMatchObject({
      type: 'plan',
      plan: { filters: [{ op: 'in', column: 'Origin', values: ['USA'] }] },
    })
  })

  it('two measures and "ratio" divide one total by the other, per group', () => {
    expect(
      decide('What is the horsepower to weight ratio by origin?', [cars], 'Cars', null),
    ).toMatchObject({
      type: 'plan',
      plan: {
        kind: 'ratio',
        numerator: { measure: { agg: 'sum', column: 'Horsepower' } },
        denominator: { measure: { agg: 'sum', column: 'Weight_in_lbs' } },
        dims: [{ column: 'Origin' }],
      },
    })
  })
})

describe('people', () => {
  const plan = (question: string) => {
    const d = decide(question, [deaths], 'Deaths', null)
    return d.type === 'plan' ? d.plan : { type: d.type, words: d.u?.notUnderstood }
  }

  it('"women" and "men" bind the values Female and Male', () => {
    expect(plan('How many victims were women?')).toMatchObject({
      filters: [{ column: 'gender', values: ['Female'] }],
    })
    expect(plan('How many Latino men died?')).toMatchObject({
      filters: [
        { column: 'race', values: ['Latino'] },
        { column: 'gender', values: ['Male'] },
      ],
    })
  })

  it('a column averaged is not also a group', () => {
    expect(plan('What was the average age of Black victims?')).toMatchObject({
      measures: [{ agg: 'avg', column: 'age' }],
      dims: [],
    })
  })

  it('"on May 1" over two years is May 1 of each; with a year, that day', () => {
    expect(plan('How many deaths were there on May 1?')).toMatchObject({
      filters: [
        { part: 'month', values: [5] },
        { part: 'day', values: [1] },
      ],
    })
    expect(plan('How many deaths on April 30, 1992?')).toMatchObject({
      filters: [{ op: 'between', low: '1992-04-30', high: '1992-04-30' }],
    })
  })

  it('a word only part of some value ("doctors") is a filter left out, not ignored', () => {
    const d = decide('How many doctors died?', [deaths], 'Deaths', null)
    expect(d.type).toBe('abstain')
    expect(d.u?.notUnderstood).toContain('doctors')
  })
})

describe('monthly readings of two measures', () => {
  const co2: TableProfile = {
    table: 'co2',
    rows: 740,
    columns: [
      col('Date', 'temporal', { min: '1958-03-01', max: '2019-12-01', distinct: 740 }),
      col('CO2', 'numeric', { type: 'DOUBLE', min: 313, max: 415 }),
      col('adjusted CO2', 'numeric', { type: 'DOUBLE', min: 314, max: 412 }),
    ],
    source: {
      datasetId: 'd',
      datasourceId: 'co2',
      fileName: 'co2-concentration.csv',
      fileType: 'csv',
    },
  }
  const d = (question: string) => decide(question, [co2], 'CO2 concentration', null)

  it('"first pass 400" is the first reading above 400', () => {
    expect(d('When did CO2 first pass 400 ppm?')).toMatchObject({
      type: 'plan',
      plan: {
        kind: 'extreme_row',
        filters: [{ op: '>', column: 'CO2', value: 400 }],
        order: 'asc',
      },
    })
  })

  it('"the peak reading" names no measure of the two: no count of readings instead', () => {
    const peak = d('What was the peak reading in 2015?')
    expect(peak.type).toBe('abstain')
    expect(peak.u?.notUnderstood).toEqual(['peak reading'])
  })
})

describe('places', () => {
  const airports: TableProfile = {
    table: 'airports',
    rows: 3376,
    columns: [
      col('iata', 'id', { distinct: 3376 }),
      col('name', 'categorical', { distinct: 3300 }),
      col('state', 'categorical', { distinct: 56, values: ['AK', 'HI', 'CA', 'TX'] }),
      col('latitude', 'numeric', { type: 'DOUBLE', min: 7, max: 71 }),
    ],
    source: { datasetId: 'd', datasourceId: 'airports', fileName: 'airports.csv', fileType: 'csv' },
  }
  const d = (question: string) => decide(question, [airports], 'US airports', null)

  it('"Alaska and Hawaii combined" keeps both states, pooled', () => {
    expect(d('How many airports are in Alaska and Hawaii combined?')).toMatchObject({
      type: 'plan',
      plan: { kind: 'aggregate', filters: [{ column: 'state', values: ['AK', 'HI'] }], dims: [] },
    })
  })

  it('"southernmost" ranks by latitude, upwards', () => {
    expect(d('What is the southernmost airport?')).toMatchObject({
      type: 'plan',
      plan: { kind: 'extreme_row', column: 'latitude', order: 'asc' },
    })
  })
})

describe('a decade named, a kind asked for', () => {
  const disasters: TableProfile = {
    table: 'disasters',
    rows: 800,
    columns: [
      col('Entity', 'categorical', {
        distinct: 12,
        values: ['All natural disasters', 'Drought', 'Earthquake', 'Flood'],
      }),
      col('Year', 'year', { type: 'BIGINT', min: 1900, max: 2017, distinct: 118 }),
      col('Deaths', 'numeric', { type: 'BIGINT', min: 0, max: 3_700_000 }),
    ],
    source: {
      datasetId: 'd',
      datasourceId: 'disasters',
      fileName: 'disasters.csv',
      fileType: 'csv',
    },
  }
  const d = (question: string) => decide(question, [disasters], 'Natural disaster deaths', null)

  it('"the deadliest disaster type in the 1920s" ranks kinds by their deaths over the ten years', () => {
    expect(d('Which disaster type was deadliest in the 1920s?')).toMatchObject({
      type: 'plan',
      plan: {
        kind: 'aggregate',
        filters: [{ op: 'between', column: 'Year', low: 1920, high: 1929 }, { op: 'not_in' }],
        measures: [{ agg: 'sum', column: 'Deaths' }],
        dims: [{ column: 'Entity' }],
        limit: 1,
      },
    })
  })

  it('"the worst year" does not say which end is worst', () => {
    const worst = d('What was the worst year for floods?')
    expect(worst.type).toBe('abstain')
    expect(worst.u?.notUnderstood).toContain('worst')
  })
})

describe('countries by region', () => {
  const countries: TableProfile = {
    table: 'countries',
    rows: 187,
    columns: [
      col('country', 'categorical', { distinct: 187, values: ['Chad', 'France', 'Japan'] }),
      col('income', 'numeric', { min: 599, max: 132877, distinct: 187 }),
      col('health', 'numeric', { type: 'DOUBLE', min: 48, max: 84, distinct: 140 }),
      col('region', 'categorical', {
        distinct: 4,
        values: ['america', 'east_asia_pacific', 'europe_central_asia', 'sub_saharan_africa'],
      }),
    ],
    source: {
      datasetId: 'd',
      datasourceId: 'countries',
      fileName: 'countries.parquet',
      fileType: 'parquet',
    },
  }
  const d = (question: string) => decide(question, [countries], 'Country health and income', null)

  it('"the poorest region" ranks regions by income, upwards', () => {
    expect(d('Which region is the poorest?')).toMatchObject({
      type: 'plan',
      plan: {
        measures: [{ agg: 'avg', column: 'income' }],
        dims: [{ column: 'region' }],
        order: 'asc',
        limit: 1,
      },
    })
  })

  it('"the most countries" counts countries per region, and "the most" alone is not answered', () => {
    expect(d('Which region has the most countries?')).toMatchObject({
      type: 'plan',
      plan: {
        measures: [{ agg: 'count_distinct', column: 'country' }],
        dims: [{ column: 'region' }],
      },
    })
    expect(d('Which region has the most?').type).toBe('abstain')
  })

  it('"Europe" names the one region that holds the word; "Asia", in two, names none', () => {
    expect(d('What is the average income in Europe?')).toMatchObject({
      type: 'plan',
      plan: { filters: [{ column: 'region', values: ['europe_central_asia'] }] },
    })
    expect(d('What is the average income in Asia?').type).toBe('abstain')
  })
})

describe('periods analysts name', () => {
  it('"the last 3 years" and "the last 2 weeks" end where the data ends', () => {
    expect(plan('what was the average wind over the last 3 years')).toMatchObject({
      filters: [{ op: 'between', column: 'date', low: 2013, high: 2015, part: 'year' }],
      measures: [{ agg: 'avg', column: 'wind' }],
    })
    expect(plan('average wind in the last 2 weeks')).toMatchObject({
      filters: [{ op: 'between', column: 'date', low: '2015-12-18', high: '2015-12-31' }],
    })
  })

  it('"days" counted per month are the rows, and the month groups them', () => {
    expect(plan('How many days had rain each month?')).toMatchObject({
      measures: [{ agg: 'count', column: null }],
      dims: [{ column: 'date', grain: 'month' }],
    })
  })

  it('an average "daily" figure over one row per day is one number, not one per day', () => {
    expect(plan('what is the average daily precipitation')).toMatchObject({ dims: [] })
    expect(plan('每天平均降水量是多少')).toMatchObject({ dims: [] })
  })

  it('"the top 5 days" ranks days; a median per month groups daily rows', () => {
    expect(plan('top 5 days by wind')).toMatchObject({ limit: 5 })
    expect(plan('the 3 windiest days')).toMatchObject({
      dims: [{ column: 'date', grain: 'day' }],
      limit: 3,
    })
    expect(plan('median minimum temperature per month')).toMatchObject({
      kind: 'stats',
      per: { column: 'date', grain: 'month' },
    })
  })

  it("a Chinese vocabulary phrase binds across the segmenter's split (最高|气温)", () => {
    expect(plan('平均最高气温按月')).toMatchObject({
      measures: [{ agg: 'avg', column: 'temp_max' }],
      dims: [{ column: 'date', grain: 'month' }],
    })
  })
})
