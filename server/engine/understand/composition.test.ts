import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadZhGlossary } from '../nlp/zh-glossary'
import { decide } from '../plan/decide'
import { answer, csvTables, sqlRows } from '../testing/csv-tables'
import type { TableProfile } from '../types'

/**
 * Composition pieces on small tables made here, each checked against hand-written SQL or checked
 * to be declined: yes/no columns counted as their "yes" rows, values listed side by side answered
 * one by one, numbers in plain units on a column stored in thousands, and bounds far outside a
 * column's range declined rather than answered with zero rows.
 */

const made = csvTables('composition')
const tables: Record<string, TableProfile> = {}
const NAMES: Record<string, string> = {
  voyage: 'Ship passengers',
  shop: 'Shop staff',
  growth: 'Seedling growth',
  parcels: 'Parcels',
  study: 'Case-control study',
  counties: 'Counties',
  tremors: 'Tremors',
  crew: 'Crew members',
  arrests: 'Arrests',
  jobs: 'Occupations',
  survey: 'Labour survey',
  chicks: 'Chick weights',
}

beforeAll(async () => {
  // The Chinese glossary is built once per checkout (a worker, ~10 s on a fresh clone).
  await loadZhGlossary()
  const load = async (id: string, text: string, description = '') => {
    tables[id] = await made.load(id, text, { name: NAMES[id] ?? id, description })
  }
  const voyage = ['name,survived,deck,fare,perc,cabinSearch,bagSearch']
  const decks = ['A', 'B', 'C', 'D']
  for (let i = 0; i < 40; i++)
    voyage.push(
      [
        `P${i}`,
        i % 3 === 0 ? 'yes' : 'no',
        decks[i % 4],
        10 + i,
        i / 100,
        i % 2 === 0,
        i % 5 === 0,
      ].join(','),
    )
  await load('voyage', voyage.join('\n'))
  const shop = ['staff,sales_k,grade']
  for (let i = 0; i < 12; i++)
    shop.push([`S${i}`, 2 + i, ['junior', 'senior', 'lead'][i % 3]].join(','))
  await load('shop', shop.join('\n'), 'sales_k: yearly sales, in thousands of dollars.')
  const growth = ['height,t,tray']
  for (let tray = 1; tray <= 3; tray++)
    for (const t of [0, 5, 10, 15]) growth.push([2 + t * tray * 0.5, t, tray].join(','))
  await load(
    'growth',
    growth.join('\n'),
    '12 readings of 3 trays of seedlings. height (cm), t (days since sowing), tray (1-3).',
  )
  const parcels = ['parcel,weight,stops,distance']
  for (let i = 0; i < 30; i++) parcels.push([`X${i}`, 100 + i * 15, i % 6, 5 + i * 3].join(','))
  await load('parcels', parcels.join('\n'))
  const study = ['agegp,smokgp,ncases,ncontrols']
  for (const age of ['25-44', '45-64', '65+'])
    for (const [k, smoke] of ['none', 'light', 'heavy'].entries())
      study.push(
        [age, smoke, age === '25-44' && k === 0 ? 0 : k * 3 + age.length, 20 - k].join(','),
      )
  await load('study', study.join('\n'))
  // Ten counties, two of them named ADAMS (in two states): each row is one county.
  const counties = ['county,state,poptotal']
  const names = ['ADAMS', 'BROWN', 'CLARK', 'DOUGLAS', 'ELK', 'FORD', 'ADAMS', 'GRANT', 'HALL']
  const pops = [900, 50, 70, 60, 40, 30, 800, 20, 10]
  names.forEach((n, i) => counties.push([n, i < 5 ? 'IL' : 'WI', pops[i]].join(',')))
  await load('counties', counties.join('\n'))
  const tremors = ['mag,depth,stations']
  for (let i = 0; i < 20; i++)
    tremors.push([4 + (i % 7) * 0.2, 50 + ((i * 37) % 500), 10 + i].join(','))
  await load('tremors', tremors.join('\n'))
  // 40 crew of many species (more than twenty: an adjective alone would not name one).
  const crew = ['name,species,homeworld,height,age']
  for (let i = 0; i < 40; i++)
    crew.push(
      [
        `C${i}`,
        i % 2 ? 'Human' : `Species${i}`,
        i % 3 ? 'Corellia' : 'Naboo',
        150 + i,
        20 + i,
      ].join(','),
    )
  await load('crew', crew.join('\n'))
  const arrests = ['year,released']
  for (const [year, n] of [
    [2018, 5],
    [2019, 9],
    [2020, 7],
    [2021, 12],
  ] as const)
    for (let i = 0; i < n; i++) arrests.push([year, i % 2 ? 'Yes' : 'No'].join(','))
  await load('arrests', arrests.join('\n'))
  // One row per occupation; its type is coded bc / wc / prof, as carData's Prestige writes it.
  const jobs = ['occupation,type,income']
  for (let i = 0; i < 24; i++)
    jobs.push([`job${i}`, ['bc', 'wc', 'prof'][i % 3], 4000 + i * 250].join(','))
  await load('jobs', jobs.join('\n'))
  // A survey of people (age, sex, language): "respondents" are its rows. Some incomes are blank.
  const survey = ['age,sex,language,income']
  for (let i = 0; i < 30; i++)
    survey.push(
      [
        20 + i,
        i % 2 ? 'Male' : 'Female',
        ['English', 'French', 'Other'][i % 3],
        i % 4 ? 1000 + i : '',
      ].join(','),
    )
  await load('survey', survey.join('\n'))
  // Weighings by day in a whole-number Time column, no date and no description.
  const chicks = ['weight,Time,Chick,Diet']
  for (let chick = 1; chick <= 30; chick++)
    for (const time of [0, 2, 4, 6, 8, 10])
      chicks.push([40 + time * chick, time, chick, (chick % 2) + 1].join(','))
  await load('chicks', chicks.join('\n'))
}, 120_000)

