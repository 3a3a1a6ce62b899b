import { describe, expect, it } from 'vitest'
import type { ColumnProfile, TableProfile } from '../types'
import { decide } from '../plan/decide'
import { flights } from '../testing/profiles'
import { parse } from './terms'
import { understand } from './understand'

const col = (
  name: string,
  kind: ColumnProfile['kind'],
  extra: Partial<ColumnProfile> = {},
): ColumnProfile => ({
  name,
  type: kind === 'numeric' ? 'DOUBLE' : kind === 'temporal' ? 'DATE' : 'VARCHAR',
  kind,
  distinct: 10,
  nulls: 0,
  min: null,
  max: null,
  values: [],
  ...extra,
})

export const films: TableProfile = {
  table: 'films',
  rows: 3000,
  columns: [
    col('Title', 'categorical', { distinct: 3000, values: ['Big', 'Titanic', 'Avatar', 'Heat'] }),
    col('Production Budget', 'numeric'),
    col('Worldwide Gross', 'numeric'),
    col('Major Genre', 'categorical', { values: ['Drama', 'Comedy', 'Action'] }),
    col('Release Date', 'temporal', { min: '1990-01-01', max: '2010-12-31' }),
  ],
  source: { datasetId: 'd', datasourceId: 'films', fileName: 'movies.json', fileType: 'json' },
}

describe('value binding', () => {
  it('never binds a common word to a cell ("biggest" is not the film Big)', () => {
    const u = understand('Which film had the biggest production budget?', films, 'Movies')
    expect(u.values).toEqual([])
    expect(u.measures.map((c) => c.name)).toEqual(['Production Budget'])
  })

  it('binds a value the question names: capitalised, quoted, or after for/in', () => {
    expect(
      understand('What was the worldwide gross of Titanic?', films).values.map((v) => v.value),
    ).toEqual(['Titanic'])
    expect(understand('total gross for "Heat"', films).values.map((v) => v.value)).toEqual(['Heat'])
    expect(understand('average budget of comedy films', films).values.map((v) => v.value)).toEqual([
      'Comedy',
    ])
  })
})

describe('the ledger', () => {
  it('accounts for every word and lists the measure words it could not place', () => {
    const u = understand('What is the customer satisfaction score by genre?', films)
    expect(u.ledger.every((l) => l.role)).toBe(true)
    expect(u.unknownMeasures).toEqual(expect.arrayContaining(['satisfaction', 'score']))
  })

  it('a not-understood measure word yields a refusal, not another question answered', () => {
    const d = decide(
      'What is the average customer satisfaction score by genre?',
      [films],
      'Movies',
      null,
    )
    expect(d.type).toBe('refuse')
    if (d.type === 'refuse') expect(d.words).toContain('satisfaction')
  })

  it('rows said to be in a state the data does not record are refused, not all counted', () => {
    const d = decide('How many flights were cancelled?', [flights], 'Flights', null)
    expect(d.type === 'refuse' && d.reason).toBe('condition')
    if (d.type === 'refuse') expect(d.words).toEqual(['cancelled'])
    // A count with nothing unplaced still counts.
    expect(decide('How many flights from SFO were there?', [flights], 'Flights', null).type).toBe(
      'plan',
    )
  })

  it('a change over time needs time: a snapshot refuses', () => {
    const snapshot = { ...films, columns: films.columns.filter((c) => c.kind !== 'temporal') }
    expect(
      decide('How has the worldwide gross changed since 1995?', [snapshot], '', null).type,
    ).toBe('refuse')
  })
})

describe('direction words', () => {
  it('"from SFO to LAX" binds the origin and the destination, not one column twice', () => {
    const u = understand('How many flights from SFO to LAX?', flights, 'Flights')
    expect(u.values.map((v) => `${v.column.name}=${v.value}`).sort()).toEqual([
      'destination=LAX',
      'origin=SFO',
    ])
    const back = understand('How many flights to SFO from LAX?', flights, 'Flights')
    expect(back.values.map((v) => `${v.column.name}=${v.value}`).sort()).toEqual([
      'destination=SFO',
      'origin=LAX',
    ])
  })
})

