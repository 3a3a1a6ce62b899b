import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadSource } from '../catalog'
import { runQuery } from '../db'
import { decide } from '../plan/decide'
import { withoutWords } from '../plan/answer'
import { compilePlan } from '../plan/run'
import { numericColumn } from '../testing/profiles'
import type { TableProfile } from '../types'
import { columnSemantics, sharedPrefixes } from './header'
import { withSemantics } from './model'
import { splitName } from './names'
import { isWord } from './wordnet'

/**
 * The semantic model on small tables made here: cryptic headers, coded values, a Chinese
 * header, an observation table whose numbered columns are labels. Each answer is checked
 * against hand-written SQL, or checked to be declined without a number.
 */

const col = numericColumn

describe('header words', () => {
  it('splits case, separators, digits and glued words', () => {
    expect(splitName('passengerClass', isWord)).toEqual(['passenger', 'class'])
    expect(splitName('sleep_total', isWord)).toEqual(['sleep', 'total'])
    expect(splitName('poptotal', isWord)).toEqual(['pop', 'total'])
    expect(splitName('lifeExpF', isWord)).toEqual(['life', 'exp', 'f'])
    expect(splitName('失业人数', isWord)).toEqual(['失业人数'])
    expect(splitName('x2y', isWord)).toEqual(['x', '2', 'y'])
  })

  it('reads abbreviations as the words they stand for, and leaves unsure ones alone', () => {
    expect(columnSemantics(col('wt')).plain).toEqual(['weight'])
    expect(columnSemantics(col('hp')).plain).toEqual(['horsepower'])
    expect(columnSemantics(col('poptotal')).plain).toEqual(['population', 'total'])
    expect(columnSemantics(col('unemploy')).plain).toEqual(['unemployment'])
    expect(columnSemantics(col('brainwt')).plain).toEqual(['brain', 'weight'])
    // Two letters that spell no attribute or quantity stay as written.
    expect(columnSemantics(col('am')).plain).toEqual(['am'])
    expect(columnSemantics(col('mpg')).plain).toEqual(['mpg'])
  })

  it('splits glued abbreviations at the start of a word, and a family of headers at its prefix', () => {
    expect(columnSemantics(col('alcgp')).plain).toEqual(['alcohol', 'group'])
    expect(columnSemantics(col('tobgp')).plain).toEqual(['tobacco', 'group'])
    // A leading n before a noun is the number of it.
    expect(columnSemantics(col('ncases')).plain).toEqual(['number', 'case'])
    const family = ['percwhite', 'percblack', 'percadultpoverty', 'percprof', 'popwhite']
    const shared = sharedPrefixes(family)
    expect(shared).toContain('perc')
    expect(columnSemantics(col('percadultpoverty'), shared).raw).toEqual([
      'perc',
      'adult',
      'poverty',
    ])
    expect(columnSemantics(col('percprof'), shared).raw).toEqual(['perc', 'prof'])
  })

  it('numbers 1…k in a column named after a thing are labels; a rating 1–5 is not', () => {
    const label = (name: string, max: number) =>
      columnSemantics(col(name, { type: 'BIGINT', min: 1, max, distinct: max })).role
    expect(label('Diet', 4)).toBe('label')
    expect(label('policePrecinct', 5)).toBe('label')
    expect(label('rating', 5)).toBeUndefined()
    expect(
      columnSemantics(col('gear', { type: 'BIGINT', min: 3, max: 5, distinct: 3 })).role,
    ).toBeUndefined()
  })
})

let dir = ''
const tables: Record<string, TableProfile> = {}
const NAMES: Record<string, string> = {
  autos: 'Road test cars',
  'autos-documented': 'Road test cars',
  trial: 'Supplement trial',
  birds: 'Bird weighings',
}

function write(name: string, text: string) {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return file
}

