import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answer, csvTables, sqlValue } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * The German, Spanish and French packs know the everyday words of data (depth, population,
 * fertility, county, income, …) and their aggregate words in every inflection ("durchschnittliche",
 * "niedrigsten", "media", "moyenne"), so questions in those languages bind to English columns.
 */
const made = csvTables('data-words')
let places: TableProfile

beforeAll(async () => {
  const rows = ['county,region,population,depth,fertility,income']
  for (let i = 0; i < 24; i++)
    rows.push(
      `C${i},${['North', 'South', 'East'][i % 3]},${1000 + ((i * 7919) % 5000)},${10 + ((i * 37) % 90)},${(1.2 + ((i * 13) % 40) / 10).toFixed(1)},${20000 + ((i * 4111) % 30000)}`,
    )
  places = await made.load('places', rows.join('\n'), { name: 'Places' })
}, 120_000)
afterAll(() => made.remove())

const one = (sql: string) => sqlValue(sql.replace('{t}', places.table))

describe('data words in German, Spanish, French, Arabic and Japanese', () => {
  it.each([
    ['Wie hoch ist die durchschnittliche Tiefe?', 'SELECT avg(depth) FROM {t}'],
    ['Wie hoch ist der Median der Einwohnerzahl?', 'SELECT median(population) FROM {t}'],
    ['Wie hoch ist das durchschnittliche Einkommen?', 'SELECT avg(income) FROM {t}'],
    ['¿Cuál es la profundidad media?', 'SELECT avg(depth) FROM {t}'],
    ['¿Cuál es la mediana de la población?', 'SELECT median(population) FROM {t}'],
    ['¿Cuál es el ingreso promedio?', 'SELECT avg(income) FROM {t}'],
    ['Quelle est la profondeur moyenne ?', 'SELECT avg(depth) FROM {t}'],
    ['Quelle est la population médiane ?', 'SELECT median(population) FROM {t}'],
    ['Quel est le revenu le plus bas ?', 'SELECT min(income) FROM {t}'],
    ['ما متوسط العمق؟', 'SELECT avg(depth) FROM {t}'],
    ['ما متوسط الدخل؟', 'SELECT avg(income) FROM {t}'],
    ['所得の平均はいくらですか？', 'SELECT avg(income) FROM {t}'],
    ['収入の中央値は？', 'SELECT median(income) FROM {t}'],
  ])('%s', async (q, sql) => {
    const { plan, rows } = await answer(places, 'Places', q)
    const want = await one(sql)
    expect(
      rows.flat().some((v) => typeof v === 'number' && Math.abs(v - want) < 1e-6),
      JSON.stringify({ plan, rows }),
    ).toBe(true)
  })

  it.each([
    ['Wie hoch ist die durchschnittliche Fruchtbarkeit pro Region?'],
    ['¿Cuál es la fertilidad media por región?'],
    ['Quelle est la fécondité moyenne par région ?'],
    ['ما معدل الخصوبة في كل منطقة؟'],
    ['地域ごとの出生率の平均は？'],
  ])('%s: the average fertility of each region', async (q) => {
    const { rows } = await answer(places, 'Places', q)
    const want = await one("SELECT avg(fertility) FROM {t} WHERE region = 'South'")
    const south = rows.find((r) => r.includes('South'))
    expect(
      south?.some((v) => typeof v === 'number' && Math.abs(v - want) < 1e-6),
      JSON.stringify(rows),
    ).toBe(true)
  })
})
