import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { decide } from '../plan/decide'
import { offersFor } from '../plan/offers'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Tables read as a reader would: a long-format table (a month of one indicator per row) whose
 * series are named by value, Chinese values found as written, a table named by what its rows
 * are, and the honesty guards around them. Each answer is checked against hand-written SQL.
 */

const made = csvTables('long-format')
const tables: Record<string, TableProfile> = {}
const NAMES: Record<string, string> = {
  economy: '宏观经济指标',
  terms: '总统任期',
  prices: 'Closing prices',
  quakes: 'Earthquakes',
  counties: 'Counties',
  looms: 'Warp breaks',
  chicks: 'Chick weights',
  states: 'Arrests by state',
  passengers: 'Ship passengers',
  coded: 'Warp breaks, documented',
  gears: 'Cars',
}

beforeAll(async () => {
  await loadZhGlossary()
  const load = async (id: string, lines: string[]) => {
    tables[id] = await made.load(id, lines.join('\n'), { name: NAMES[id]! })
  }
  // 24 months of three indicators, each in its own unit.
  const economy = ['日期,指标,单位,数值']
  for (let m = 0; m < 24; m++) {
    const date = `${2000 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`
    economy.push(`${date},失业人数,千人,${5000 + ((m * 37) % 400)}`)
    economy.push(`${date},个人储蓄率,%,${(3 + ((m * 7) % 10) / 2).toFixed(1)}`)
    economy.push(`${date},总人口,千人,${280000 + m * 100}`)
  }
  await load('economy', economy)
  // The same shape with one quantity: prices per ticker are not series in different units.
  const prices = ['date,ticker,close']
  for (let d = 1; d <= 20; d++)
    for (const [k, t] of ['AAA', 'BBB', 'CCC'].entries())
      prices.push(`2020-01-${String(d).padStart(2, '0')},${t},${100 + k * 10 + d}`)
  await load('prices', prices)
  await load('terms', [
    '姓名,上任日期,卸任日期,政党',
    '甲,1953-01-20,1961-01-20,共和党',
    '乙,1961-01-20,1963-11-22,民主党',
    '丙,1963-11-22,1969-01-20,民主党',
    '丁,1969-01-20,1974-08-09,共和党',
  ])
  const quakes = ['lat,long,depth,mag']
  for (let i = 0; i < 30; i++)
    quakes.push([-20 - (i % 7), 180 + (i % 5), 50 + ((i * 47) % 600), 4 + (i % 10) / 5].join(','))
  await load('quakes', quakes)
  const counties = ['county,poptotal,percbelowpoverty']
  for (let i = 0; i < 12; i++) counties.push(`C${i},${1000 + i * 5000},${5 + i * 2}`)
  await load('counties', counties)
  const looms = ['breaks,wool,tension']
  for (let i = 0; i < 18; i++) looms.push(`${10 + ((i * 13) % 40)},${'AB'[i % 2]},${'LMH'[i % 3]}`)
  await load('looms', looms)
  const chicks = ['weight,Time,Chick,Diet']
  for (let chick = 1; chick <= 12; chick++)
    for (const t of [0, 10, 21])
      chicks.push(`${40 + t * (5 + (chick % 4)) + chick},${t},${chick},${(chick % 3) + 1}`)
  await load('chicks', chicks)
  const states = ['state,Murder,Assault']
  for (let i = 0; i < 20; i++)
    states.push(`S${i},${(2 + ((i * 7) % 15)).toFixed(1)},${50 + ((i * 37) % 300)}`)
  await load('states', states)
  const passengers = ['name,survived,age,passengerClass']
  for (let i = 0; i < 30; i++)
    passengers.push(
      `P${i},${i % 3 ? 'yes' : 'no'},${20 + ((i * 11) % 50)},${['1st', '2nd', '3rd'][i % 3]}`,
    )
  await load('passengers', passengers)
  const gears = ['model,mpg,am']
  for (let i = 0; i < 16; i++) gears.push(`M${i},${15 + i},${i % 3 === 0 ? 1 : 0}`)
  tables.gears = await made.load('gears', gears.join('\n'), {
    name: NAMES.gears!,
    description: 'am: transmission, 0 = automatic, 1 = manual',
  })
  tables.coded = await made.load('coded', ['breaks,wool,tension', ...looms.slice(1)].join('\n'), {
    name: NAMES.coded!,
    description: 'tension: L = low, M = medium, H = high. wool: A or B.',
  })
}, 120_000)

