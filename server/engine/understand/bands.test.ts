import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Groups a question draws on one column with ranges no row meets together ("aged 20 to 29 and
 * 50 to 59"), grouped or compared as bands; a bracketed "(not …)" that only says which of two
 * sibling columns is meant; and a value two columns hold, read as the plainer column's.
 */
const made = csvTables('bands')
let staff: TableProfile
let checks: TableProfile

beforeAll(async () => {
  const s = ['name,age,salary,years_schooling']
  for (let i = 0; i < 80; i++)
    s.push(`E${i},${18 + ((i * 7) % 50)},${20000 + ((i * 977) % 40000)},${8 + (i % 11)}`)
  staff = await made.load('staff', s.join('\n'), { name: 'Staff list' })
  const c = ['priorGender,gender,bagSearch,carSearch']
  for (let i = 0; i < 60; i++)
    c.push(
      `${i % 3 ? 'Female' : 'Male'},${i % 2 ? 'Female' : 'Male'},${i % 4 === 0 ? 'YES' : 'NO'},${i % 5 === 0 ? 'YES' : 'NO'}`,
    )
  checks = await made.load('checks', c.join('\n'), { name: 'Border checks' })
}, 60_000)
afterAll(() => made.remove())

const avgIn = (lo: number, hi: number) =>
  sqlValue(`SELECT avg(salary) FROM ${staff.table} WHERE age BETWEEN ${lo} AND ${hi}`)

describe('ranges on one column set beside each other', () => {
  it('groups by each range instead of asking for rows in both', async () => {
    const { rows } = await answer(
      staff,
      'Staff list',
      'What is the mean salary of staff aged 20 to 29 and of staff aged 50 to 59?',
    )
    expect(rows).toHaveLength(2)
    const got = Object.fromEntries(rows.map((r) => [String(r[0]), Number(r[1])]))
    expect(got['20–29']).toBeCloseTo(await avgIn(20, 29), 6)
    expect(got['50–59']).toBeCloseTo(await avgIn(50, 59), 6)
  })

  it('compares two ranges, the one after "than" as the base', async () => {
    const { plan, rows } = await answer(
      staff,
      'Staff list',
      'How much more do staff aged 50 to 59 earn than staff aged 20 to 29?',
    )
    expect(plan).toMatchObject({ kind: 'compare', values: ['20–29', '50–59'] })
    const gap = (await avgIn(50, 59)) - (await avgIn(20, 29))
    expect(rows.some((r) => Math.abs(Number(r[2]) - gap) < 1e-6)).toBe(true)
  })

  it('names a band by the word its brackets define', async () => {
    const { rows } = await answer(
      staff,
      'Staff list',
      'What is the mean salary of young (under 30) and senior (50 or over) staff?',
    )
    const got = Object.fromEntries(rows.map((r) => [String(r[0]), Number(r[1])]))
    expect(Object.keys(got).sort()).toEqual(['senior', 'young'])
    expect(got.young).toBeCloseTo(
      await sqlValue(`SELECT avg(salary) FROM ${staff.table} WHERE age < 30`),
      6,
    )
  })

  it('keeps ranges that overlap as conditions rows meet together', async () => {
    const { plan } = await answer(
      staff,
      'Staff list',
      'What is the mean salary of staff aged over 30 and under 50?',
    )
    expect(plan).toMatchObject({ kind: 'aggregate', dims: [] })
  })
})

describe('which column is meant', () => {
  it('a bracketed "(not …)" of a sibling column picks no rows', async () => {
    const { rows } = await answer(
      checks,
      'Border checks',
      'What share of women had their bag searched (not their car)?',
    )
    expect(Number(rows[0]!.at(-1))).toBeCloseTo(
      await sqlValue(
        `SELECT 100.0 * count(*) FILTER (WHERE bagSearch = 'YES') / count(*) FROM ${checks.table} WHERE gender = 'Female'`,
      ),
      6,
    )
  })

  it('a value two columns hold is the plainer column’s (gender, not priorGender)', async () => {
    const { plan } = await answer(checks, 'Border checks', 'How many Female people were checked?')
    expect(plan).toMatchObject({ filters: [{ op: 'in', column: 'gender', values: ['Female'] }] })
  })
})
