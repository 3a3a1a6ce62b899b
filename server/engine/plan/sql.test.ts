import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { execute, runQuery } from '../db'
import { ident, literal } from '../sql'
import { cars, flights, sales, weather } from '../testing/profiles'
import { decide } from './decide'
import type { Filter, Plan } from './schema'
import { filterSql } from './sql'

/** Names and values reach SQL only as quoted identifiers and literals; plans name only real columns. */

describe('plan SQL', () => {
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
    const profile = {
      ...weather,
      table: 'ds_hostile',
      columns: [{ ...weather.columns[5]!, name: 'k' }],
    }
    const where = filterSql(profile, { op: 'in', column: 'k', values: [hostile, 'a'] })
    const r = await runQuery(`SELECT count(*) FROM "ds_hostile" WHERE ${where}`)
    expect(r.rows[0]?.[0]).toBe(1)
    expect((await runQuery('SELECT count(*) FROM "ds_hostile"')).rows[0]?.[0]).toBe(1)
  })

  it('plans name only columns of the table and values it holds (property)', () => {
    const profiles = [weather, sales, flights, cars]
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom(...profiles), (q, p) => {
        const d = decide(q, [p], '', null)
        if (d.type !== 'plan') return
        const names = new Set(p.columns.map((c) => c.name))
        for (const name of columnsOf(d.plan)) expect(names.has(name)).toBe(true)
        for (const f of d.plan.filters) {
          const c = p.columns.find((x) => 'column' in f && x.name === f.column)
          if (f.op === 'in' && c?.kind === 'categorical' && !f.part)
            f.values.forEach((v) => expect(c.values).toContain(v))
        }
      }),
      { numRuns: 300 },
    )
  })
})

/** Every column name a plan refers to. */
function columnsOf(plan: Plan): string[] {
  const fromFilter = (f: Filter) => ('column' in f ? [f.column] : f.columns)
  const json = JSON.stringify(plan)
  const named = [...json.matchAll(/"(?:column|time|x|y)":"((?:[^"\\]|\\.)*)"/g)].map(
    (m) => JSON.parse(`"${m[1]}"`) as string,
  )
  const show = plan.kind === 'extreme_row' ? plan.show : []
  return [...named, ...show, ...plan.filters.flatMap(fromFilter)]
}
