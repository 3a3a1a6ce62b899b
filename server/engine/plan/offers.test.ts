import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvTables } from '../testing/csv-tables'
import type { TableProfile } from '../types'
import { decide } from './decide'
import { offersFor } from './offers'

/**
 * Offers for a word the engine could not place: the question asked again with the phrase read as
 * one column's header, and only readings the engine then reads in full.
 */

const made = csvTables('offers')
const tables: Record<string, TableProfile> = {}

beforeAll(async () => {
  const load = async (id: string, text: string) => {
    tables[id] = await made.load(id, text, { name: id })
  }
  const macro = ['month,psavert,uempmed,pce']
  for (let i = 0; i < 24; i++)
    macro.push(
      [`2001-${String((i % 12) + 1).padStart(2, '0')}-01`, 5 + (i % 7), 6 + (i % 4), 7000 + i].join(
        ',',
      ),
    )
  await load('macro', macro.join('\n'))
  const readings = ['site,x7']
  for (let i = 0; i < 12; i++) readings.push([['North', 'South', 'East'][i % 3], 10 + i].join(','))
  await load('readings', readings.join('\n'))
  const wells = ['switch,arsenic,distance']
  for (let i = 0; i < 20; i++)
    wells.push([i % 3 ? 'yes' : 'no', 0.5 + (i % 6) / 2, 10 + i * 7].join(','))
  await load('wells', wells.join('\n'))
  const survey = ['wages,sex']
  for (let i = 0; i < 20; i++)
    survey.push([i % 4 ? 10 + i : '', i % 2 ? 'Male' : 'Female'].join(','))
  await load('survey', survey.join('\n'))
  const nations = ['country,ppgdp,fertility']
  for (let i = 0; i < 20; i++)
    nations.push([`N${i}`, i % 5 ? 1000 + i * 300 : '', 1.5 + (i % 4) / 2].join(','))
  await load('nations', nations.join('\n'))
  const weighings = ['weight,Time,Chick']
  for (let i = 0; i < 40; i++)
    weighings.push([i % 7 ? 40 + i * 3 : '', i % 8, 1 + (i % 10)].join(','))
  await load('weighings', weighings.join('\n'))
  const jobs = ['occupation,income,type']
  for (let i = 0; i < 20; i++)
    jobs.push([`job${i}`, 3000 + i * 200, i % 6 ? ['bc', 'wc', 'prof'][i % 3] : ''].join(','))
  await load('jobs', jobs.join('\n'))
  const jobless = ['date,unemploy']
  for (let i = 0; i < 36; i++)
    jobless.push(
      [
        `2008-${String((i % 12) + 1).padStart(2, '0')}-01`.replace(
          '2008',
          String(2008 + Math.floor(i / 12)),
        ),
        6000 + i * 150,
      ].join(','),
    )
  await load('jobless', jobless.join('\n'))
}, 60_000)

afterAll(() => made.remove())

function offers(id: string, question: string): string[] {
  const d = decide(question, [tables[id]!], id, null)
  expect(d.type).not.toBe('plan')
  return d.u ? offersFor(question, d.u, id) : []
}

describe('offers', () => {
  it('an offer stands when a word it leaves does not change the answer ("the whole series")', () => {
    const q = 'What is the median personal savings rate over the whole series?'
    const d = decide(q, [tables.macro!], 'macro', null)
    expect(d.type).not.toBe('plan')
    expect(offersFor(q, d.u!, 'macro')).toContain(
      'What is the median psavert over the whole series?',
    )
  })

  it('reads an unplaced phrase as the header that holds its letters, first', () => {
    const out = offers('macro', 'What was the average personal savings rate in 2001?')
    expect(out[0]).toBe('What was the average psavert in 2001?')
  })

  it('offers each measure of a small table, and each offer is read in full', () => {
    const out = offers('readings', 'What is the average temperature by site?')
    expect(out).toEqual(['What is the average x7 by site?'])
    for (const q of out) {
      const d = decide(q, [tables.readings!], 'readings', null)
      expect(d.type === 'plan' && d.u.notUnderstood).toEqual([])
    }
  })

  it('offers nothing it would not answer: a phrase with no likely header in a wide table', () => {
    expect(offers('macro', 'What was the average happiness of the zebras?')).toEqual([])
  })

  it('"how many households …" where nothing names the rows: the rows themselves, first', () => {
    const out = offers('wells', 'How many households have an arsenic level of 2 or more?')
    expect(out[0]).toBe('How many rows have an arsenic level of 2 or more?')
  })
})