afterAll(() => made.remove())

const rows = async (id: string, question: string) =>
  (await answer(tables[id]!, NAMES[id]!, question)).rows
const sql = sqlRows
const nums = (r: unknown[][]) => r.flat().filter((x) => typeof x === 'number')

describe('composition', () => {
  it('of two yes/no columns, the one whose words the question says more of is named', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.voyage!.table} WHERE cabinSearch`,
    )) as [[number]]
    expect(
      nums(await rows('voyage', 'How many passengers had the cabin that was searched?')),
    ).toContain(n)
  })

  it('"percentage" asks for a share even where "perc" abbreviates it', () => {
    const d = decide(
      'What percentage of passengers paid a fare above 30?',
      [tables.voyage!],
      NAMES.voyage!,
      null,
    )
    expect(d.type === 'plan' && d.plan.kind).toBe('share')
  })

  it('a header typed with an operator is that condition ("am = 1")', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.voyage!.table} WHERE fare >= 30`,
    )) as [[number]]
    expect(nums(await rows('voyage', 'How many passengers have fare >= 30?'))).toContain(n)
  })

  it('a description counting the rows names them; a time unit names the column counting it', async () => {
    const [[avg]] = (await sql(`SELECT avg(height) FROM ${tables.growth!.table} WHERE t = 10`)) as [
      [number],
    ]
    expect(tables.growth!.rowWords).toContain('reading')
    expect(nums(await rows('growth', 'What was the average height on day 10?'))).toContain(avg)
    expect(nums(await rows('growth', 'How many readings are there for each tray?'))).toContain(4)
  })

  it('"how many passengers survived" counts the yes rows of a yes/no column', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.voyage!.table} WHERE survived = 'yes'`,
    )) as [[number]]
    expect(nums(await rows('voyage', 'How many passengers survived?'))).toContain(n)
  })

  it('values listed side by side are answered one by one', async () => {
    const r = await rows('voyage', 'What is the average fare on decks A, B and C?')
    const expected = await sql(
      `SELECT deck, avg(fare) FROM ${tables.voyage!.table} WHERE deck IN ('A','B','C') GROUP BY deck`,
    )
    expect(r.length).toBe(3)
    for (const [, avg] of expected) expect(nums(r)).toContain(avg)
  })

  it('a number in plain units is divided by the scale the dictionary gives', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.shop!.table} WHERE sales_k > 8`,
    )) as [[number]]
    expect(
      nums(await rows('shop', 'How many staff had yearly sales above 8,000 dollars?')),
    ).toContain(n)
  })

  it('a bound a hundred times beyond a column without a unit is declined, not zero rows', () => {
    const d = decide(
      'How many passengers paid a fare above 20,000?',
      [tables.voyage!],
      NAMES.voyage!,
      null,
    )
    expect(d.type).toBe('abstain')
  })

  it('a bound said after its number includes it ("300 grams or more", "4 stops or fewer")', async () => {
    const t = tables.parcels!.table
    const [[heavy]] = (await sql(`SELECT count(*)::INT FROM ${t} WHERE weight >= 300`)) as [
      [number],
    ]
    const [[few]] = (await sql(`SELECT count(*)::INT FROM ${t} WHERE stops <= 4`)) as [[number]]
    expect(
      nums(await rows('parcels', 'How many parcels had a weight of 300 grams or more?')),
    ).toEqual([heavy])
    expect(nums(await rows('parcels', 'How many parcels made 4 stops or fewer?'))).toEqual([few])
  })

  it('a bound is on the column named right after its number, not the one named before it', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.parcels!.table} WHERE weight > 200 AND stops > 3`,
    )) as [[number]]
    expect(
      nums(await rows('parcels', 'How many parcels had a weight above 200 and more than 3 stops?')),
    ).toEqual([n])
  })

  it("a unit after a bound is the bound's, even when the column does not name one", async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.parcels!.table} WHERE distance < 40`,
    )) as [[number]]
    expect(
      nums(await rows('parcels', 'How many parcels went a distance of less than 40 km?')),
    ).toEqual([n])
  })

  it('a table of counts is summed: "how many cases" over ncases is their total, per group too', async () => {
    const t = tables.study!.table
    const [[cases, controls]] = (await sql(
      `SELECT sum(ncases)::INT, sum(ncontrols)::INT FROM ${t}`,
    )) as [[number, number]]
    const both = nums(
      await rows('study', 'How many cases and how many controls are there in total?'),
    )
    expect(both).toEqual(expect.arrayContaining([cases, controls]))
    const perAge = await sql(`SELECT agegp, sum(ncases)::INT FROM ${t} GROUP BY agegp`)
    const got = nums(await rows('study', 'How many cases are there in each age group?'))
    for (const [, n] of perAge) expect(got).toContain(n)
    expect(got).not.toContain(3) // three rows per age group: not what was asked
  })

  it('"no cases" is a zero of the count column, not a missing value', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.study!.table} WHERE ncases = 0`,
    )) as [[number]]
    expect(nums(await rows('study', 'How many rows have no cases?'))).toEqual([n])
  })

  it('the most populous of a table of counties are rows, namesakes in two states kept apart', async () => {
    const r = await rows('counties', 'Which two counties have the largest populations?')
    expect(r).toEqual([
      ['ADAMS', 'IL', 900],
      ['ADAMS', 'WI', 800],
    ])
  })

  it('a superlative of a quality no column holds ranks by nothing else named', () => {
    const d = decide(
      'What was the strongest tremor, and how deep was it?',
      [tables.tremors!],
      NAMES.tremors!,
      null,
    )
    expect(d.type).toBe('abstain')
    expect(d.u?.notUnderstood).toContain('strongest')
  })

  it('"how much taller are humans than droids" compares the two values named around "than"', () => {
    const d = decide(
      'How much taller are humans than Species4 on average?',
      [tables.crew!],
      NAMES.crew!,
      null,
    )
    expect(d.type === 'plan' && d.plan.kind).toBe('compare')
  })

  it('an adjective that is a whole value names it, in a column of many values', async () => {
    const [[n]] = (await sql(
      `SELECT count(*)::INT FROM ${tables.crew!.table} WHERE species = 'Human' AND homeworld = 'Naboo'`,
    )) as [[number]]
    expect(nums(await rows('crew', 'How many human crew members come from Naboo?'))).toEqual([n])
  })

  it('"the most and the fewest" ranks every group, so both ends are shown', async () => {
    const r = await rows(
      'crew',
      'Which homeworld has the most crew members and which has the fewest?',
    )
    expect(r.map((x) => x[0])).toEqual(['Corellia', 'Naboo'])
  })

  it('"compared with the year before" is each year against the last, though "year" is a column', async () => {
    const r = await rows(
      'arrests',
      'For each year from 2019 to 2021, how did the number of arrests change compared with the year before?',
    )
    expect(r.map((x) => [x[0], x[2]])).toEqual([
      [2019, 4],
      [2020, -2],
      [2021, 5],
    ])
  })

  it('codes read from the words they shorten, listed side by side, one row each per code', async () => {
    const want = await sql(
      `SELECT type, avg(income) FROM ${tables.jobs!.table} GROUP BY type ORDER BY type`,
    )
    const r = await rows(
      'jobs',
      'What is the average income of blue-collar, white-collar and professional occupations?',
    )
    expect(r.map((x) => [x[0], x[1]])).toEqual(want)
    const [[prof]] = (await sql(
      `SELECT avg(income) FROM ${tables.jobs!.table} WHERE type = 'prof'`,
    )) as [[number]]
    expect(nums(await rows('jobs', 'What is the average income of professionals?'))).toContain(prof)
  })

  it('in a table of people, a word for people is its rows; "did not report" is a missing value', async () => {
    const t = tables.survey!.table
    const [[blank]] = (await sql(`SELECT count(*)::INT FROM ${t} WHERE income IS NULL`)) as [
      [number],
    ]
    expect(nums(await rows('survey', 'How many respondents did not report their income?'))).toEqual(
      [blank],
    )
  })

  it('"how many …, how many …, and how many … another" counts every group of the column', async () => {
    const want = await sql(
      `SELECT language, count(*)::INT FROM ${tables.survey!.table} GROUP BY 1 ORDER BY 1`,
    )
    const r = await rows(
      'survey',
      'How many respondents speak English, how many speak French, and how many speak another language?',
    )
    expect(r).toEqual(want)
  })

  it('"on day 10" is that value of the one whole-number column that counts time', async () => {
    const want = await sql(
      `SELECT Diet, avg(weight) FROM ${tables.chicks!.table} WHERE Time = 10 GROUP BY 1 ORDER BY 1`,
    )
    const r = await rows(
      'chicks',
      'On day 10, what was the average weight of the chicks on each diet?',
    )
    expect(r.map((x) => [x[0], x[1]])).toEqual(want)
  })

  it('values in brackets after their column explain it and filter nothing', async () => {
    const want = await sql(
      `SELECT language, count(*)::INT FROM ${tables.survey!.table} GROUP BY 1 ORDER BY 1`,
    )
    expect(
      await rows('survey', 'How many respondents are there for each language (English, French)?'),
    ).toEqual(want)
  })

  it('"第10天" is day 10 of the column counting time, the unit after its number', async () => {
    const [[avg]] = (await sql(
      `SELECT avg(weight) FROM ${tables.chicks!.table} WHERE Time = 10`,
    )) as [[number]]
    expect(nums(await rows('chicks', '第10天小鸡的平均体重是多少？'))).toContain(avg)
  })
})