afterAll(() => made.remove())

const decideOn = (id: string, question: string) => decide(question, [tables[id]!], NAMES[id]!, null)
const rows = async (id: string, question: string) =>
  (await answer(tables[id]!, NAMES[id]!, question)).rows
const sql = sqlRows

describe('a long-format table', () => {
  it('is found from its shape: a time, a column of named series, one generic number', () => {
    expect(tables.economy!.series).toEqual({ key: '指标', value: '数值' })
    // Prices per ticker have the shape but measure one quantity: no series.
    expect(tables.prices!.series).toBeUndefined()
  })

  it('a series named as written is what is measured: its lowest month', async () => {
    const t = tables.economy!.table
    const expected = await sql(
      `SELECT CAST(date_trunc('month', 日期) AS DATE), 数值 FROM ${t} WHERE 指标 = '个人储蓄率' ORDER BY 数值, 日期 LIMIT 1`,
    )
    const got = await rows('economy', '个人储蓄率最低是在哪个月？是多少？')
    expect(got[0]).toEqual(expected[0])
  })

  it('its median over a range of years', async () => {
    const t = tables.economy!.table
    const expected = await sql(
      `SELECT median(数值) FROM ${t} WHERE 指标 = '失业人数' AND year(日期) = 2001`,
    )
    const got = await rows('economy', '2001年失业人数的中位数是多少？')
    expect(got[0]![0]).toBe(expected[0]![0])
  })

  it('numbers of all series together are never added: no number, and each series is offered', () => {
    const question = '数值的平均值是多少？'
    const d = decideOn('economy', question)
    expect(d.type).toBe('abstain')
    const offers = offersFor(question, d.u!, NAMES.economy!)
    expect(offers.length).toBe(3)
    const picked = decideOn('economy', offers[0]!)
    expect(picked.type).toBe('plan')
    if (picked.type === 'plan') expect(JSON.stringify(picked.plan.filters)).toContain('指标')
  })
})

describe('honesty around what was read', () => {
  it('a superlative read as a count of rows gives no number', () => {
    // The terms table has no duration column: "shortest term" cannot be ranked.
    const d = decideOn('terms', '哪位总统的任期最短？他在任多少天？')
    expect(d.type).not.toBe('plan')
  })

  it('rows named by the dataset name in Chinese are its rows', async () => {
    const got = await rows('terms', '共和党的总统有几位？')
    expect(got.flat()).toContain(2)
  })

  it('"more than 20%" never bounds a column of counts', async () => {
    const d = decideOn('counties', 'How many counties have a poverty population above 20%?')
    if (d.type === 'plan') expect(JSON.stringify(d.plan)).not.toContain('poptotal')
    const t = tables.counties!.table
    const expected = await sql(`SELECT count(*) FROM ${t} WHERE percbelowpoverty > 20`)
    const got = await rows('counties', 'How many counties have percbelowpoverty above 20%?')
    expect(got.flat()).toContain(expected[0]![0])
  })

  it('a median asked is a median, never a count ("断" reads as the breaks it counts)', () => {
    const d = decideOn('looms', '羊毛A和羊毛B的断经次数中位数分别是多少？')
    if (d.type === 'plan')
      expect(JSON.stringify(d.plan)).toContain('"agg":"median","column":"breaks"')
  })
})