async function load(id: string, file: string, description = '') {
  const profile = await loadSource({
    datasetId: id,
    datasourceId: `sem-${id}`,
    fileName: path.basename(file),
    fileType: 'csv',
    path: file,
  })
  tables[id] = withSemantics(profile, { name: NAMES[id] ?? id, description })
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'parley-semantic-'))
  // Cryptic headers: wt in 1,000 lb, hp, a 0/1 code.
  const cars = ['model,wt,hp,trans']
  const rows: [string, number, number, number][] = [
    ['Alpha', 2.2, 95, 1],
    ['Bravo', 3.4, 150, 0],
    ['Charlie', 5.1, 210, 0],
    ['Delta', 1.9, 70, 1],
    ['Echo', 3.9, 180, 0],
  ]
  for (const r of rows) cars.push(r.join(','))
  await load('autos', write('autos.csv', cars.join('\n')))
  await load(
    'autos-documented',
    write('autos-documented.csv', cars.join('\n')),
    'One row per car. wt: weight in 1,000 lb; hp (gross horsepower); trans (transmission: 0 = automatic, 1 = manual).',
  )
  // Coded values: supplement OJ / VC, tension L / M / H.
  const trial = ['len,supp,tension']
  const t: [number, string, string][] = [
    [10, 'OJ', 'L'],
    [12, 'OJ', 'M'],
    [20, 'OJ', 'H'],
    [6, 'VC', 'L'],
    [8, 'VC', 'M'],
    [30, 'VC', 'H'],
  ]
  for (const r of t) trial.push(r.join(','))
  await load('trial', write('trial.csv', trial.join('\n')))
  // An observation table: weighings of numbered birds on numbered feeds.
  const obs = ['mass,Day,Bird,Feed']
  for (let bird = 1; bird <= 6; bird++)
    for (const day of [0, 7, 14])
      obs.push([40 + bird * 3 + day * (bird % 3) * 2, day, bird, ((bird - 1) % 3) + 1].join(','))
  await load('birds', write('birds.csv', obs.join('\n')))
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function answer(id: string, question: string) {
  const d = decide(question, [tables[id]!], NAMES[id] ?? id, null)
  if (d.type !== 'plan')
    throw new Error(`${question}: ${d.type} (${d.u?.notUnderstood.join(', ')})`)
  const r = await runQuery(compilePlan(d.plan, tables[id]!).sql)
  return r.rows
}

const numbers = (rows: unknown[][]) => rows.flat().filter((x) => typeof x === 'number')

describe('questions in plain words on cryptic headers', () => {
  it('"the heaviest car" ranks wt', async () => {
    const rows = await answer('autos', 'Which is the heaviest car?')
    expect(rows.flat()).toContain('Charlie')
  })

  it('"more than 100 horsepower" filters hp', async () => {
    const expected = await runQuery(`SELECT count(*) FROM ${tables.autos!.table} WHERE hp > 100`)
    const rows = await answer('autos', 'How many cars have more than 100 horsepower?')
    expect(numbers(rows)).toContain(Number(expected.rows[0]![0]))
  })

  it('a data dictionary names the codes: "manual cars" is trans = 1', async () => {
    const rows = await answer('autos-documented', 'What is the average horsepower of manual cars?')
    expect(numbers(rows)).toContain((95 + 70) / 2)
  })

  it('without the dictionary, "manual" is not placed and no number is given', () => {
    const d = decide(
      'What is the average horsepower of manual cars?',
      [tables.autos!],
      'Road test cars',
      null,
    )
    expect(d.type).toBe('abstain')
    expect(d.u?.notUnderstood).toContain('manual')
  })
})

describe('coded values read from their initials', () => {
  it('"orange juice" is OJ', async () => {
    const rows = await answer('trial', 'What is the average len with orange juice?')
    expect(numbers(rows)).toContain(14)
  })

  it('"low, medium and high tension" are L, M and H', () => {
    const d = decide('Average len at low, medium and high tension', [tables.trial!], 'trial', null)
    expect(d.type).toBe('plan')
    expect(JSON.stringify(d.type === 'plan' ? d.plan : null)).toMatch(/"L".*"M".*"H"|tension/)
  })
})

describe('an observation table', () => {
  it('"bird 3" and "feed 2" are labels named by number, never summed', async () => {
    const expected = await runQuery(
      `SELECT avg(mass) FROM ${tables.birds!.table} WHERE Feed = 2 AND Day = 14`,
    )
    const rows = await answer('birds', 'What was the average mass on feed 2 on day 14?')
    expect(numbers(rows)[0]).toBeCloseTo(Number(expected.rows[0]![0]), 6)
    expect(tables.birds!.columns.find((c) => c.name === 'Feed')?.semantics?.role).toBe('label')
  })
})

describe('the offer when words are not placed', () => {
  it('reads the question without them', () => {
    expect(withoutWords('How many cars do better than 20 mpg with manual gears?', ['manual'])).toBe(
      'How many cars do better than 20 mpg with gears?',
    )
    expect(withoutWords('Which manual?', ['manual'])).toBeNull()
    expect(withoutWords('第21天小鸡的平均体重是多少？', ['小鸡'])).toBe('第21天 的平均体重是多少？')
  })
})
