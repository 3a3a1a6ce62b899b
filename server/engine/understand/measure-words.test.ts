import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * A word for what a measure holds after its name ("the prestige score") is that measure, and a
 * verb in a clause of its own ("…, and how much do its workers earn") asks for its own measure.
 */

const made = csvTables('measure-words')
let jobs: TableProfile
let macro: TableProfile
let counties: TableProfile

beforeAll(async () => {
  const j = ['occupation,income,prestige']
  for (let i = 0; i < 30; i++)
    j.push(`job${i},${3000 + ((i * 37) % 29) * 250},${(20 + ((i * 13) % 31) * 2.1).toFixed(1)}`)
  jobs = await made.load('jobs', j.join('\n'), { name: 'Occupations' })
  const c = ['county,povertycount,percpoor']
  for (let i = 0; i < 20; i++) c.push(`C${i},${1000 + i * 977},${(5 + i * 1.3).toFixed(1)}`)
  counties = await made.load('counties', c.join('\n'), { name: 'Counties' })
  const m = ['date,pce,unemploy']
  for (let i = 0; i < 36; i++)
    m.push(
      `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01,${6000 + i * 40},${7000 - i * 9}`,
    )
  macro = await made.load('macro', m.join('\n'), { name: 'Macro series' })
}, 60_000)
afterAll(() => made.remove())

describe('what a measure holds, and a clause of its own', () => {
  it('"the average prestige score" is the prestige', async () => {
    const { rows } = await answer(jobs, 'Occupations', 'What is the average prestige score?')
    const want = await sqlValue(`SELECT avg(prestige) FROM ${jobs.table}`)
    expect(rows[0]![0]).toBeCloseTo(want, 9)
  })

  it('the ranked row, and what its workers earn', async () => {
    const { rows } = await answer(
      jobs,
      'Occupations',
      'Which occupation has the highest prestige score, and how much do its workers earn?',
    )
    const [best] = await sqlRows(
      `SELECT occupation, prestige, income FROM ${jobs.table} ORDER BY prestige DESC LIMIT 1`,
    )
    expect(rows[0]![0]).toBe(best![0])
    expect(rows[0]).toContain(best![2])
  })
})

describe("a header of initials, one of them a synonym's", () => {
  it.each([
    'What was the average personal consumption expenditure in 2001?',
    'What was the average personal consumption spending in 2001?',
  ])('%s: pce (was read as price, then not at all)', async (q) => {
    const { rows } = await answer(macro, 'Macro series', q)
    const want = await sqlValue(`SELECT avg(pce) FROM ${macro.table} WHERE year(date) = 2001`)
    expect(rows[0]![0]).toBeCloseTo(want, 9)
  })

  it('"how many times larger in 2002 than in 2000": the year after "than" is the base', async () => {
    const { rows } = await answer(
      macro,
      'Macro series',
      'Comparing yearly averages, how many times larger was personal consumption spending in 2002 than in 2000?',
    )
    const want = await sqlValue(
      `SELECT avg(pce) FILTER (WHERE year(date) = 2002) / avg(pce) FILTER (WHERE year(date) = 2000) FROM ${macro.table}`,
    )
    expect(rows.find((r) => Number(r[0]) === 2002)![3]).toBeCloseTo(want, 9)
  })
})

describe('a rate is of a column that can hold one', () => {
  it('"the poverty rate" is not the head count povertycount', () => {
    const d = decide('What is the average poverty rate?', [counties], 'Counties', null)
    expect(d.type === 'plan' && JSON.stringify(d.plan)).not.toContain('povertycount')
  })
})
