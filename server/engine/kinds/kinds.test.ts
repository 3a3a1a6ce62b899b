import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSource } from '../catalog'
import { runQuery, type Cell } from '../db'
import { decide } from '../plan/decide'
import { compilePlan } from '../plan/run'
import type { PlanKind, PlanOf } from '../plan/schema'
import { KINDS } from '.'
import type { TableProfile } from '../types'

/** Each plan kind, planned from an analyst's wording and checked against hand-written SQL. */

const dir = mkdtempSync(path.join(tmpdir(), 'parley-kinds-'))
const file = path.join(dir, 'shop.csv')
const lines = ['order_date,region,product,sales,profit,weight_g']
const regions = ['North', 'South', 'West']
const products = ['Chair', 'Desk', 'Lamp', 'Shelf']
let k = 0
for (let y = 2019; y <= 2021; y++)
  for (let m = 1; m <= 12; m++)
    for (const r of regions) {
      if (y === 2021 && m > 6) continue
      k++
      const p = products[k % 4]!
      const sales = 100 + ((k * 37) % 90) + (r === 'West' ? 50 : 0) + m * 3
      const profit = Math.round(sales * (r === 'South' ? 0.1 : 0.25) - (k % 7))
      lines.push(
        `${y}-${String(m).padStart(2, '0')}-15,${r},${p},${sales},${profit},${4000 + ((k * 97) % 3000)}`,
      )
    }
writeFileSync(file, `${lines.join('\n')}\n`)

let profile: TableProfile
const T = () => profile.table
beforeAll(async () => {
  profile = await loadSource({
    datasetId: 'd',
    datasourceId: 'shop',
    fileName: 'shop.csv',
    fileType: 'csv',
    path: file,
  })
})

async function ask(question: string, kind: PlanKind) {
  const d = decide(question, [profile], 'Shop orders', null)
  expect(d.type, question).toBe('plan')
  if (d.type !== 'plan') throw new Error('no plan')
  expect(d.plan.kind, question).toBe(kind)
  const { sql } = compilePlan(d.plan, profile)
  const r = await runQuery(sql)
  return {
    plan: d.plan,
    rows: r.rows.map((row) => Object.fromEntries(r.columns.map((c, i) => [c, row[i]]))),
  }
}
const one = async (sql: string) => (await runQuery(sql.replace(/\{t\}/g, `"${T()}"`))).rows
const scalar = async (sql: string) => Number((await one(sql))[0]?.[0])