describe('a number said in plain units over a column kept in thousands', () => {
  it("is offered in the column's thousands, and the offer answers", () => {
    const out = offers('jobless', 'When did the number of unemployed first go above 10 million?')
    expect(out[0]).toBe('When did the number of unemployed first go above 10,000?')
    const d = decide(out[0]!, [tables.jobless!], 'jobless', null)
    expect(d.type === 'plan' && d.plan).toMatchObject({ kind: 'extreme_row' })
  })

  it('a range is offered with both ends scaled', () => {
    const out = offers(
      'jobless',
      'In how many months were between 7 million and 9 million people unemployed?',
    )
    expect(out[0]).toBe('In how many months were between 7,000 and 9,000 people unemployed?')
    const d = decide(out[0]!, [tables.jobless!], 'jobless', null)
    expect(d.type === 'plan' && JSON.stringify(d.plan.filters)).toContain('"low":7000')
  })
})

describe('missing values, as asked', () => {
  const count = (q: string) => {
    const d = decide(q, [tables.survey!], 'survey', null)
    if (d.type !== 'plan') throw new Error(`${q}: ${d.type}`)
    return d.plan
  }
  it.each([
    'How many people have a missing wage?',
    'For how many people is the wage missing?',
    'How many wages are missing?',
  ])('%s counts the rows without one, never wages of zero', (q) => {
    const plan = count(q)
    expect(JSON.stringify(plan)).toContain('is_null')
    expect(JSON.stringify(plan)).not.toContain('"op":">"')
  })

  it.each([
    'What percentage of respondents have a missing wage?',
    'What share of people have no recorded wage?',
  ])('%s is the share of rows without one', (q) => {
    const plan = count(q)
    expect(plan).toMatchObject({
      kind: 'share',
      part: [{ op: 'is_null', columns: ['wages'] }],
      dims: [],
    })
  })

  it('"for how many countries is GDP per person missing": that column, not the countries', () => {
    const d = decide(
      'For how many countries is the ppgdp missing?',
      [tables.nations!],
      'nations',
      null,
    )
    expect(d.type === 'plan' && d.plan).toMatchObject({
      filters: [{ op: 'is_null', columns: ['ppgdp'] }],
    })
  })

  it('"for how many chicks is the weight missing": chicks counted among those rows', () => {
    const d = decide(
      'For how many chicks is the weight missing?',
      [tables.weighings!],
      'weighings',
      null,
    )
    expect(d.type === 'plan' && d.plan).toMatchObject({
      filters: [{ op: 'is_null', columns: ['weight'] }],
      measures: [{ agg: 'count_distinct', column: 'Chick' }],
    })
  })

  it('"which occupations have no type recorded": the column asked for is not the one missing', () => {
    const d = decide(
      'Which occupations have no type recorded, and how many are there?',
      [tables.jobs!],
      'jobs',
      null,
    )
    const plan = JSON.stringify(d.type === 'plan' ? d.plan : null)
    expect(plan).toContain('"type"')
    expect(plan).not.toMatch(/"columns":\[[^\]]*"occupation"/)
    // The occupations asked for are listed, one group each (kinds/missing-values.ts).
    expect(plan).toMatch(/"dims":\[\{"column":"occupation"\}\]/)
  })

  it('"is the age known, and for how many is it missing": both counts', () => {
    const d = decide(
      'For how many people is the wages known, and for how many is it missing?',
      [tables.survey!],
      'survey',
      null,
    )
    expect(d.type === 'plan' && d.plan).toMatchObject({
      measures: [
        { agg: 'count_known', column: 'wages' },
        { agg: 'count_missing', column: 'wages' },
      ],
    })
  })
})
