import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from './nlp/zh-glossary'
import { SPAN_NAME } from './span-column'
import { answer, csvTables, sqlRows } from './testing/csv-tables'
import type { TableProfile } from './types'

/**
 * The days between a start and an end date on each row are a column of their own: the
 * questions about terms, stays and delays are then questions about one column, answered as
 * hand-written SQL on the two dates answers them.
 */

const made = csvTables('span')
const tables: Record<string, TableProfile> = {}
const NAMES: Record<string, string> = { terms: '总统任期', orders: 'Orders', mixed: 'Events' }

beforeAll(async () => {
  await loadZhGlossary()
  const load = async (id: string, lines: string[]) => {
    tables[id] = await made.load(id, lines.join('\n'), { name: NAMES[id]! })
  }
  await load('terms', [
    '姓名,上任日期,卸任日期,政党',
    '甲,1953-01-20,1961-01-20,共和党',
    '乙,1961-01-20,1963-11-22,民主党',
    '丙,1963-11-22,1969-01-20,民主党',
    '丁,1969-01-20,1974-08-09,共和党',
  ])
  const orders = ['Order ID,Order Date,Ship Date,State,Sales']
  for (let i = 0; i < 20; i++)
    orders.push(
      `O${i},2020-01-${String(i + 1).padStart(2, '0')},2020-02-${String((i % 7) + 1).padStart(2, '0')},${i % 2 ? 'Texas' : 'Ohio'},${100 + i}`,
    )
  await load('orders', orders)
  // Two dates in no order: no span is made up.
  await load('mixed', ['event,a,b', 'x,2020-01-05,2020-01-01', 'y,2020-01-01,2020-01-09'])
}, 120_000)

afterAll(() => made.remove())

const rows = async (id: string, question: string) =>
  (await answer(tables[id]!, NAMES[id]!, question)).rows
const sql = sqlRows

describe('the days between two dates of a row', () => {
  it('is a column only where one date never comes before the other', () => {
    const names = (id: string) => tables[id]!.columns.map((c) => c.name)
    expect(names('terms')).toContain(SPAN_NAME)
    expect(names('orders')).toContain(SPAN_NAME)
    expect(names('mixed')).not.toContain(SPAN_NAME)
  })

  it('answers the average term in days, and terms longer than 2,000 days', async () => {
    const t = tables.terms!.table
    const [avg] = await sql(`SELECT avg(卸任日期 - 上任日期) FROM ${t}`)
    expect((await rows('terms', '平均每届总统任期有多少天？'))[0]).toEqual(avg)
    const [long] = await sql(`SELECT count(*) FROM ${t} WHERE 卸任日期 - 上任日期 > 2000`)
    expect((await rows('terms', '在任时间超过2000天的任期有几届？'))[0]).toEqual(long)
  })

  it('answers the average days to ship, and leaves "orders" to the orders', async () => {
    const t = tables.orders!.table
    const [avg] = await sql(`SELECT avg(datediff('day', "Order Date", "Ship Date")) FROM ${t}`)
    expect((await rows('orders', 'What is the average duration in days?'))[0]).toEqual(avg)
    const [texas] = await sql(`SELECT count(DISTINCT "Order ID") FROM ${t} WHERE State = 'Texas'`)
    expect((await rows('orders', 'How many orders shipped to Texas?'))[0]).toEqual(texas)
  })
})