describe('plan kinds', () => {
  it('aggregate: several measures at once, per group', async () => {
    const { rows } = await ask('What are the total sales and total profit by region?', 'aggregate')
    const want = await one('SELECT region, sum(sales), sum(profit) FROM {t} GROUP BY 1 ORDER BY 1')
    expect(rows.map((r) => [r.region, r['total sales'], r['total profit']])).toEqual(want)
  })

  it('share: percent of the total computed in SQL', async () => {
    const { rows } = await ask('What share of sales comes from the West?', 'share')
    const want = await scalar(
      "SELECT 100.0 * sum(sales) FILTER (WHERE region = 'West') / sum(sales) FROM {t}",
    )
    expect(rows[0]!['share %']).toBeCloseTo(want, 9)
  })

  it('ratio: a profit margin is total profit ÷ total sales, per group, in every pack', async () => {
    const want = await one(
      'SELECT region, sum(profit), sum(sales), sum(profit) / sum(sales) FROM {t} GROUP BY 1 ORDER BY 1',
    )
    for (const q of [
      "What's the profit margin by region?",
      '各地区的利润率是多少？',
      '¿Cuál es el margen por región?',
    ]) {
      const { rows } = await ask(q, 'ratio')
      expect(
        rows.map((r) => [r.region, r.numerator, r.denominator, r.ratio]),
        q,
      ).toEqual(want)
    }
  })

  it('ratio: how many times one group is another', async () => {
    const { rows } = await ask('How many times the South sales are the North sales?', 'ratio')
    const want = await scalar(
      "SELECT sum(sales) FILTER (WHERE region = 'South') / sum(sales) FILTER (WHERE region = 'North') FROM {t}",
    )
    expect(rows[0]!.ratio).toBeCloseTo(want, 9)
  })

  it("period average: each month's total, averaged over the months, per group", async () => {
    const { rows } = await ask('What are the average monthly sales by region?', 'period_average')
    const want = await one(
      "SELECT region, avg(t), count(*) FROM (SELECT region, date_trunc('month', order_date) m, sum(sales) t FROM {t} GROUP BY 1, 2) GROUP BY 1 ORDER BY 1",
    )
    expect(
      rows.map((r) => [r.region, r['average total sales per month'], Number(r.months)]),
    ).toEqual(want.map((w) => [w[0], w[1], Number(w[2])]))
  })

  it('extreme row: the order with the biggest profit and its attributes', async () => {
    const { rows } = await ask(
      'Which order had the biggest profit, and what product was it?',
      'extreme_row',
    )
    const [best] = await one('SELECT product, profit FROM {t} ORDER BY profit DESC LIMIT 1')
    expect(rows[0]).toMatchObject({ product: best?.[0], profit: best?.[1] })
  })

  it('compare: named groups with the difference from unrounded values', async () => {
    const { rows } = await ask('Compare the average profit of North and South', 'compare')
    const want = await scalar(
      "SELECT avg(profit) FILTER (WHERE region = 'South') - avg(profit) FILTER (WHERE region = 'North') FROM {t}",
    )
    expect(rows.map((r) => r.region)).toEqual(['North', 'South'])
    expect(rows[1]!.difference).toBeCloseTo(want, 9)
  })

  it('compare: two groups say which is higher and by a positive gap', async () => {
    const { plan, rows } = await ask('Compare the average profit of North and South', 'compare')
    const gap = Math.abs(Number(rows[1]!.difference))
    const text = KINDS.compare.findings(
      plan as PlanOf<'compare'>,
      { columns: Object.keys(rows[0]!), rows: rows.map((r) => ({ ...r }) as Record<string, Cell>) },
      { profile, lang: 'EN' },
    )
    const said = /\*\*North\*\* is higher than \*\*South\*\* by \*\*([\d.,]+)\*\*/.exec(text)
    expect(Number(said?.[1]?.replace(/,/g, ''))).toBeCloseTo(gap, 2)
  })

  it('compare: two periods are two groups, not one pooled average', async () => {
    const { rows } = await ask('Were sales higher in 2019 or in 2020?', 'compare')
    const want = await one(
      'SELECT year(order_date), sum(sales) FROM {t} WHERE year(order_date) IN (2019, 2020) GROUP BY 1 ORDER BY 1',
    )
    expect(rows.map((r) => [r.year, r['total sales']])).toEqual(want)
  })

  it('change: first, last and change per group since a year', async () => {
    const { plan, rows } = await ask('How have sales changed since 2019 in each region?', 'change')
    expect(plan).toMatchObject({ mode: 'endpoints', from: 2019, by: { column: 'region' } })
    const want = await one(
      'SELECT region, sum(sales) FILTER (WHERE year(order_date) = 2021) - sum(sales) FILTER (WHERE year(order_date) = 2019) FROM {t} GROUP BY 1',
    )
    for (const [region, change] of want)
      expect(rows.find((r) => r.region === region)?.change).toBeCloseTo(Number(change), 9)
  })

  it('change: each year against the year before', async () => {
    const { rows } = await ask(
      'By how much did total sales rise compared with the year before, from 2020 to 2021?',
      'change',
    )
    const want = await one(
      'SELECT y, s - lag(s) OVER (ORDER BY y) FROM (SELECT year(order_date) y, sum(sales) s FROM {t} GROUP BY 1) QUALIFY y >= 2020 ORDER BY y',
    )
    expect(rows.map((r) => [r.period, r.change])).toEqual(want)
  })

  it('seasonality: by calendar month over all years', async () => {
    const { rows } = await ask(
      'Which calendar month has the highest sales on average?',
      'seasonality',
    )
    const want = await one(
      'SELECT monthname(order_date), avg(sales) FROM {t} GROUP BY month(order_date), 1 ORDER BY month(order_date)',
    )
    expect(rows.map((r) => [r['calendar month'], r['average sales']])).toEqual(want)
  })

  it('stats: every percentile named in a list, as hand-written quantiles', async () => {
    const { rows } = await ask('What are the 10th, 20th and 95th percentiles of sales?', 'stats')
    for (const p of [10, 20, 95])
      expect(Number(rows[0]![`p${p}`])).toBeCloseTo(
        await scalar(`SELECT quantile_cont(sales, ${p / 100}) FROM {t}`),
        9,
      )
  })

  it('stats: median and mean together', async () => {
    const { rows } = await ask('What are the median and the mean profit?', 'stats')
    const [stats] = await one('SELECT median(profit), avg(profit) FROM {t}')
    expect(rows[0]).toMatchObject({ median: stats?.[0], avg: stats?.[1] })
  })

  it('distinct count', async () => {
    const { rows } = await ask('How many different products were sold in the West?', 'aggregate')
    const want = await scalar("SELECT count(DISTINCT product) FROM {t} WHERE region = 'West'")
    expect(Object.values(rows[0]!)[0]).toBe(want)
  })

  it('ranges and conditions with units', async () => {
    const { rows } = await ask('How many orders weighed between 5,000 and 6,000 g?', 'aggregate')
    const want = await scalar('SELECT count(*) FROM {t} WHERE weight_g BETWEEN 5000 AND 6000')
    expect(Object.values(rows[0]!)[0]).toBe(want)
    const more = await ask('How many orders had a profit of more than 40?', 'aggregate')
    expect(Object.values(more.rows[0]!)[0]).toBe(
      await scalar('SELECT count(*) FROM {t} WHERE profit > 40'),
    )
  })

  it('top N within each group', async () => {
    const { rows } = await ask('What are the top 2 products by sales in each region?', 'top_within')
    expect(rows).toHaveLength(6)
    const want = await one(
      'SELECT region, product FROM (SELECT region, product, row_number() OVER (PARTITION BY region ORDER BY sum(sales) DESC, product) rn FROM {t} GROUP BY 1, 2) WHERE rn <= 2 ORDER BY 1, rn',
    )
    expect(rows.map((r) => [r.region, r.product])).toEqual(want)
  })

  it('overview: "tell me something interesting"', async () => {
    const { rows } = await ask('Tell me something interesting about this data', 'overview')
    // One row per column; known + missing is every row; each measure names its closest partner.
    expect(rows.map((r) => r.column)).toEqual(profile.columns.map((c) => c.name))
    for (const r of rows) expect(Number(r.values) + Number(r.missing)).toBe(profile.rows)
    const sales = rows.find((r) => r.column === 'sales')!
    expect(sales['most related to']).toBe('profit')
    expect(sales.r).toBeCloseTo(await scalar('SELECT corr(sales, profit) FROM {t}'), 9)
    const weight = rows.find((r) => r.column === 'weight_g')!
    expect(weight.average).toBeCloseTo(await scalar('SELECT avg(weight_g) FROM {t}'), 9)
    expect(rows.find((r) => r.column === 'order_date')!.lowest).toBe('2019-01-15')
  })

  it('overview: "describe the dataset" is the same overview', () => {
    const d = decide('Describe the dataset', [profile], 'Shop orders', null)
    expect(d.type === 'plan' && d.plan.kind).toBe('overview')
  })

  it('"why" gets no number: the data records what happened, not its causes', () => {
    const d = decide('Why did sales in the West grow so much?', [profile], 'Shop orders', null)
    expect(d.type === 'refuse' && d.reason).toBe('why')
  })

  it('a year the data does not cover gets no number, and the reply says which years it has', () => {
    const d = decide('What were total sales in 2024?', [profile], 'Shop orders', null)
    expect(d.type === 'refuse' && d.reason).toBe('noPeriod')
    expect(d.type === 'refuse' && d.params).toEqual({ period: '2024', from: '2019', to: '2021' })
    expect(decide('What were total sales in 2020?', [profile], 'Shop orders', null).type).toBe(
      'plan',
    )
  })

  it('forecast: answered with what the data shows, never a prediction', () => {
    const d = decide('What will sales be next year?', [profile], 'Shop orders', null)
    expect(d.type === 'plan' && d.honest).toBe('forecast')
    expect(d.type === 'plan' && d.plan.kind).toBe('change')
  })
})
