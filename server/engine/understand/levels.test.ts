import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows as sqlRowsOf, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Numbered levels (a week of measurement, a fertilizer number, a dose) and one-letter codes, on
 * tables made here: a level's end said with an extreme ("in the final week"), two of its points
 * compared or grown between, the row asked by its label, and codes listed beside yes and no.
 */
const made = csvTables('levels')
let plants: TableProfile
let poll: TableProfile

beforeAll(async () => {
  const p = ['plant,week,height,feed,dose']
  for (let plant = 1; plant <= 12; plant++)
    for (let week = 1; week <= 8; week++) {
      const feed = 1 + (plant % 3)
      p.push(
        `${plant},${week},${10 + week * (2 + feed) + (plant % 4)},${feed},${[0.5, 1, 2][plant % 3]}`,
      )
    }
  plants = await made.load('plants', p.join('\n'), { name: 'Greenhouse plants' })
  const v = ['respondent,answer,age']
  for (let i = 0; i < 40; i++) v.push(`${i + 1},${'YNAU'[i % 4]},${20 + i}`)
  poll = await made.load('poll', v.join('\n'), { name: 'Referendum poll' })
}, 60_000)
afterAll(() => made.remove())

const plan = (p: TableProfile, q: string) => {
  const d = decide(q, [p], 'Greenhouse plants', null)
  return d.type === 'plan' ? d.plan : null
}

describe('a level said by its end', () => {
  it('reads "in the final week" as the last week measured', async () => {
    const { rows } = await answer(
      plants,
      'Greenhouse plants',
      'What was the mean height in the final week?',
    )
    expect(Number(rows[0]![0])).toBeCloseTo(
      await sqlValue(`SELECT avg(height) FROM ${plants.table} WHERE week = 8`),
      6,
    )
  })

  it('reads "at the lowest dose" as the smallest dose given', async () => {
    const { rows } = await answer(plants, 'Greenhouse plants', 'Average height at the lowest dose?')
    expect(Number(rows[0]![0])).toBeCloseTo(
      await sqlValue(`SELECT avg(height) FROM ${plants.table} WHERE dose = 0.5`),
      6,
    )
  })

  it('is read only after a preposition, so a superlative still ranks', () => {
    expect(plan(plants, 'Which plant has the highest week 8 height?')).not.toMatchObject({
      filters: [{ column: 'week', values: [8] }, { column: 'week' }],
    })
    expect(plan(plants, 'Which week has the highest mean height?')).toMatchObject({
      kind: 'aggregate',
      dims: [{ column: 'week' }],
      filters: [],
    })
  })

  it('answers which row, with the attributes asked, at a level', async () => {
    const { rows } = await answer(
      plants,
      'Greenhouse plants',
      'Which plant was the tallest in the last week, and what feed was it given?',
    )
    const [[plant, feed]] = (await sqlRowsOf(
      `SELECT plant, feed FROM ${plants.table} WHERE week = 8 ORDER BY height DESC LIMIT 1`,
    )) as [[number, number]]
    expect(rows[0]).toEqual(expect.arrayContaining([plant, feed]))
  })
})

describe('two points of a level', () => {
  it('compares two numbered groups instead of asking for rows in both', () => {
    const p = plan(plants, 'Compare the mean height for feed 1 and feed 3')
    expect(p).toMatchObject({ kind: 'compare', dim: { column: 'feed' }, values: [1, 3] })
  })

  it('gives the growth between two weeks, later minus earlier', async () => {
    const { plan: p, rows } = await answer(
      plants,
      'Greenhouse plants',
      'By how much did the mean height increase from week 1 to week 8?',
    )
    expect(p).toMatchObject({ kind: 'compare', values: [1, 8] })
    const gain = await sqlValue(
      `SELECT avg(height) FILTER (WHERE week = 8) - avg(height) FILTER (WHERE week = 1) FROM ${plants.table}`,
    )
    expect(rows.some((r) => Math.abs(Number(r[2]) - gain) < 1e-6)).toBe(true)
  })

  it('gives the factor of growth as the later point over the earlier', async () => {
    const { rows } = await answer(
      plants,
      'Greenhouse plants',
      'By what factor did the mean height grow from week 1 to week 8?',
    )
    const factor = await sqlValue(
      `SELECT avg(height) FILTER (WHERE week = 8) / avg(height) FILTER (WHERE week = 1) FROM ${plants.table}`,
    )
    expect(Number(rows[0]!.at(-1))).toBeCloseTo(factor, 6)
  })

  it('averages a property of each row when a group is compared without a word for how', () => {
    const p = plan(plants, 'How much taller are plants on feed 3 than on feed 1?')
    expect(p).toMatchObject({ kind: 'compare', measure: { agg: 'avg', column: 'height' } })
  })
})

describe('one-letter codes listed beside yes and no', () => {
  it('reads the other codes by their first letter', () => {
    const d = decide(
      'How many people answered yes, answered no, abstained or were undecided?',
      [poll],
      'Referendum poll',
      null,
    )
    expect(d.type).toBe('plan')
    expect(d.type === 'plan' && 'values' in d.plan ? d.plan.values : []).toEqual(
      expect.arrayContaining(['Y', 'N', 'A', 'U']),
    )
  })

  it('reads a code said after the column and "are"', () => {
    const d = decide('How many answers are undecided?', [poll], 'Referendum poll', null)
    expect(d.type === 'plan' ? d.plan : null).toMatchObject({
      filters: [{ op: 'in', column: 'answer', values: ['U'] }],
    })
  })
})
