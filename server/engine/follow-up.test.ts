import { describe, expect, it } from 'vitest'
import { bind } from './binder'
import { draftOf } from './draft'
import { followUp } from './follow-up'
import { planDraft } from './planner'
import { sales } from './testing/profiles'
import type { Plan, TableProfile } from './types'

const ok = (q: string, p: TableProfile): Plan => {
  const r = planDraft(draftOf(bind(q, p), p), p, p.source.datasourceId)
  if (!r.ok) throw new Error(`${q}: ${JSON.stringify(r.unmapped)}`)
  return r.plan
}

describe('follow-ups', () => {
  const next = (prev: Plan, q: string, p: TableProfile) => followUp(prev, draftOf(bind(q, p), p), p)

  it('adds or replaces filters: now only for 2014, and for the West', () => {
    const base = ok('Total sales by region', sales)
    const y = next(base, 'now only for 2014', sales)!
    expect(y).toMatchObject({
      kind: 'aggregate',
      dims: [{ column: 'Region' }],
      filters: [{ kind: 'period', value: 2014 }],
    })
    expect(next(y, 'and 2015 instead', sales)!.filters).toEqual([
      { kind: 'period', column: 'Order Date', part: 'year', op: '=', value: 2015 },
    ])
    expect(next(y, 'for the Technology category', sales)!.filters).toHaveLength(2)
  })

  it('changes the grain or the grouping: by month instead, by segment instead', () => {
    const trend = ok('monthly sales', sales)
    expect(next(trend, 'by year instead', sales)!.dims).toEqual([
      { column: 'Order Date', grain: 'year' },
    ])
    const byRegion = ok('Total sales by region', sales)
    expect(next(byRegion, 'by month instead', sales)).toMatchObject({
      kind: 'trend',
      dims: [{ column: 'Order Date', grain: 'month' }],
    })
    expect(next(byRegion, 'by segment instead', sales)).toMatchObject({
      kind: 'aggregate',
      dims: [{ column: 'Segment' }],
    })
  })

  it('swaps the measure or the aggregate, and the N of a ranking', () => {
    const base = ok('Total sales by region', sales)
    expect(next(base, 'what about profit?', sales)!.measure).toEqual({
      agg: 'sum',
      column: 'Profit',
    })
    expect(next(base, 'the average instead', sales)!.measure).toEqual({
      agg: 'avg',
      column: 'Sales',
    })
    expect(next(ok('Top 5 states by profit', sales), 'top 3 instead', sales)!.limit).toBe(3)
  })

  it('leaves a question that stands on its own alone', () => {
    expect(
      next(ok('Total sales by region', sales), 'average discount by category', sales),
    ).toBeNull()
  })
})
