import { describe, expect, it } from 'vitest'
import type { QueryResult } from './db'
import { findings } from './findings'
import { sales, weather } from './testing/profiles'
import type { Plan } from './types'

const result = (columns: string[], rows: (string | number | null)[][]): QueryResult => ({
  columns,
  types: columns.map(() => 'DOUBLE'),
  rows,
})
const byRegion: Plan = {
  kind: 'aggregate',
  datasourceId: 'ds-s',
  measure: { agg: 'sum', column: 'Sales' },
  dims: [{ column: 'Region' }],
  filters: [],
}
const regions = result(
  ['Region', 'sum_Sales'],
  [
    ['West', 725457.82],
    ['East', 678781.24],
    ['Central', 501239.89],
    ['South', 391721.91],
  ],
)

describe('findings quote the numbers of the result, in the requested language', () => {
  it('leads with the top group, names the lowest and the total', () => {
    const text = findings('EN', byRegion, sales, { main: regions })
    expect(text).toBe(
      '**West** has the highest total of Sales (725,457.82), followed by **East** (678,781.24) and **Central** (501,239.89). ' +
        'The lowest is **South** (391,721.91). Across all 4 groups the total is 2,297,200.86.',
    )
  })

  it('writes Chinese and Arabic with the same figures', () => {
    const zh = findings('ZH-CN', byRegion, sales, { main: regions })
    expect(zh).toContain('**West** 的Sales 的总和最高（725,457.82）')
    const ar = findings('AR', byRegion, sales, { main: regions })
    expect(ar).toContain('725,457.82')
    expect(ar).toMatch(/[\u0600-\u06ff]/)
  })

  it('describes a trend by its first, last, peak and low values', () => {
    const plan: Plan = {
      kind: 'trend',
      datasourceId: 'ds-w',
      measure: { agg: 'avg', column: 'temp_max' },
      dims: [{ column: 'date', grain: 'year' }],
      filters: [],
    }
    const text = findings('EN', plan, weather, {
      main: result(
        ['year', 'avg_temp_max'],
        [
          [2012, 15.28],
          [2013, 16.9],
          [2014, 17.38],
          [2015, 17.43],
        ],
      ),
    })
    expect(text).toContain(
      'From 2012 to 2015, the average of temp_max went from 15.28 to 17.43 (+14.1%).',
    )
    expect(text).toContain('The highest was 2015 (17.43); the lowest was 2012 (15.28).')
  })

  it('names the strength and direction of a correlation', () => {
    const plan: Plan = {
      kind: 'correlation',
      datasourceId: 'ds-w',
      x: 'temp_max',
      y: 'wind',
      dims: [],
      filters: [],
    }
    expect(
      findings('EN', plan, weather, { main: result(['correlation', 'pairs'], [[-0.1649, 1461]]) }),
    ).toBe(
      'The correlation between temp_max and wind is **-0.1649** over 1,461 rows: a weak negative relationship.',
    )
  })

  it('says so when nothing matched, without inventing a number', () => {
    const plan: Plan = {
      ...byRegion,
      filters: [{ kind: 'in', column: 'Region', values: ['Mars'] }],
    }
    expect(findings('EN', plan, sales, { main: result(['Region', 'sum_Sales'], []) })).toBe(
      'No rows matched where Region is Mars, so there is nothing to report.',
    )
  })

  it('reports what a lenient retry skipped', () => {
    const plan: Plan = {
      kind: 'aggregate',
      datasourceId: 'ds-s',
      measure: { agg: 'sum', column: 'Sales' },
      dims: [],
      filters: [],
    }
    expect(findings('EN', plan, sales, { main: result(['sum_Sales'], [[57]]), ignored: 1 })).toBe(
      'The total of Sales is **57**.\n\n1 values that are not numbers were ignored.',
    )
  })
})
