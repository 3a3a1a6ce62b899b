import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * The place a table is of scopes all of it: "the US retail sales" over a table named "US retail
 * sales by month" asks for no place, in English or in Chinese (美国).
 */
const made = csvTables('places')
let retail: TableProfile

beforeAll(async () => {
  await loadZhGlossary()
  const rows = ['month,sales']
  for (let i = 0; i < 36; i++)
    rows.push(
      `${2019 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01,${400 + ((i * 29) % 70)}`,
    )
  retail = await made.load('retail', rows.join('\n'), { name: 'US retail sales by month' })
}, 60_000)
afterAll(() => made.remove())

describe('the place a table is named for', () => {
  it.each(['What were total US sales in 2020?', '2020年美国的总销售额是多少？'])(
    '%s filters no place',
    async (q) => {
      const { rows } = await answer(retail, 'US retail sales by month', q)
      const want = await sqlValue(`SELECT sum(sales) FROM ${retail.table} WHERE year(month) = 2020`)
      expect(Number(rows[0]!.at(-1))).toBe(want)
    },
  )
})
