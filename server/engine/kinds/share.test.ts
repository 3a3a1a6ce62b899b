import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { Cell } from '../db'
import type { PlanOf } from '../plan/schema'
import type { TableProfile } from '../types'
import { KINDS } from '.'

/**
 * Shares asked per group and rates of a yes/no event, on small tables: each answer against
 * hand-written SQL. The file names carry the event ("voyage-survival", "well-switching") as
 * users' files do, so the event's word is not taken for what the rows are.
 */

const made = csvTables('share')
let voyage: TableProfile
let wells: TableProfile
let arrests: TableProfile

beforeAll(async () => {
  const lines = ['name,survived,sex,age,cabin']
  for (let i = 0; i < 60; i++)
    lines.push(
      `P${i},${i % 3 === 0 || (i % 2 === 0 && i % 5 !== 0) ? 'yes' : 'no'},${i % 2 ? 'male' : 'female'},${5 + ((i * 7) % 60)},${['upper', 'middle', 'lower'][i % 3]}`,
    )
  voyage = await made.load('voyage-survival', lines.join('\n'), { name: 'Voyage' })
  const w = ['id,switch,arsenic,distance,association']
  for (let i = 0; i < 40; i++)
    w.push(
      `${i},${i % 4 === 0 ? 'no' : 'yes'},${(0.5 + (i % 7) / 2).toFixed(2)},${10 + i * 3},${i % 3 ? 'yes' : 'no'}`,
    )
  wells = await made.load('well-switching', w.join('\n'), { name: 'Wells' })
  const a = ['released,age,sex,employed']
  for (let i = 0; i < 30; i++)
    a.push(`${i % 5 ? 'Yes' : 'No'},${18 + i},${i % 2 ? 'Male' : 'Female'},${i % 3 ? 'Yes' : 'No'}`)
  arrests = await made.load('police-records', a.join('\n'), { name: 'Police records' })
}, 60_000)
afterAll(() => made.remove())

const t = (p: TableProfile) => p.table

