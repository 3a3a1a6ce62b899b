import { describe, expect, it } from 'vitest'
import { readDictionary, type DictionaryColumn } from './dictionary'

// More invented dictionaries: other layouts, and text that is not a dictionary at all.
const num = (name: string, values: string[] = []): DictionaryColumn => ({
  name,
  values,
  numeric: true,
})
const cat = (name: string, values: string[]): DictionaryColumn => ({ name, values, numeric: false })

describe('readDictionary: an R help page and other layouts', () => {
  it('reads tab-separated "[, n] name meaning" lines', () => {
    const text = `A data frame with 32 observations on 4 variables.
[, 1]\tmpg\tMiles/(US) gallon
[, 2]\tcyl\tNumber of cylinders
[, 3]\twt\tWeight (1000 lbs)
[, 4]\tam\tTransmission (0 = automatic, 1 = manual)`
    const d = readDictionary(text, [num('mpg'), num('cyl'), num('wt'), num('am')])
    expect(d.columns?.mpg).toEqual(['miles per us gallon', 'miles per gallon'])
    expect(d.columns?.wt).toEqual(['weight'])
    expect(d.units.wt).toEqual({ unit: 'lbs', scale: 1000 })
    expect(d.values?.am).toEqual({ '0': ['automatic'], '1': ['manual'] })
    expect(d.rowNoun).toBeUndefined()
  })

  it('reads dotted names, decorated names, "means" and one-line lists', () => {
    const text = `Each record describes one household.
* **inc** – household income, in thousands of dollars
* \`hh_size\` means number of people in the household
* tenure: O owner, R renter
Sepal.Length: sepal length in cm; Sepal.Width: sepal width in cm; Species: iris species (setosa, versicolor)`
    const d = readDictionary(text, [
      num('inc'),
      num('hh_size'),
      cat('tenure', ['O', 'R']),
      num('Sepal.Length'),
      num('Sepal.Width'),
      cat('Species', ['setosa', 'versicolor']),
    ])
    expect(d.rowNoun).toBe('household')
    expect(d.columns?.inc).toEqual(['household income'])
    expect(d.units.inc).toEqual({ unit: '$', scale: 1000 })
    expect(d.columns?.hh_size).toEqual(['number of people in the household'])
    expect(d.values?.tenure).toEqual({ O: ['owner'], R: ['renter'] })
    expect(d.columns?.['Sepal.Length']).toEqual(['sepal length'])
    expect(d.units['Sepal.Width']).toEqual({ unit: 'cm' })
    expect(d.columns?.Species).toEqual(['iris species'])
  })

  it('keeps entries on one line apart and matches names case-insensitively', () => {
    const d = readDictionary('MPG: miles per gallon, Cyl: number of cylinders, amount: price', [
      num('mpg'),
      num('cyl'),
      num('am'),
    ])
    expect(d.columns).toEqual({ mpg: ['miles per gallon'], cyl: ['number of cylinders'] })
  })
})

describe('readDictionary: what a row is', () => {
  it.each([
    ['Flights out of three airports. A row is a flight.', 'flight'],
    ['Hourly readings, one row for each station and hour.', 'station'],
    ['In this file rows are counties of the state.', 'county'],
    ['Each row represents an individual passenger.', 'passenger'],
    ['Monthly sales for 2023: 12 months (one row each).', 'month'],
    ['每一行代表一个城市的数据。', '城市'],
    ['Sales by region and month.', undefined],
  ])('reads %j', (text, noun) => {
    expect(readDictionary(text, []).rowNoun).toBe(noun)
  })
})

describe('readDictionary: arbitrary text', () => {
  const columns = [num('a1'), cat('b', ['x', 'y']), num('失业人数')]

  it('returns an empty dictionary when nothing is described', () => {
    expect(readDictionary('', columns)).toEqual({ columns: {}, values: {}, units: {} })
    expect(readDictionary('Just some prose about the data.', [])).toEqual({
      columns: {},
      values: {},
      units: {},
    })
  })

  it('never throws and stays fast on hostile input', () => {
    const hostile = [
      '('.repeat(9000),
      'a1 ('.repeat(3000),
      ' ,'.repeat(5000),
      'b: x = '.repeat(2000),
      'x'.repeat(20000),
      '.'.repeat(9000) + 'a1: z',
      ' '.repeat(8000) + '|',
      '失业人数（'.repeat(2000),
      'one row each '.repeat(700),
      '| a1 | b | '.repeat(900),
      'a1',
      'b x a1',
      'a1)',
      '(a1',
      'x (a1',
    ]
    const started = Date.now()
    for (const text of hostile) expect(() => readDictionary(text, columns)).not.toThrow()
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('ignores text beyond 8,000 characters', () => {
    const d = readDictionary(`${' '.repeat(8000)}a1: distance in km`, columns)
    expect(d.columns?.a1).toBeUndefined()
  })
})

describe('readDictionary: random text built from dictionary pieces', () => {
  const pieces = [
    'a1',
    'b',
    'x',
    'y',
    '失业人数',
    '（千人）',
    ' ',
    ' ',
    '\n',
    '- ',
    '| ',
    ' |',
    ':',
    '：',
    ' = ',
    ' — ',
    ' - ',
    '(',
    ')',
    '[',
    ']',
    ',',
    ';',
    '. ',
    ' is ',
    ' the ',
    ' in ',
    '1,000',
    ' lb',
    ' per ',
    '100',
    '%',
    '"',
    '`',
    '**',
    ' or ',
    ' and ',
    '0',
    '1',
    ' one row each',
    ' one row per ',
    'county',
    '\t',
    '  ',
    '$',
    'thousands',
    'miles',
    '/',
    '…',
    '每行',
    '一个',
  ]
  // A fixed-seed generator, so a failure can be replayed.
  let seed = 42
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const columns = [num('a1'), cat('b', ['x', 'y']), num('失业人数'), num('x')]

  it('returns well-formed dictionaries for 500 random texts', () => {
    for (let t = 0; t < 500; t++) {
      let text = ''
      const length = 1 + next(60)
      for (let k = 0; k < length; k++) text += pieces[next(pieces.length)]
      const d = readDictionary(text, columns)
      for (const phrases of Object.values(d.columns ?? {})) {
        for (const p of phrases) expect(p).toBe(p.toLowerCase())
      }
      for (const [name, codes] of Object.entries(d.values ?? {})) {
        const column = columns.find((c) => c.name === name)!
        for (const value of Object.keys(codes)) {
          expect(column.numeric || column.values.includes(value)).toBe(true)
        }
      }
      for (const unit of Object.values(d.units)) expect(unit.unit ?? unit.scale).toBeDefined()
    }
  })
})
