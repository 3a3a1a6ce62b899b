import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * A noun before a column whose definition is about what the rows are ("the epicenter depth" of
 * earthquakes) says whose value it is; a bound said in one clause is not another clause's column.
 */
const made = csvTables('qualifiers')
let quakes: TableProfile

beforeAll(async () => {
  await loadZhGlossary()
  const q = ['lat,long,depth,mag,stations']
  for (let i = 0; i < 60; i++)
    q.push(
      `${-20 - (i % 7)},${180 - (i % 5)},${40 + ((i * 37) % 600)},${(4 + (i % 15) / 10).toFixed(1)},${10 + (i % 40)}`,
    )
  quakes = await made.load('quakes', q.join('\n'), { name: 'Pacific earthquakes' })
}, 120_000)
afterAll(() => made.remove())

describe('a noun about the rows, before a column', () => {
  it('"the average epicenter depth" is the average depth', async () => {
    const { rows } = await answer(
      quakes,
      'Pacific earthquakes',
      'What is the average epicenter depth?',
    )
    expect(Number(rows[0]![0])).toBeCloseTo(
      await sqlValue(`SELECT avg(depth) FROM ${quakes.table}`),
      6,
    )
  })

  it('the same in Chinese ("震源深度")', async () => {
    const { rows } = await answer(quakes, 'Pacific earthquakes', '所有地震的平均震源深度是多少？')
    expect(Number(rows[0]![0])).toBeCloseTo(
      await sqlValue(`SELECT avg(depth) FROM ${quakes.table}`),
      6,
    )
  })

  it('a noun about something else still gives no number ("the average ocean depth")', () => {
    const d = decide('What is the average ocean depth?', [quakes], 'Pacific earthquakes', null)
    expect(d.type).not.toBe('plan')
  })
})

describe('a bound and its clause', () => {
  it('does not bound the column of the next clause ("震级5级及以上、且…深度小于100")', () => {
    const d = decide(
      '震级5级及以上、且深度小于100公里的地震有多少次？',
      [quakes],
      'Pacific earthquakes',
      null,
    )
    const filters = d.type === 'plan' && 'filters' in d.plan ? d.plan.filters : []
    expect(filters).not.toContainEqual({ op: '>=', column: 'depth', value: 5 })
  })
})