describe('a share per group', () => {
  it('"what share survived in each cabin" is one share per cabin, not of all passengers', async () => {
    const { plan, rows } = await answer(
      voyage,
      'Voyage',
      'What share of passengers survived in each cabin?',
    )
    expect(plan.kind).toBe('share')
    const expected = await sqlRows(
      `SELECT cabin, 100.0 * count(*) FILTER (WHERE survived = 'yes') / count(*) FROM ${t(voyage)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected)
  })

  it('"which cabin had the highest share" ranks the groups by their share', async () => {
    const { rows } = await answer(
      voyage,
      'Voyage',
      'Which cabin had the highest percentage of passengers who survived?',
    )
    const [best] = await sqlRows(
      `SELECT cabin FROM ${t(voyage)} GROUP BY 1 ORDER BY avg((survived = 'yes')::int) DESC LIMIT 1`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]![0]).toBe(best![0])
  })

  it('"what percentage of passengers were in each cabin" gives each group its part of all rows', async () => {
    const { plan, rows } = await answer(
      voyage,
      'Voyage',
      'What percentage of passengers were in each cabin?',
    )
    expect(plan.kind === 'aggregate' && plan.shares).toBe(true)
    const expected = await sqlRows(
      `SELECT cabin, count(*), 100.0 * count(*) / sum(count(*)) OVER () FROM ${t(voyage)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows).toEqual(expected)
  })

  it('without a group asked, a share stays one number', async () => {
    const { rows } = await answer(voyage, 'Voyage', 'What share of passengers survived?')
    expect(rows).toHaveLength(1)
  })
})

describe('the rate of a yes/no event', () => {
  it('"the survival rate of women" is the share of women who survived', async () => {
    const { plan, rows } = await answer(voyage, 'Voyage', 'What was the survival rate of women?')
    expect(JSON.stringify(plan.kind === 'share' && plan.part)).toContain('survived')
    const [rate] = await sqlRows(
      `SELECT 100.0 * count(*) FILTER (WHERE survived = 'yes') / count(*) FROM ${t(voyage)} WHERE sex = 'female'`,
    )
    expect(rows[0]![0]).toBeCloseTo(rate![0] as number, 9)
  })

  it('"the rate of switching" for each group, the event named after the rate', async () => {
    const { rows } = await answer(
      wells,
      'Wells',
      'What is the rate of switching for each association value?',
    )
    const expected = await sqlRows(
      `SELECT association, 100.0 * count(*) FILTER (WHERE switch = 'yes') / count(*) FROM ${t(wells)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected)
  })

  it('"the survival rates of men and women" is a rate for each, not one pooled rate', async () => {
    const { rows } = await answer(voyage, 'Voyage', 'Compare the survival rates of men and women.')
    const expected = await sqlRows(
      `SELECT sex, 100.0 * count(*) FILTER (WHERE survived = 'yes') / count(*) FROM ${t(voyage)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected)
  })

  it('"arrestees" in a table of people are its rows, though WordNet lacks the word', async () => {
    const { rows } = await answer(arrests, 'Arrests', 'What share of arrestees were released?')
    const [share] = await sqlRows(
      `SELECT 100.0 * count(*) FILTER (WHERE released = 'Yes') / count(*) FROM ${t(arrests)}`,
    )
    expect(rows[0]![0]).toBeCloseTo(share![0] as number, 9)
  })

  it('"rate" beside a column that is no yes/no event is not read as a share', () => {
    const d = decide('What is the arsenic rate?', [wells], 'Wells', null)
    if (d.type === 'plan') expect(d.plan.kind).not.toBe('share')
  })

  it('"by how many points is the rate of women higher than of men": both rates and their gap', async () => {
    const { plan, rows } = await answer(
      voyage,
      'Voyage',
      'By how many percentage points is the survival rate of women higher than that of men?',
    )
    expect(plan.kind).toBe('share')
    const want = await sqlRows(
      `SELECT sex, 100.0 * count(*) FILTER (WHERE survived = 'yes') / count(*) FROM ${t(voyage)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], r[1]]).sort()).toEqual(want)
    const named = rows.map((r) => ({ sex: r[0], 'share %': r[1], part: r[2], rows: r[3] }))
    const text = KINDS.share.findings(
      plan as PlanOf<'share'>,
      { columns: ['sex', 'share %', 'part', 'rows'], rows: named as Record<string, Cell>[] },
      { profile: voyage, lang: 'EN' },
    )
    const gap = Math.abs(Number(want[0]![1]) - Number(want[1]![1]))
    const said = /higher than \*\*\w+\*\* by \*\*([\d.]+)\*\* percentage points/.exec(text)
    expect(Number(said?.[1])).toBeCloseTo(gap, 1)
  })

  it('"did more women than men survive, by how many points": the verb names the event', async () => {
    const { plan, rows } = await answer(
      voyage,
      'Voyage',
      'Did more women than men survive the voyage, and by how many percentage points?',
    )
    expect(plan).toMatchObject({ kind: 'share', dims: [{ column: 'sex' }] })
    const want = await sqlRows(
      `SELECT sex, 100.0 * count(*) FILTER (WHERE survived = 'yes') / count(*) FROM ${t(voyage)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], r[1]]).sort()).toEqual(want)
  })

  it('"did more women than men survive" counts survivors, not the one measure (age)', async () => {
    const { plan, rows } = await answer(voyage, 'Voyage', 'Did more women than men survive?')
    expect(plan.kind).toBe('compare')
    const want = await sqlRows(
      `SELECT sex, count(*) FROM ${t(voyage)} WHERE survived = 'yes' GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], Number(r[1])]).sort()).toEqual(
      want.map((r) => [r[0], Number(r[1])]),
    )
  })

  it('"how many women did not survive": the negation is the event\'s, not the women\'s', async () => {
    const { rows } = await answer(voyage, 'Voyage', 'How many women did not survive?')
    const [[want]] = (await sqlRows(
      `SELECT count(*) FROM ${t(voyage)} WHERE sex = 'female' AND survived <> 'yes'`,
    )) as [[number]]
    expect(Number(rows[0]![0])).toBe(Number(want))
  })
})
