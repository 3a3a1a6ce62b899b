import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decide } from '../plan/decide'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Ranges said without "between" ("aged 30-39", "in their thirties", "2 to 3 thousand") and a
 * column of few numbers asked for by "which" ("which dose gave the longest teeth"), on small
 * tables: each answer against hand-written SQL.
 */

const made = csvTables('ranges')
let survey: TableProfile
let trial: TableProfile
let garage: TableProfile
let schools: TableProfile
let growth: TableProfile
let counties: TableProfile

beforeAll(async () => {
  await loadZhGlossary()
  const s = ['wage,age,sex,income']
  for (let i = 0; i < 80; i++)
    s.push(
      `${(8 + ((i * 13) % 29) / 2).toFixed(2)},${18 + ((i * 7) % 50)},${i % 2 ? 'M' : 'F'},${500 + i * 60}`,
    )
  survey = await made.load('ontario-1994', s.join('\n'), { name: 'Ontario 1994' })
  const t = ['len,supp,dose']
  for (let i = 0; i < 60; i++)
    t.push(
      `${(4 + ((i * 17) % 30) + (i % 3) * 3).toFixed(1)},${i % 2 ? 'OJ' : 'VC'},${[0.5, 1, 2][i % 3]}`,
    )
  trial = await made.load('tooth-growth', t.join('\n'), { name: 'Tooth growth' })
  const g = ['model,wt,cyl']
  for (let i = 0; i < 30; i++)
    g.push(`car ${i},${(1.5 + (i % 20) / 5).toFixed(2)},${[4, 6, 8][i % 3]}`)
  garage = await made.load('motor-trend', g.join('\n'), { name: 'Motor Trend' })
  const p = ['state,region,pay']
  for (let i = 0; i < 24; i++) p.push(`S${i},${['NE', 'S', 'W'][i % 3]},${20 + (i % 8) * 2}`)
  schools = await made.load('school-spending', p.join('\n'), { name: 'School spending' })
  const w = ['weight,Time,Chick,Diet']
  for (let c = 1; c <= 10; c++)
    for (let d = 0; d <= 21; d += 3) w.push(`${40 + d * (6 + c)},${d},${c},${1 + (c % 4)}`)
  growth = await made.load('chick-growth', w.join('\n'), { name: 'Chick growth' })
  const k = ['county,state,poptotal']
  for (let i = 0; i < 40; i++)
    k.push(`C${i},${['IL', 'IN', 'MI', 'OH', 'WI'][i % 5]},${1000 + i * 37}`)
  counties = await made.load('midwest-counties', k.join('\n'), { name: 'Midwest counties' })
}, 60_000)
afterAll(() => made.remove())

const thirties = async () =>
  sqlRows(`SELECT avg(wage) FROM ${survey.table} WHERE age BETWEEN 30 AND 39`)

describe('a range said without "between"', () => {
  it.each([
    'What is the average wage of people aged 30-39?',
    'What is the average wage of people aged 30 to 39?',
    'What is the average wage of people 30 to 39 years old?',
    'What is the average wage of people in their thirties?',
    'What is the average wage of people in their 30s?',
  ])('%s', async (q) => {
    const { rows } = await answer(survey, 'Ontario 1994', q)
    expect(rows[0]![0]).toBeCloseTo(Number((await thirties())[0]![0]), 6)
  })

  it('"2 to 3 thousand" scales both ends', async () => {
    const { rows } = await answer(
      survey,
      'Ontario 1994',
      'How many people have an income of 2 to 3 thousand?',
    )
    const [[want]] = (await sqlRows(
      `SELECT count(*) FROM ${survey.table} WHERE income BETWEEN 2000 AND 3000`,
    )) as [[number]]
    expect(Number(rows[0]![0])).toBe(Number(want))
  })

  it('a range in units the column does not hold gives no number', () => {
    // wt is in thousands of pounds; nothing says so, and 3,000–4,000 is outside its values.
    const d = decide('How many cars weigh 3 to 4 thousand pounds?', [garage], 'Motor Trend', null)
    expect(d.type).not.toBe('plan')
  })
})

describe('a range or a bound with its unit after each number', () => {
  const want = async () =>
    Number(
      (
        (await sqlRows(
          `SELECT count(*) FROM ${growth.table} WHERE Time = 21 AND weight BETWEEN 100 AND 300`,
        )) as [[number]]
      )[0][0],
    )
  it.each([
    'How many chicks weighed 100 g to 300 g on day 21?',
    '第21天，体重在100克到300克之间（含两端）的小鸡有多少只？',
  ])('%s', async (q) => {
    const { rows } = await answer(growth, 'Chick growth', q)
    expect(Number(rows[0]![0])).toBe(await want())
  })

  it('"65岁及以上": an age and over', async () => {
    const { plan } = await answer(survey, 'Ontario 1994', '65岁及以上的人平均工资是多少？')
    expect(plan.filters).toEqual([{ op: '>=', column: 'age', value: 65 }])
  })
})