describe('what a column can be', () => {
  it('a numbered label is never bounded: "exceed 200 grams" is no chick above 200', () => {
    const d = decideOn(
      'chicks',
      'On which weighing day did the average chick weight first exceed 200 grams, and what was the average that day?',
    )
    if (d.type === 'plan') expect(JSON.stringify(d.plan.filters)).not.toContain('"column":"Chick"')
  })

  it('an ordinal names a value written either way: "third-class" is 3rd, "first-class" 1st', async () => {
    const t = tables.passengers!.table
    const [median] = await sql(`SELECT median(age) FROM ${t} WHERE passengerClass = '3rd'`)
    expect(
      (await rows('passengers', 'What was the median age of third-class passengers?'))[0]![0],
    ).toBe(median![0])
    const [saved] = await sql(
      `SELECT count(*) FROM ${t} WHERE passengerClass = '1st' AND survived = 'yes'`,
    )
    expect((await rows('passengers', 'How many first-class passengers survived?'))[0]).toEqual(
      saved,
    )
  })

  it('a group of one row each is no group: the median across states', async () => {
    const [expected] = await sql(`SELECT median(Assault) FROM ${tables.states!.table}`)
    expect((await rows('states', '各州人身攻击（Assault）的中位数是多少？'))[0]![0]).toBe(
      expected![0],
    )
  })
})

describe("a data dictionary's codes", () => {
  it('"the highest" grades; it names no code the dictionary calls "high"', () => {
    const d = decideOn(
      'coded',
      'For each wool, which tension gives the highest average number of breaks?',
    )
    expect(d.type).toBe('plan')
    if (d.type === 'plan') expect(JSON.stringify(d.plan.filters)).not.toContain('"H"')
  })

  it('a part named twice (a code and its condition) is a share of the whole', async () => {
    const t = tables.gears!.table
    const [expected] = await sql(
      `SELECT 100.0 * count(*) FILTER (WHERE am = 1) / count(*) FROM ${t}`,
    )
    const got = await rows('gears', 'What share of the cars are manual (am = 1)?')
    expect(got[0]![0]).toBeCloseTo(Number(expected![0]), 6)
  })

  it('codes listed in brackets after "each" explain the group, they filter nothing', async () => {
    const t = tables.coded!.table
    const expected = await sql(`SELECT tension, avg(breaks) FROM ${t} GROUP BY 1 ORDER BY 1`)
    const got = await rows(
      'coded',
      'What is the average number of breaks for each tension (low, medium, high)?',
    )
    expect(got.length).toBe(expected.length)
  })
})

describe('units and modifiers', () => {
  it('the unit the answer is asked in is understood ("in km", "多少公里")', async () => {
    const t = tables.quakes!.table
    const expected = await sql(`SELECT avg(depth) FROM ${t}`)
    expect(
      (await rows('quakes', 'What is the average depth of all earthquakes in km?'))[0],
    ).toEqual(expected[0])
    expect((await rows('quakes', '所有地震的平均深度是多少公里？'))[0]).toEqual(expected[0])
  })

  it('an unknown word before a column is offered away, one click from the answer', () => {
    const question = 'What is the average focal depth of all earthquakes in km?'
    const d = decideOn('quakes', question)
    expect(d.type).toBe('abstain')
    const offers = offersFor(question, d.u!, NAMES.quakes!)
    expect(offers.length).toBeGreaterThan(0)
    expect(decideOn('quakes', offers.at(-1)!).type).toBe('plan')
  })

  it('a noun about the earthquakes themselves before the column is answered ("震源深度")', () => {
    // 震源 is glossed "epicenter", which WordNet defines by the earthquake (ledger.ts ofTheRows).
    const d = decideOn('quakes', '所有地震的平均震源深度是多少公里？')
    expect(d.type === 'plan' ? d.plan : null).toMatchObject({
      measures: [{ agg: 'avg', column: 'depth' }],
    })
  })
})
