import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * A month said in the question's own language ("2019年7月", "marzo de 2019", "в марте 2019 года")
 * is that calendar month of the date column, and a span of months is a range the change is over.
 */

const made = csvTables('dates')
let shop: TableProfile

beforeAll(async () => {
  await loadZhGlossary()
  const rows = ['month,sales,rainfall']
  for (let i = 0; i < 48; i++) {
    const y = 2018 + Math.floor(i / 12)
    const m = String((i % 12) + 1).padStart(2, '0')
    rows.push(`${y}-${m}-01,${1000 + ((i * 37) % 90) * 10},${((i * 53) % 170) / 10}`)
  }
  shop = await made.load('shop', rows.join('\n'), { name: 'Monthly figures' })
}, 60_000)
afterAll(() => made.remove())

const value = (where: string, column = 'sales') =>
  sqlValue(`SELECT sum(${column}) FROM ${shop.table} WHERE ${where}`)

describe('a month said in Chinese, Spanish or Russian', () => {
  it.each([
    ['2019年7月的雨量是多少？', "month = DATE '2019-07-01'", 'rainfall'],
    ['2020年3月的销售额是多少？', "month = DATE '2020-03-01'", 'sales'],
    ['¿Cuáles fueron las ventas en marzo de 2020?', "month = DATE '2020-03-01'", 'sales'],
    ['Какими были продажи в августе 2018 года?', "month = DATE '2018-08-01'", 'sales'],
  ])('%s is that month', async (q, where, column) => {
    const { rows } = await answer(shop, 'Monthly figures', q)
    expect(rows).toHaveLength(1)
    expect(Number(rows[0]!.at(-1))).toBe(await value(where, column))
  })

  it('a span of months is the change from its first month to its last', async () => {
    const q = '从2018年3月到2019年9月，销售额变化了多少？'
    const { plan, rows } = await answer(shop, 'Monthly figures', q)
    expect(plan.kind).toBe('change')
    const first = await value("month = DATE '2018-03-01'")
    const last = await value("month = DATE '2019-09-01'")
    const row = rows[0]!.map(String)
    expect(row).toContain(String(first))
    expect(row).toContain(String(last))
    expect(row).toContain(String(last - first))
  })
})
