import { describe, expect, it } from 'vitest'
import { compilePlan } from '../plan/run'
import { sales, weather } from '../testing/profiles'
import { PLAN_KINDS, PlanAnswerBody, toEnginePlan, type NamedProfile } from './plan-answer'

/**
 * The model's plan answer mapped onto the engine's plan union: every kind the engine has can be
 * proposed and compiles; names come back as the profile spells them; whatever does not fit the
 * data (unknown names, a sum of text, a grain on a category, a kind missing its parts) is refused
 * in words, so the rules answer instead.
 */

const tables: NamedProfile[] = [
  { name: 'superstore', profile: sales },
  { name: 'seattle_weather', profile: weather },
]

const map = (plan: Record<string, unknown>) => toEnginePlan(PlanAnswerBody.parse(plan), tables)

const EVERY_KIND: Record<(typeof PLAN_KINDS)[number], Record<string, unknown>> = {
  aggregate: {
    table: 'superstore',
    measures: [
      { agg: 'sum', column: 'sales' },
      { agg: 'sum', column: 'Profit' },
    ],
    group_by: [{ column: 'region' }],
    filters: [{ column: 'Order Date', op: '=', value: 2017, part: 'year' }],
  },
  top_within: {
    table: 'superstore',
    measure: { agg: 'sum', column: 'Sales' },
    group_by: [{ column: 'Region' }, { column: 'Sub-Category' }],
    limit: 2,
  },
  share: {
    table: 'superstore',
    measure: { agg: 'sum', column: 'Sales' },
    part: [{ column: 'Category', op: 'in', values: ['Technology'] }],
  },
  ratio: {
    table: 'superstore',
    numerator: { measure: { agg: 'sum', column: 'Profit' } },
    denominator: { measure: { agg: 'sum', column: 'Sales' } },
  },
  extreme_row: { table: 'superstore', column: 'Sales', order: 'desc' },
  period_average: {
    table: 'superstore',
    measure: { agg: 'sum', column: 'Sales' },
    group_by: [{ column: 'Order Date', grain: 'month' }, { column: 'Region' }],
  },
  compare: {
    table: 'superstore',
    measure: { agg: 'avg', column: 'Profit' },
    group_by: [{ column: 'State' }],
    values: ['Texas', 'California'],
  },
  change: {
    table: 'superstore',
    measure: { agg: 'sum', column: 'Sales' },
    group_by: [{ column: 'Order Date' }, { column: 'Segment' }],
    from: 2014,
    to: 2017,
  },
  seasonality: {
    table: 'seattle_weather',
    measure: { agg: 'avg', column: 'temp_max' },
    group_by: [{ column: 'date' }],
  },
  stats: { table: 'seattle_weather', column: 'wind', stats: ['median', 'p90'] },
  correlation: { table: 'seattle_weather', x: 'temp_max', y: 'temp_min' },
  overview: { table: 'seattle_weather' },
}

describe('toEnginePlan', () => {
  it.each(PLAN_KINDS)('maps a %s answer onto a plan that compiles', (kind) => {
    const { plan, profile } = map({ kind, ...EVERY_KIND[kind] })
    expect(plan.kind).toBe(kind)
    expect(plan.datasourceId).toBe(profile.source.datasourceId)
    expect(compilePlan(plan, profile).sql).toMatch(/^(SELECT|WITH)/)
  })

  it('spells names as the profile does and fills what each kind needs', () => {
    expect(map({ kind: 'aggregate', ...EVERY_KIND.aggregate }).plan).toEqual({
      kind: 'aggregate',
      datasourceId: 'ds-s',
      measures: [
        { agg: 'sum', column: 'Sales' },
        { agg: 'sum', column: 'Profit' },
      ],
      dims: [{ column: 'Region' }],
      filters: [{ op: 'in', column: 'Order Date', values: [2017], part: 'year' }],
    })
    expect(map({ kind: 'change', ...EVERY_KIND.change }).plan).toMatchObject({
      time: { column: 'Order Date', grain: 'year' },
      by: { column: 'Segment' },
      mode: 'endpoints',
    })
    expect(map({ kind: 'extreme_row', ...EVERY_KIND.extreme_row }).plan).toMatchObject({
      show: ['Customer Name', 'Sales'],
      limit: 1,
    })
    // Without measures an aggregate counts rows; a date grouped without a grain goes by month.
    expect(
      map({ kind: 'aggregate', table: 'superstore', group_by: [{ column: 'order date' }] }).plan,
    ).toMatchObject({
      measures: [{ agg: 'count', column: null }],
      dims: [{ column: 'Order Date', grain: 'month' }],
    })
  })

  it('maps each filter onto the engine filter union', () => {
    const { plan } = map({
      kind: 'aggregate',
      table: 'superstore',
      filters: [
        { column: 'Region', op: '!=', value: 'West' },
        { column: 'Sales', op: 'between', low: 100, high: 200 },
        { column: 'Order Date', op: 'in', values: [1, '2'], part: 'month' },
        { column: 'Discount', op: '>', value: 0.2 },
        { column: 'Profit', op: 'is_null' },
      ],
    })
    expect(plan.filters).toEqual([
      { op: 'not_in', column: 'Region', values: ['West'] },
      { op: 'between', column: 'Sales', low: 100, high: 200 },
      { op: 'in', column: 'Order Date', values: [1, 2], part: 'month' },
      { op: '>', column: 'Discount', value: 0.2 },
      { op: 'is_null', columns: ['Profit'] },
    ])
  })

  it.each([
    [{ kind: 'aggregate', table: 'orders' }, /unknown table "orders"/],
    [
      { kind: 'aggregate', table: 'superstore', measures: [{ agg: 'sum', column: 'revenue' }] },
      /unknown column "revenue"/,
    ],
    [
      { kind: 'aggregate', table: 'superstore', measures: [{ agg: 'sum', column: 'Region' }] },
      /"Region" is not a numeric column/,
    ],
    [
      { kind: 'aggregate', table: 'superstore', group_by: [{ column: 'Region', grain: 'year' }] },
      /"Region" is not a date column/,
    ],
    [
      {
        kind: 'compare',
        table: 'superstore',
        measure: { agg: 'sum', column: 'Sales' },
        group_by: [{ column: 'State' }],
        values: ['Texas'],
      },
      /values: Too small/i,
    ],
    [
      {
        kind: 'change',
        table: 'superstore',
        measure: { agg: 'sum', column: 'Sales' },
        group_by: [{ column: 'Region' }],
      },
      /a change needs a date or year column/,
    ],
    [
      { kind: 'share', table: 'superstore', measure: { agg: 'sum', column: 'Sales' }, part: [] },
      /a share needs the filters selecting its part/,
    ],
    [
      {
        kind: 'share',
        table: 'superstore',
        measure: { agg: 'sum', column: 'Sales' },
        part: [{ column: 'Category', op: 'in', values: ['Technology'] }],
        group_by: [{ column: 'Region' }],
      },
      /a share per group is not a plan the engine runs/,
    ],
    [
      { kind: 'aggregate', table: 'superstore', filters: [{ column: 'Sales', op: '>' }] },
      /the filter on "Sales" has no value/,
    ],
    [
      {
        kind: 'aggregate',
        table: 'superstore',
        filters: [{ column: 'Order Date', op: 'in', values: ['May'], part: 'month' }],
      },
      /needs a number/,
    ],
    [
      { kind: 'correlation', table: 'superstore', x: 'Sales' },
      /a correlation needs a numeric column/,
    ],
  ])('refuses what does not fit the data: %j', (plan, reason) => {
    expect(() => map(plan)).toThrow(reason)
  })
})
