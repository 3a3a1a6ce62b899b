import { describe, expect, it } from 'vitest'
import { bind } from './binder'
import { draftOf } from './draft'
import { planDraft } from './planner'
import { cars, flights, sales, weather } from './testing/profiles'
import type { Plan, PlanResult, TableProfile } from './types'

const plan = (q: string, p: TableProfile): PlanResult =>
  planDraft(draftOf(bind(q, p), p), p, p.source.datasourceId)
const ok = (q: string, p: TableProfile): Plan => {
  const r = plan(q, p)
  if (!r.ok) throw new Error(`${q}: ${JSON.stringify(r.unmapped)}`)
  return r.plan
}

describe('planner: the plan kinds of docs/architecture.md', () => {
  it('describe', () => {
    expect(ok('Describe the dataset', weather)).toMatchObject({
      kind: 'describe',
      dims: [],
      filters: [],
    })
    expect(ok('give me a summary', sales).kind).toBe('describe')
  })

  it('aggregate by, with sums for quantities and means for levels', () => {
    expect(ok('Total sales by region', sales)).toMatchObject({
      kind: 'aggregate',
      measure: { agg: 'sum', column: 'Sales' },
      dims: [{ column: 'Region' }],
    })
    expect(ok('profit per segment', sales)).toMatchObject({
      measure: { agg: 'sum', column: 'Profit' },
      dims: [{ column: 'Segment' }],
    })
    expect(ok('wind by weather', weather)).toMatchObject({
      measure: { agg: 'avg', column: 'wind' },
      dims: [{ column: 'weather' }],
    })
    expect(ok('sales by category and region', sales).dims).toEqual([
      { column: 'Category' },
      { column: 'Region' },
    ])
    expect(ok('How many cars per cylinders?', cars)).toMatchObject({
      measure: { agg: 'count', column: null },
      dims: [{ column: 'Cylinders' }],
    })
    expect(ok('median discount', sales)).toMatchObject({
      kind: 'aggregate',
      dims: [],
      measure: { agg: 'median', column: 'Discount' },
    })
  })

  it('top N, by group or by row, with 10 for "top" and 1 for "which X has the most"', () => {
    expect(ok('Top 5 states by profit', sales)).toMatchObject({
      kind: 'top',
      dims: [{ column: 'State' }],
      limit: 5,
      order: 'desc',
      measure: { agg: 'sum', column: 'Profit' },
    })
    expect(ok('top states by sales', sales).limit).toBe(10)
    expect(ok('Which region has the lowest total profit?', sales)).toMatchObject({
      kind: 'top',
      limit: 1,
      order: 'asc',
    })
    expect(ok('Top 3 cars by horsepower', cars)).toMatchObject({
      kind: 'top',
      rowLevel: true,
      label: 'Name',
      limit: 3,
      measure: { column: 'Horsepower' },
    })
    expect(ok('What was the hottest day?', weather)).toMatchObject({
      kind: 'top',
      dims: [{ column: 'date', grain: 'day' }],
      limit: 1,
      measure: { column: 'temp_max' },
    })
    expect(ok('Which weather is most common?', weather)).toMatchObject({
      kind: 'top',
      measure: { agg: 'count' },
      dims: [{ column: 'weather' }],
      limit: 1,
    })
  })

  it('trend over time, with a grain from the words or from the span', () => {
    expect(ok('monthly sales in 2016', sales)).toMatchObject({
      kind: 'trend',
      dims: [{ column: 'Order Date', grain: 'month' }],
      filters: [{ kind: 'period', part: 'year', op: '=', value: 2016 }],
    })
    expect(ok('average max temperature by year', weather)).toMatchObject({
      kind: 'trend',
      dims: [{ column: 'date', grain: 'year' }],
      measure: { agg: 'avg', column: 'temp_max' },
    })
    expect(ok('trend of flights', flights)).toMatchObject({
      kind: 'trend',
      dims: [{ column: 'date', grain: 'week' }],
      measure: { agg: 'count' },
    })
    expect(ok('average delay by day of week', flights).dims).toEqual([
      { column: 'date', grain: 'weekday' },
    ])
    expect(ok('Average mpg by year', cars)).toMatchObject({
      kind: 'trend',
      dims: [{ column: 'Year', grain: 'year' }],
    })
  })

  it('distribution: a histogram of a number, counts of a category', () => {
    expect(ok('distribution of distance', flights)).toMatchObject({
      kind: 'distribution',
      column: 'distance',
    })
    expect(ok('distribution of weather', weather)).toMatchObject({
      kind: 'aggregate',
      dims: [{ column: 'weather' }],
      measure: { agg: 'count' },
    })
  })

  it('compare values of a column, or years', () => {
    expect(ok('Compare sun and rain by average wind', weather)).toMatchObject({
      kind: 'compare',
      dims: [{ column: 'weather' }],
      values: ['sun', 'rain'],
      measure: { agg: 'avg', column: 'wind' },
    })
    expect(ok('average sales for East and West', sales)).toMatchObject({
      kind: 'compare',
      values: ['East', 'West'],
    })
    expect(ok('compare total sales in 2014 and 2017', sales)).toMatchObject({
      kind: 'compare',
      dims: [{ column: 'Order Date', grain: 'year' }],
      values: ['2014', '2017'],
    })
  })

  it('correlation between two numbers', () => {
    expect(ok('correlation between weight and mpg', cars)).toMatchObject({
      kind: 'correlation',
      x: 'Weight_in_lbs',
      y: 'Miles_per_Gallon',
    })
    expect(plan('correlation of wind', weather)).toEqual({
      ok: false,
      unmapped: { reason: 'needs-two-numbers', words: ['wind'] },
    })
  })

  it('filter and count, with comparisons, values, years, months and negation', () => {
    expect(ok('How many rainy days in 2015?', weather)).toMatchObject({
      kind: 'filter',
      measure: { agg: 'count', column: null },
      filters: [
        { kind: 'period', value: 2015 },
        { kind: 'in', column: 'weather', values: ['rain'] },
      ],
    })
    expect(ok('How many flights from SFO to LAX?', flights).filters).toEqual([
      { kind: 'in', column: 'origin', values: ['SFO'] },
      { kind: 'in', column: 'destination', values: ['LAX'] },
    ])
    expect(ok('Which cars have more than 200 horsepower?', cars)).toMatchObject({
      kind: 'filter',
      list: true,
      filters: [{ kind: 'cmp', column: 'Horsepower', op: '>', value: 200 }],
    })
    expect(ok('total profit with discount above 20%', sales).filters).toEqual([
      { kind: 'cmp', column: 'Discount', op: '>', value: 0.2 },
    ])
    expect(ok('average mpg of cars with 8 cylinders', cars).filters).toEqual([
      { kind: 'cmp', column: 'Cylinders', op: '=', value: 8 },
    ])
    expect(ok('how many days not sunny', weather).filters).toEqual([
      { kind: 'in', column: 'weather', values: ['sun'], negate: true },
    ])
    expect(ok('total precipitation in January', weather).filters).toEqual([
      { kind: 'period', column: 'date', part: 'month', op: '=', value: 1 },
    ])
    expect(ok('total sales between 2015 and 2016', sales).filters).toEqual([
      {
        kind: 'period',
        column: 'Order Date',
        part: 'year',
        op: 'between',
        value: 2015,
        high: 2016,
      },
    ])
    expect(ok('how many orders in 2016', sales)).toMatchObject({
      measure: { agg: 'count_distinct', column: 'Order ID' },
    })
  })

  it('says honestly when a question does not map', () => {
    expect(plan('average salary by department', sales)).toEqual({
      ok: false,
      unmapped: { reason: 'unknown-dimension', words: ['department'] },
    })
    expect(plan('average salary', sales)).toEqual({
      ok: false,
      unmapped: { reason: 'unknown-measure', words: ['salary'] },
    })
    expect(plan('what is the meaning of life', weather)).toMatchObject({
      ok: false,
      unmapped: { reason: 'nothing' },
    })
    expect(plan('How many flights were cancelled?', flights)).toEqual({
      ok: false,
      unmapped: { reason: 'nothing', words: ['cancelled'] },
    })
    expect(ok('How many flights are there?', flights)).toMatchObject({
      kind: 'filter',
      filters: [],
    })
    expect(plan('flights with a price over 2000 dollars', flights)).toEqual({
      ok: false,
      unmapped: { reason: 'unknown-measure', words: ['price', 'dollars'] },
    })
  })

  it('reads comparatives that name a measure (longer than 2000 miles)', () => {
    expect(ok('how many flights longer than 2000 miles', flights)).toMatchObject({
      kind: 'filter',
      filters: [{ kind: 'cmp', column: 'distance', op: '>', value: 2000 }],
    })
  })

  it('reads Chinese and Arabic cue words', () => {
    expect(ok('按地区统计销售额总和', sales)).toMatchObject({
      kind: 'aggregate',
      measure: { agg: 'sum', column: 'Sales' },
      dims: [{ column: 'Region' }],
    })
    expect(ok('每种天气有多少天', weather)).toMatchObject({
      kind: 'aggregate',
      measure: { agg: 'count' },
      dims: [{ column: 'weather' }],
    })
    expect(ok('متوسط الربح حسب المنطقة', sales)).toMatchObject({
      measure: { agg: 'avg', column: 'Profit' },
      dims: [{ column: 'Region' }],
    })
  })
})
