import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadSource } from '../catalog'
import { runQuery } from '../db'
import type { TableProfile } from '../types'
import { decide } from './decide'
import { compilePlan } from './run'

/**
 * Tables the engine was not tuned on (vega-datasets' penguins, movies, Iowa electricity, bird
 * strikes, unemployment across industries, barley, weather in two cities, US population by age),
 * asked the way analysts ask. Each question is answered right, checked against hand-written SQL,
 * or declined with the words that were not placed: never a count of rows standing in for it.
 */

const data = (file: string) => path.join(process.cwd(), 'node_modules/vega-datasets/data', file)
const tables: Record<string, TableProfile> = {}
const NAMES = {
  penguins: 'Penguins',
  movies: 'Movies',
  iowa: 'Iowa electricity',
  birds: 'Bird strikes',
  jobless: 'Unemployment by industry',
  barley: 'Barley',
  weather: 'Weather',
  people: 'US population by age',
  disasters: 'Natural disasters',
  riots: 'LA riots',
} as const
type Name = keyof typeof NAMES

beforeAll(async () => {
  const load = async (id: Name, file: string, fileType: 'csv' | 'json') => {
    tables[id] = await loadSource({
      datasetId: id,
      datasourceId: `unseen-${id}`,
      fileName: file,
      fileType,
      path: data(file),
    })
  }
  await Promise.all([
    load('penguins', 'penguins.json', 'json'),
    load('movies', 'movies.json', 'json'),
    load('iowa', 'iowa-electricity.csv', 'csv'),
    load('birds', 'birdstrikes.csv', 'csv'),
    load('jobless', 'unemployment-across-industries.json', 'json'),
    load('barley', 'barley.json', 'json'),
    load('weather', 'weather.csv', 'csv'),
    load('people', 'population.json', 'json'),
    load('disasters', 'disasters.csv', 'csv'),
    load('riots', 'la-riots.csv', 'csv'),
  ])
}, 60_000)

const decideOn = (name: Name, question: string) =>
  decide(question, [tables[name]!], NAMES[name], null)

async function answer(name: Name, question: string) {
  const d = decideOn(name, question)
  if (d.type !== 'plan')
    throw new Error(`${question}: ${d.type} (${d.u?.notUnderstood.join(', ')})`)
  const r = await runQuery(compilePlan(d.plan, tables[name]!).sql)
  return { plan: d.plan, rows: r.rows }
}
const sql = async (name: Name, text: string) =>
  (await runQuery(text.replace(/\{t\}/g, `"${tables[name]!.table}"`))).rows

function declined(name: Name, question: string, words: RegExp) {
  const d = decideOn(name, question)
  expect(d.type, question).not.toBe('plan')
  expect(d.type === 'refuse' ? d.words.join(' ') : d.u?.notUnderstood.join(' '), question).toMatch(
    words,
  )
}

