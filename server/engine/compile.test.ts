import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { binWidth, compile } from './compile'
import { filterSql } from './sql-parts'
import { execute, runQuery } from './db'
import { ident, literal } from './sql'
import { sales, weather } from './testing/profiles'
import type { Plan } from './types'

describe('compile (plan -> SQL)', () => {
  it('writes readable SQL with quoted identifiers and literals', () => {
    const plan: Plan = {
      kind: 'aggregate',
      datasourceId: 'ds-s',
      measure: { agg: 'sum', column: 'Sales' },
      dims: [{ column: 'Sub-Category' }],
      filters: [
        { kind: 'in', column: 'Segment', values: ['Home Office'] },
        { kind: 'period', column: 'Order Date', part: 'year', op: '=', value: 2016 },
      ],
    }
    expect(compile(plan, sales)[0]?.sql).toBe(
      [
        'SELECT "Sub-Category" AS "Sub-Category",',
        '       round(sum("Sales"), 2) AS "sum_Sales"',
        'FROM "ds_sales"',
        `WHERE "Segment" = 'Home Office'`,
        '  AND year("Order Date") = 2016',
        'GROUP BY ALL',
        'ORDER BY "sum_Sales" DESC NULLS LAST, "Sub-Category"',
        'LIMIT 10000',
      ].join('\n'),
    )
  })

  it('orders trends by time and truncates dates to the grain', () => {
    const plan: Plan = {
      kind: 'trend',
      datasourceId: 'ds-w',
      measure: { agg: 'avg', column: 'wind' },
      dims: [{ column: 'date', grain: 'month' }],
      filters: [],
    }
    const sql = compile(plan, weather)[0]?.sql ?? ''
    expect(sql).toContain(`CAST(date_trunc('month', "date") AS DATE) AS "month"`)
    expect(sql).toContain('ORDER BY "month"')
  })

  it('casts text-held numbers strictly first and leniently on the retry', () => {
    const profile = {
      ...weather,
      columns: weather.columns.map((c) =>
        c.name === 'wind' ? { ...c, type: 'VARCHAR', numericText: true } : c,
      ),
    }
    const plan: Plan = {
      kind: 'aggregate',
      datasourceId: 'ds-w',
      measure: { agg: 'avg', column: 'wind' },
      dims: [],
      filters: [],
    }
    expect(compile(plan, profile)[0]?.sql).toContain('avg(CAST("wind" AS DOUBLE))')
    expect(compile(plan, profile, { lenient: true })[0]?.sql).toContain(
      'avg(TRY_CAST("wind" AS DOUBLE))',
    )
  })

  it('picks round histogram bin widths', () => {
    expect(binWidth(0, 55.9)).toBe(5)
    expect(binWidth(21, 4962)).toBe(250)
    expect(binWidth(0, 0.8)).toBeCloseTo(0.05)
    expect(binWidth(3, 3)).toBe(1)
  })

  it('escapes any identifier and any string so DuckDB reads them back unchanged (property)', async () => {
    const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes('\u0000'))
    await fc.assert(
      fc.asyncProperty(text, text, async (name, value) => {
        const r = await runQuery(`SELECT ${literal(value)} AS ${ident(name)}`)
        expect(r.columns).toEqual([name])
        expect(r.rows).toEqual([[value]])
      }),
      { numRuns: 150 },
    )
  })

  it('keeps a hostile value inside its literal', async () => {
    await execute(`CREATE OR REPLACE TABLE "ds_hostile" AS SELECT 'a' AS "k"`)
    const hostile = `x'; DROP TABLE "ds_hostile"; --`
    const where = filterSql(
      { ...weather, table: 'ds_hostile' },
      { kind: 'in', column: 'k', values: [hostile, 'a'] },
      {},
    )
    const r = await runQuery(`SELECT count(*) FROM "ds_hostile" WHERE ${where}`)
    expect(r.rows[0]?.[0]).toBe(1)
    expect((await runQuery('SELECT count(*) FROM "ds_hostile"')).rows[0]?.[0]).toBe(1)
  })
})
