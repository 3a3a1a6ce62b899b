import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'
import { KINDS } from '.'

/**
 * Formulas written in questions (understand/arithmetic.ts, kinds/derived.ts), on small tables:
 * each answer against hand-written SQL, and a formula naming what the table lacks declined.
 */

const made = csvTables('derived')
let crimes: TableProfile
let animals: TableProfile
let study: TableProfile
let people: TableProfile
let peopleCm: TableProfile
let exams: TableProfile

beforeAll(async () => {
  const c = ['region,burglary,robbery,population']
  for (let i = 0; i < 12; i++)
    c.push(`R${i},${40 + ((i * 37) % 90)},${3 + ((i * 5) % 11)},${i + 1}`)
  crimes = await made.load('regional-crime', c.join('\n'), { name: 'Regional crime' })
  const a = ['species,brain_weight,body_weight,lifespan']
  for (let i = 0; i < 15; i++)
    a.push(`S${i},${(0.5 + ((i * 7) % 13)) / 10},${1 + ((i * 11) % 17)},${5 + i}`)
  animals = await made.load('animals', a.join('\n'), { name: 'Animals' })
  const s = ['agegroup,cases,controls']
  for (let i = 0; i < 18; i++)
    s.push(`${['25-34', '35-44', '45-54'][i % 3]},${i % 5},${2 + ((i * 3) % 7)}`)
  study = await made.load('case-control', s.join('\n'), { name: 'Case-control study' })
  const p = ['name,height,mass']
  for (let i = 0; i < 10; i++) p.push(`P${i},${150 + ((i * 13) % 40)},${50 + ((i * 17) % 45)}`)
  people = await made.load('people', p.join('\n'), { name: 'People' })
  peopleCm = await made.load('people-cm', p.join('\n'), {
    name: 'People',
    description: 'name, height (cm), mass (kg).',
  })
  const e = ['district,verbal,math']
  for (let i = 0; i < 24; i++)
    e.push(
      `${['North', 'South', 'East'][i % 3]},${400 + ((i * 29) % 200)},${420 + ((i * 31) % 180)}`,
    )
  exams = await made.load('exam-scores', e.join('\n'), { name: 'Exam scores' })
}, 60_000)
afterAll(() => made.remove())

const t = (p: TableProfile) => p.table

describe('a formula per row', () => {
  it('"the highest ratio of burglaries to robberies" ranks rows by burglary ÷ robbery', async () => {
    const q = 'Which region has the highest ratio of burglaries to robberies, and what is it?'
    const { plan, rows } = await answer(crimes, 'Regional crime', q)
    expect(plan.kind).toBe('extreme_row')
    const expected = await sqlRows(
      `SELECT region, burglary / robbery FROM ${t(crimes)} ORDER BY 2 DESC LIMIT 1`,
    )
    expect(rows).toEqual(expected)
  })

  it('"X per Y" between two measures divides; the restatement shows the formula', async () => {
    const q = 'Which region has the lowest burglary per robbery?'
    const { plan, rows } = await answer(crimes, 'Regional crime', q)
    const expected = await sqlRows(
      `SELECT region, burglary / robbery FROM ${t(crimes)} ORDER BY 2 ASC LIMIT 1`,
    )
    expect(rows).toEqual(expected)
    const ctx = { lang: 'EN' as const, profile: crimes }
    expect(KINDS.extreme_row.restate(plan as never, ctx as never)).toContain('burglary ÷ robbery')
  })

  it('"the square of height in meters" over a height in cm (from the description) converts it', async () => {
    const q = 'Using BMI (mass divided by the square of height in meters), who has the highest BMI?'
    const { rows } = await answer(peopleCm, 'People', q)
    const expected = await sqlRows(
      `SELECT name, mass / ((height / 100.0) * (height / 100.0)) FROM ${t(peopleCm)} ORDER BY 2 DESC LIMIT 1`,
    )
    expect(rows[0]![0]).toBe(expected[0]![0])
    expect(rows[0]![1]).toBeCloseTo(Number(expected[0]![1]), 9)
  })

  it('a unit the data does not say gives no number, and the unit is named', () => {
    const q = 'Using BMI (mass divided by the square of height in meters), who has the highest BMI?'
    const d = decide(q, [people], 'People', null)
    expect(d.type).not.toBe('plan')
    expect(d.u?.notUnderstood).toContain('in meters')
  })
})

describe('a formula inside aggregates', () => {
  it('"the average of brain weight divided by body weight" averages the rows\' ratios', async () => {
    const q = 'What is the average of brain weight divided by body weight?'
    const { rows } = await answer(animals, 'Animals', q)
    const expected = await sqlValue(`SELECT avg(brain_weight / body_weight) FROM ${t(animals)}`)
    expect(Number(rows[0]![0])).toBeCloseTo(expected, 12)
  })

  it('"the highest average combined score (verbal plus math)" ranks the groups', async () => {
    const q = 'Which district has the highest average combined score (verbal plus math)?'
    const { rows } = await answer(exams, 'Exam scores', q)
    const expected = await sqlRows(
      `SELECT district, avg(verbal + math) FROM ${t(exams)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    )
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected)
  })

  it('a share of totals per group: cases / (cases + controls), never an average of row ratios', async () => {
    const q = 'For each age group, what share of people are cases, i.e. cases / (cases + controls)?'
    const { rows } = await answer(study, 'Case-control study', q)
    const expected = await sqlRows(
      `SELECT agegroup, 100.0 * sum(cases) / (sum(cases) + sum(controls)) FROM ${t(study)} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => r[0])).toEqual(expected.map((r) => r[0]))
    rows.forEach((r, k) => expect(Number(r[1])).toBeCloseTo(Number(expected[k]![1]), 9))
  })

  it('the same share overall', async () => {
    const q = 'What percentage of people are cases, that is cases ÷ (cases + controls)?'
    const { rows } = await answer(study, 'Case-control study', q)
    const expected = await sqlValue(
      `SELECT 100.0 * sum(cases) / (sum(cases) + sum(controls)) FROM ${t(study)}`,
    )
    expect(Number(rows[0]![0])).toBeCloseTo(expected, 12)
  })
})

describe('a formula read in part gives no number', () => {
  it('a column the table lacks is named, not answered', () => {
    const q = 'Which region has the highest ratio of burglaries to arsons?'
    const d = decide(q, [crimes], 'Regional crime', null)
    expect(d.type).not.toBe('plan')
    expect(d.u?.notUnderstood).toContain('arsons')
  })

  it('a column divided by itself is a misread formula: its words are named, no number', () => {
    const q = 'Which species has the highest brain weight divided by brain weight?'
    const d = decide(q, [animals], 'Animals', null)
    expect(d.type).not.toBe('plan')
    expect(d.u?.notUnderstood).toContain('divided by')
  })

  it('an operator with nothing readable after it leaves the question unanswered', () => {
    const q = 'What is the average of brain weight divided by body weight times metabolism?'
    const d = decide(q, [animals], 'Animals', null)
    expect(d.type).not.toBe('plan')
  })
})