describe('a column of few numbers asked for by "which"', () => {
  it('"which dose gave the longest teeth" ranks doses by length, not doses by dose', async () => {
    const { plan, rows } = await answer(trial, 'Tooth growth', 'Which dose gave the longest teeth?')
    expect(plan.kind).toBe('aggregate')
    const [best] = await sqlRows(
      `SELECT dose, avg(len) FROM ${trial.table} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    )
    expect(rows[0]![0]).toBe(best![0])
    expect(rows[0]![1]).toBeCloseTo(Number(best![1]), 6)
  })

  it('"across all doses, which supplement gives longer teeth": the comparative names length', async () => {
    const { plan, rows } = await answer(
      trial,
      'Tooth growth',
      'Across all doses, which supplement gives longer teeth on average, OJ or VC, and by how much?',
    )
    expect(plan).toMatchObject({ kind: 'compare', measure: { agg: 'avg', column: 'len' } })
    const want = await sqlRows(`SELECT supp, avg(len) FROM ${trial.table} GROUP BY 1 ORDER BY 1`)
    expect(rows.map((r) => [r[0], r[1]]).sort()).toEqual(want)
  })

  it('"which supplement and dose gave the single longest tooth": one row, not a group', async () => {
    const { plan, rows } = await answer(
      trial,
      'Tooth growth',
      'Which supplement and dose gave the single longest tooth, and how long was it?',
    )
    expect(plan.kind).toBe('extreme_row')
    const top = await sqlRows(
      `SELECT supp, dose, len FROM ${trial.table} WHERE len = (SELECT max(len) FROM ${trial.table}) ORDER BY 1, 2`,
    )
    expect(rows.map((r) => [r[0], r[1], r[2]]).sort()).toEqual(top)
  })

  it('"which … is furthest north, and at what latitude": the value asked for is the one ranked', async () => {
    const { plan, rows } = await answer(
      survey,
      'Ontario 1994',
      'Which person is the oldest, and at what age?',
    )
    expect(plan.kind).toBe('extreme_row')
    const [[oldest]] = (await sqlRows(`SELECT max(age) FROM ${survey.table}`)) as [[number]]
    expect(rows[0]).toContain(oldest)
  })

  it('"which supplement and dose" groups by both', async () => {
    const { rows } = await answer(
      trial,
      'Tooth growth',
      'Which supplement and dose gave the longest teeth on average?',
    )
    const [best] = await sqlRows(
      `SELECT supp, dose, avg(len) FROM ${trial.table} GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    )
    expect(rows[0]!.slice(0, 2)).toEqual(best!.slice(0, 2))
  })

  it('a column right after the one asked for is not in the list ("which state pays")', async () => {
    const { rows } = await answer(
      schools,
      'School spending',
      'Which state pays the least on average?',
    )
    const least = await sqlRows(
      `SELECT state FROM ${schools.table} WHERE pay = (SELECT min(pay) FROM ${schools.table}) ORDER BY 1`,
    )
    expect(rows.map((r) => r[0]).sort()).toEqual(least.map((r) => r[0]))
  })
})

describe('percentiles and the whole table, as asked', () => {
  it('"the median and the 90th-percentile wage", hyphenated', async () => {
    const { rows } = await answer(
      survey,
      'Ontario 1994',
      'What are the median and the 90th-percentile wage?',
    )
    const [want] = await sqlRows(
      `SELECT median(wage), quantile_cont(wage, 0.9) FROM ${survey.table}`,
    )
    expect(rows[0]!.slice(0, 2)).toEqual(want)
  })

  it('"across the 80 people": the table\'s own count of rows bounds nothing', async () => {
    const { rows } = await answer(
      survey,
      'Ontario 1994',
      'Across the 80 people, what is the median wage?',
    )
    const [want] = await sqlRows(`SELECT median(wage) FROM ${survey.table}`)
    expect(rows[0]![0]).toEqual(want![0])
  })
})

describe('which column a bound is on', () => {
  it('the column named nearest the bound, by any of its mentions', async () => {
    const { rows } = await answer(
      growth,
      'Chick growth',
      'For weight, how many rows have a chick weight above 150?',
    )
    const [[want]] = (await sqlRows(`SELECT count(*) FROM ${growth.table} WHERE weight > 150`)) as [
      [number],
    ]
    expect(Number(rows[0]![0])).toBe(Number(want))
  })

  it('a bound on an average ("the average weight first exceeds 200") is not put on the rows', () => {
    const d = decide(
      'On which day did the average chick weight first exceed 200 grams?',
      [growth],
      'Chick growth',
      null,
    )
    expect(d.type).not.toBe('plan')
  })

  it('"each of the five states": as many as the column holds, no bound', async () => {
    const { rows } = await answer(
      counties,
      'Midwest counties',
      "What's the total population of each of the five states in the data?",
    )
    const want = await sqlRows(
      `SELECT state, sum(poptotal) FROM ${counties.table} GROUP BY 1 ORDER BY 1`,
    )
    expect(rows.map((r) => [r[0], Number(r[1])])).toEqual(want.map((r) => [r[0], Number(r[1])]))
  })
})