describe('follow-ups', () => {
  it('"what about X?" swaps the measure and keeps groups, order and limit; a full question does not', () => {
    const first = decide('top 3 genres by worldwide gross', [films], '', null)
    expect(first.type === 'plan' && first.plan.kind).toBe('aggregate')
    if (first.type !== 'plan' || first.plan.kind !== 'aggregate') return
    const swap = decide('what about production budget?', [films], '', first.plan)
    expect(swap.type === 'plan' && swap.followedUp).toBe(true)
    if (swap.type === 'plan' && swap.plan.kind === 'aggregate') {
      expect(swap.plan.measures).toEqual([
        { agg: first.plan.measures[0]!.agg, column: 'Production Budget' },
      ])
      expect(swap.plan.dims).toEqual(first.plan.dims)
      expect(swap.plan.limit).toBe(first.plan.limit)
    }
    const own = decide('total production budget', [films], '', first.plan)
    expect(own.type === 'plan' && own.followedUp).toBe(false)
  })

  it('inherit only when elliptical', () => {
    const first = decide('total worldwide gross by major genre', [films], '', null)
    expect(first.type).toBe('plan')
    if (first.type !== 'plan') return
    const elliptical = decide('now only for 2005', [films], '', first.plan)
    expect(elliptical.type === 'plan' && elliptical.followedUp).toBe(true)
    if (elliptical.type === 'plan' && elliptical.plan.kind === 'aggregate')
      expect(elliptical.plan.dims).toEqual([{ column: 'Major Genre' }])
    const own = decide('Which film had the biggest production budget?', [films], '', first.plan)
    expect(own.type === 'plan' && own.followedUp).toBe(false)
    if (own.type === 'plan') expect(JSON.stringify(own.plan)).not.toContain('Major Genre')
  })
})

const weather: TableProfile = {
  table: 'weather',
  rows: 1461,
  columns: [
    col('date', 'temporal', { distinct: 1461 }),
    col('precipitation', 'numeric'),
    col('wind', 'numeric'),
    col('weather', 'categorical', {
      distinct: 5,
      values: ['sun', 'rain', 'snow', 'fog', 'drizzle'],
    }),
  ],
  source: {
    datasetId: 'd',
    datasourceId: 'weather',
    fileName: 'seattle-weather.csv',
    fileType: 'csv',
  },
}

describe('analyst wording', () => {
  it('any superlative ranks, the low end downwards; a share price is no share', () => {
    expect([...parse('the heaviest rainfall').cues]).toContain('max')
    expect([...parse('the coldest day').cues]).toContain('min')
    expect([...parse('the earliest date').cues]).not.toContain('max')
    expect([...parse('the AAPL share price').cues]).not.toContain('share')
    expect([...parse('What share of sales comes from the West?').cues]).toContain('share')
  })

  it('an adjective made from a noun names its value or column: sunny days, windier', () => {
    expect(
      understand('What percentage of days were sunny?', weather).values.map((v) => v.value),
    ).toEqual(['sun'])
    expect(
      understand('Was it windier in 2012 or in 2015?', weather).measures.map((c) => c.name),
    ).toEqual(['wind'])
  })

  it('a unit the data is in is no missing measure; one it is not in is', () => {
    const prices: TableProfile = {
      ...films,
      columns: [col('symbol', 'categorical', { values: ['MSFT'] }), col('price', 'numeric')],
    }
    expect(
      decide('In how many months was MSFT above 30 dollars?', [prices], 'Stocks', null).type,
    ).toBe('plan')
    expect(decide('How many tonnes of rain fell in 2014?', [weather], 'Weather', null).type).toBe(
      'refuse',
    )
  })

  it('Spanish, French and German function words are neither measures nor refusals', () => {
    const sales: TableProfile = {
      ...films,
      columns: [
        col('Category', 'categorical', { values: ['Furniture'] }),
        col('Sales', 'numeric'),
        col('Profit', 'numeric'),
      ],
    }
    for (const q of [
      '¿Cuál es el beneficio total por categoría?',
      "Quel est le chiffre d'affaires total par catégorie ?",
      'Wie hoch ist der Gesamtumsatz pro Kategorie?',
    ]) {
      const u = understand(q, sales)
      expect(u.unknownMeasures, q).toEqual([])
      expect(u.cues.has('total'), q).toBe(true)
      expect(
        u.dims.map((c) => c.name),
        q,
      ).toEqual(['Category'])
    }
  })

  it('"longer than 2,000 miles" is a condition on distance, not the year 2000', () => {
    const flights: TableProfile = {
      ...films,
      rows: 3000,
      columns: [
        col('date', 'temporal'),
        col('delay', 'numeric'),
        col('distance', 'numeric'),
        col('origin', 'categorical', { values: ['ORD'] }),
      ],
    }
    for (const q of [
      'How many flights were longer than 2,000 miles?',
      'how many flights longer than 2000 miles',
    ]) {
      const u = understand(q, flights, 'Flights')
      expect(u.years, q).toEqual([])
      expect(u.conditions, q).toEqual([{ column: 'distance', op: '>', value: 2000 }])
    }
  })

  it('a joined word names the column with all its parts: sub-category is not category', () => {
    const shop: TableProfile = {
      ...films,
      columns: [
        col('Category', 'categorical', { values: ['Furniture'] }),
        col('Sub-Category', 'categorical', { values: ['Tables'] }),
        col('Profit', 'numeric'),
      ],
    }
    expect(
      understand('Which product sub-category has the lowest total profit?', shop).dims.map(
        (c) => c.name,
      ),
    ).toEqual(['Sub-Category'])
  })
})