describe('tables the engine was not tuned on', () => {
  it('a ranking that ties keeps every tied group, never one picked at random', async () => {
    const { rows } = await answer('penguins', 'Which island has the most species?')
    const want = await sql(
      'penguins',
      'SELECT Island, count(DISTINCT Species) n FROM {t} GROUP BY 1 QUALIFY rank() OVER (ORDER BY n DESC) = 1 ORDER BY 1',
    )
    expect(want.length).toBeGreaterThan(1)
    expect(rows.map((r) => [r[0], Number(r[1])]).sort()).toEqual(
      want.map((r) => [r[0], Number(r[1])]),
    )
  })

  it('"related to" and two paired comparatives ask for a correlation', async () => {
    for (const q of [
      'Is beak length related to body mass?',
      'Do longer flippers go with heavier bodies?',
    ]) {
      const { plan, rows } = await answer('penguins', q)
      expect(plan.kind, q).toBe('correlation')
      const x = plan.kind === 'correlation' ? plan.x : ''
      const y = plan.kind === 'correlation' ? plan.y : ''
      const [want] = await sql('penguins', `SELECT corr("${x}", "${y}") FROM {t}`)
      expect(Number(rows[0]![0]), q).toBeCloseTo(Number(want![0]), 9)
    }
  })

  it('verbs that only say a row was recorded count every row', async () => {
    const { rows } = await answer('penguins', 'How many penguins were measured on each island?')
    expect(rows.map((r) => [r[0], Number(r[1])])).toEqual(
      (await sql('penguins', 'SELECT Island, count(*) FROM {t} GROUP BY 1 ORDER BY 1')).map((r) => [
        r[0],
        Number(r[1]),
      ]),
    )
  })

  it('a size no column is named for, or what rows did in words not placed, is declined', () => {
    declined('penguins', 'Are males bigger than females?', /bigger/)
    declined('movies', 'Which is the longest movie?', /longest/)
    declined('movies', 'How many movies lost money?', /lost money/)
    declined('movies', 'Do bigger budgets mean higher ratings?', /rating/)
  })

  it('the top row by a measure is named by its title, even when titles mix text and numbers', async () => {
    const { plan, rows } = await answer('movies', "What's the highest grossing movie worldwide?")
    expect(plan.kind).toBe('extreme_row')
    const [want] = await sql(
      'movies',
      'SELECT Title, "Worldwide Gross" FROM {t} ORDER BY 2 DESC NULLS LAST LIMIT 1',
    )
    expect(rows[0]).toEqual(want)
  })

  it('two columns sharing a word bind to the words beside them', async () => {
    const { plan } = await answer(
      'movies',
      'Is IMDB rating correlated with Rotten Tomatoes rating?',
    )
    expect(plan).toMatchObject({
      kind: 'correlation',
      x: 'IMDB Rating',
      y: 'Rotten Tomatoes Rating',
    })
  })

  it('a verb in thousands of titles is not a title ("made")', async () => {
    const { plan, rows } = await answer('movies', 'Which director made the most movies?')
    expect(plan.filters).toEqual([])
    const [want] = await sql(
      'movies',
      'SELECT Director, count(*) FROM {t} WHERE Director IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )
    expect(rows[0]!.map(String)).toEqual(want!.map(String))
  })

  it('"how much" of what the rows measure is the measure summed, not the rows counted', async () => {
    const { rows } = await answer('iowa', 'How much electricity came from renewables in 2017?')
    const [want] = await sql(
      'iowa',
      "SELECT sum(net_generation) FROM {t} WHERE source = 'Renewables' AND year(year) = 2017",
    )
    expect(Number(rows[0]![0])).toBe(Number(want![0]))
  })

  it('a plain size before a noun is a value when one column holds it, and declined when none does', async () => {
    const { rows } = await answer('birds', 'How many strikes involved large birds?')
    const [want] = await sql('birds', `SELECT count(*) FROM {t} WHERE "Wildlife Size" = 'Large'`)
    expect(Number(rows[0]![0])).toBe(Number(want![0]))
    declined('birds', 'How many strikes by large aircraft?', /large aircraft/)
  })

  it('"cost" among Cost Other, Cost Repair and Cost Total $ is the total; "repair cost" the repairs', async () => {
    expect((await answer('birds', 'What was the average cost of a strike?')).plan).toMatchObject({
      measures: [{ agg: 'avg', column: 'Cost Total $' }],
    })
    expect((await answer('birds', 'What was the total repair cost?')).plan).toMatchObject({
      measures: [{ agg: 'sum', column: 'Cost Repair' }],
    })
    const { rows } = await answer('birds', 'Which bird species caused the highest total cost?')
    const [want] = await sql(
      'birds',
      'SELECT "Wildlife Species", sum("Cost Total $") FROM {t} GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    )
    expect(rows[0]!.map(String)).toEqual(want!.map(String))
  })

  it('a column asked for by "which" groups, and a word after "by" in the dataset name is no row', () => {
    // "industry" names nothing (the column is "series"), so the group asked for is missing.
    declined('jobless', 'Which industry had the highest unemployment rate in 2009?', /industry/)
    // "month" is a small integer column: the group, never the quantity ranked.
    declined('jobless', 'Which month of the year has the highest unemployment?', /highest/)
  })

  it('"did it go down from 1931 to 1932" is a change between the two years', async () => {
    const { plan, rows } = await answer('barley', 'Did yields go down from 1931 to 1932?')
    expect(plan).toMatchObject({ kind: 'change', from: 1931, to: 1932 })
    const want = await sql('barley', 'SELECT year, avg(yield) FROM {t} GROUP BY 1 ORDER BY 1')
    expect(Number(rows[0]![1])).toBeCloseTo(Number(want[0]![1]), 9)
    expect(Number(rows[0]![3])).toBeCloseTo(Number(want[1]![1]), 9)
  })

  it('"average annual generation by source" averages each year\'s total per source', async () => {
    const { plan, rows } = await answer('iowa', 'average annual generation by source')
    expect(plan.kind).toBe('period_average')
    const want = await sql(
      'iowa',
      'SELECT source, avg(t), count(*) FROM (SELECT source, year(year) y, sum(net_generation) t FROM {t} GROUP BY 1, 2) GROUP BY 1 ORDER BY 1',
    )
    expect(rows.map((r) => [r[0], Number(r[1]), Number(r[2])])).toEqual(
      want.map((w) => [w[0], Number(w[1]), Number(w[2])]),
    )
  })

  it('"the average high temperature" is an average, not the hottest row; "each city" binds the location', async () => {
    const { rows } = await answer(
      'weather',
      'What was the average high temperature in New York in 2015?',
    )
    const [want] = await sql(
      'weather',
      "SELECT avg(temp_max) FROM {t} WHERE location = 'New York' AND year(date) = 2015",
    )
    expect(Number(rows[0]![0])).toBeCloseTo(Number(want![0]), 9)
    const yearly = await answer('weather', 'What is the average yearly precipitation in each city?')
    expect(yearly.plan).toMatchObject({ kind: 'period_average', dims: [{ column: 'location' }] })
    expect(
      decideOn('weather', 'What is the average yearly precipitation in each city?').u
        ?.notUnderstood,
    ).toEqual([])
  })

  it('"people over 60" is an age, not a head count above 60', async () => {
    const { rows } = await answer('people', 'How many people were over 60 in 1950?')
    const [want] = await sql('people', 'SELECT sum(people) FROM {t} WHERE year = 1950 AND age > 60')
    expect(Number(rows[0]![0])).toBe(Number(want![0]))
  })

  it('"have killed the most" ranks the deaths, it is no "had a quantity" condition', async () => {
    const { rows } = await answer(
      'disasters',
      'Which 3 disaster types have killed the most people since 1950, and how many died in each?',
    )
    const want = await sql(
      'disasters',
      "SELECT Entity, sum(Deaths) FROM {t} WHERE Year >= 1950 AND Entity <> 'All natural disasters' GROUP BY 1 ORDER BY 2 DESC LIMIT 3",
    )
    expect(rows.map((r) => [r[0], Number(r[1])])).toEqual(want.map((w) => [w[0], Number(w[1])]))
  })

  it('a number restating a span already read ("the four days from …") is no filter left out', async () => {
    const { rows } = await answer(
      'riots',
      'How many people died in the four days from April 30 to May 3, 1992?',
    )
    const [want] = await sql(
      'riots',
      "SELECT count(*) FROM {t} WHERE death_date BETWEEN '1992-04-30' AND '1992-05-03'",
    )
    expect(Number(rows[0]![0])).toBe(Number(want![0]))
  })
})
