import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Which words of a data dictionary name a column by themselves: not the people the value belongs
 * to ("population of the respondent's community"), not a word questions use as a cue ("first day
 * of the week"), and no note on the data ("missing for 12").
 */
const made = csvTables('owners')
let survey: TableProfile
let weekly: TableProfile

const SURVEY_ABOUT =
  "A household survey of 80 respondents. town_size (population of the respondent's town), " +
  'age (years), sex (F/M), income (monthly income, missing for 9), ' +
  'officer_race (race of the person interviewing), mode (how the interview was held: P = phone, F = face to face)'

beforeAll(async () => {
  const s = ['town_size,age,sex,income,officer_race,mode']
  for (let i = 0; i < 80; i++)
    s.push(
      `${[5000, 12000, 40000, 250000][i % 4]},${18 + ((i * 7) % 60)},${i % 2 ? 'F' : 'M'},${i % 9 === 0 ? '' : 800 + ((i * 97) % 2000)},${['Asian', 'Black', 'White'][i % 3]},${i % 3 ? 'P' : 'F'}`,
    )
  survey = await made.load('survey', s.join('\n'), {
    name: 'Town survey',
    description: SURVEY_ABOUT,
  })
  const w = ['week_start,orders']
  for (let i = 0; i < 30; i++) {
    const d = new Date(Date.UTC(2021, 0, 4 + 7 * i)).toISOString().slice(0, 10)
    w.push(`${d},${100 + i * 9 + (i % 4) * 20}`)
  }
  weekly = await made.load('weekly', w.join('\n'), {
    name: 'Weekly orders',
    description: 'week_start (first day of the week), orders (orders taken that week)',
  })
}, 60_000)
afterAll(() => made.remove())

const words = (p: TableProfile, col: string) => p.vocabulary?.columns?.[col] ?? []

describe('words a dictionary gives a column', () => {
  it('the people a value belongs to are the rows, not the column', async () => {
    expect(words(survey, 'town_size')).not.toContain('respondent')
    const { rows } = await answer(survey, 'Town survey', 'How many respondents are under 30?')
    expect(Number(rows[0]![0])).toBe(
      await sqlValue(`SELECT count(*) FROM ${survey.table} WHERE age < 30`),
    )
  })

  it('nor the words that qualify those people ("the person interviewing")', () => {
    expect(words(survey, 'officer_race')).not.toContain('person')
    expect(words(survey, 'officer_race')).not.toContain('interviewing')
  })

  it('a clause saying how a value came about is not a name ("how the interview was held")', () => {
    expect(words(survey, 'mode').join(' ')).not.toMatch(/interview|held/)
  })

  it('a note on the data is not a name ("missing for 9")', () => {
    expect(words(survey, 'income').join(' ')).not.toMatch(/missing|\b9\b/)
  })

  it('a cue word stays a cue: "first" of "first day of the week" still asks for the first time', async () => {
    expect(words(weekly, 'week_start')).not.toContain('first')
    const { rows } = await answer(weekly, 'Weekly orders', 'When did orders first go above 250?')
    const want = await sqlValue(
      `SELECT epoch_ms(min(week_start)::TIMESTAMP) FROM ${weekly.table} WHERE orders > 250`,
    )
    expect(new Date(String(rows[0]![0])).getTime()).toBe(want)
  })
})

describe('a dictionary phrase that lists values or says a cue', () => {
  let staff: TableProfile
  beforeAll(async () => {
    const rows = ['unit,shift,wage']
    for (let i = 0; i < 40; i++)
      rows.push(
        `${['Ward A', 'Ward B', 'Ward C'][i % 3]},${i % 2 ? 'Night' : 'Day'},${20 + ((i * 7) % 15)}`,
      )
    staff = await made.load('staff', rows.join('\n'), {
      name: 'Hospital staff',
      description:
        'unit (the ward worked in), shift (Day/Night: when the nurse works), wage (average hourly wage, dollars)',
    })
  })

  it('a phrase made of the column’s values names them, not the column', async () => {
    expect(words(staff, 'shift')).not.toContain('Day/Night')
    const { plan } = await answer(staff, 'Hospital staff', 'What is the average wage of Day staff?')
    expect(plan).toMatchObject({ filters: [{ op: 'in', column: 'shift', values: ['Day'] }] })
  })

  it('a cue word inside the phrase said whole still asks for it', async () => {
    const { plan, rows } = await answer(
      staff,
      'Hospital staff',
      'What is the average hourly wage in each unit?',
    )
    expect(plan).toMatchObject({
      measures: [{ agg: 'avg', column: 'wage' }],
      dims: [{ column: 'unit' }],
    })
    expect(rows).toHaveLength(3)
    const want = await sqlValue(`SELECT avg(wage) FROM ${staff.table} WHERE unit = 'Ward A'`)
    expect(Number(rows.find((r) => r[0] === 'Ward A')![1])).toBeCloseTo(want, 6)
  })
})
