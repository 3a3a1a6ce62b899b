import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'
import { percentilesAsked } from './percentiles'

describe('percentiles named in any language', () => {
  it.each([
    ['What are the 10th and 99th percentiles of rent?', [10, 99]],
    ['城镇收入的第90百分位数', [90]],
    ['收入的25分位数是多少', [25]],
    ['¿Cuál es el percentil 95 de la renta?', [95]],
    ['Was ist das 80. Perzentil der Miete?', [80]],
    ['Каков 90-й процентиль дохода?', [90]],
    ['家賃の90パーセンタイルは？', [90]],
    ['What is the upper quartile of rent?', [75]],
    ['What percent of rents are above 900?', []],
  ])('%s', (q, want) => {
    expect(percentilesAsked(q)).toEqual(want)
  })
})

/**
 * Towns, one a row (a few names repeat across regions): "the median town population" and
 * "各镇人口的中位数" are over the towns, not per town; "by region" still groups.
 */
const made = csvTables('pct')
let towns: TableProfile

beforeAll(async () => {
  await loadZhGlossary()
  const rows = ['town,region,population']
  for (let i = 0; i < 120; i++)
    rows.push(`T${i % 100},${['North', 'South', 'East'][i % 3]},${500 + ((i * 7919) % 40000)}`)
  towns = await made.load('towns', rows.join('\n'), { name: 'Towns' })
}, 60_000)
afterAll(() => made.remove())

describe('a statistic of the rows named by their name column', () => {
  it.each([
    ['What is the median town population?', 'median(population)'],
    ['What is the 90th percentile of town population?', 'quantile_cont(population, 0.9)'],
    ['各镇人口的中位数是多少？', 'median(population)'],
    ['各镇人口的第80百分位数是多少？', 'quantile_cont(population, 0.8)'],
  ])('%s is one number over all towns', async (q, stat) => {
    const { rows } = await answer(towns, 'Towns', q)
    expect(rows).toHaveLength(1)
    expect(Number(rows[0]![0])).toBeCloseTo(await sqlValue(`SELECT ${stat} FROM ${towns.table}`), 6)
  })

  it('"by region" still groups', async () => {
    const { rows } = await answer(towns, 'Towns', 'What is the median population by region?')
    expect(rows).toHaveLength(3)
  })
})
