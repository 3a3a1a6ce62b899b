import { describe, expect, it } from 'vitest'
import { readDictionary, type DictionaryColumn } from './dictionary'

// Small dictionaries invented for these tests, one per way people write them.
const num = (name: string, values: string[] = []): DictionaryColumn => ({
  name,
  values,
  numeric: true,
})
const cat = (name: string, values: string[]): DictionaryColumn => ({ name, values, numeric: false })

describe('readDictionary: a bulleted list of cryptic abbreviations', () => {
  const text = `Road tests of 32 car models (1973–74 magazine data), one row each.
- model: the car's make and model
- mpg (miles per US gallon)
- cyl (number of cylinders: 4, 6 or 8)
- wt: weight in 1,000 lb
- qsec (quarter-mile time, seconds)
- am (transmission: 0 = automatic, 1 = manual)
- vs — engine shape: 0 = V-shaped, 1 = straight
* hp: gross horsepower
• disp - displacement (cu. in.)`
  const columns = [
    cat('model', ['Alpha GT', 'Beta 2']),
    num('mpg'),
    num('cyl', ['4', '6', '8']),
    num('wt'),
    num('qsec'),
    num('am', ['0', '1']),
    num('vs'),
    num('hp'),
    num('disp'),
  ]
  const d = readDictionary(text, columns)

  it('reads the meaning of each column as plain phrases', () => {
    expect(d.columns?.mpg).toEqual(['miles per us gallon', 'miles per gallon'])
    expect(d.columns?.wt).toEqual(['weight'])
    expect(d.columns?.qsec).toEqual(['quarter-mile time', 'quarter mile time'])
    expect(d.columns?.cyl).toEqual(['number of cylinders'])
    expect(d.columns?.am).toEqual(['transmission'])
    expect(d.columns?.vs).toEqual(['engine shape'])
    expect(d.columns?.hp).toEqual(['gross horsepower', 'horsepower'])
    expect(d.columns?.disp).toEqual(['displacement'])
    expect(d.columns?.model).toContain("car's make and model")
  })

  it('reads coded values, but not lists of plain numbers', () => {
    expect(d.values?.am).toEqual({ '0': ['automatic'], '1': ['manual'] })
    expect(d.values?.vs?.['0']).toContain('v-shaped')
    expect(d.values?.vs?.['1']).toEqual(['straight'])
    expect(d.values?.cyl).toBeUndefined()
  })

  it('reads units and scales', () => {
    expect(d.units.wt).toEqual({ unit: 'lb', scale: 1000 })
    expect(d.units.qsec).toEqual({ unit: 'seconds' })
    expect(d.units.disp).toEqual({ unit: 'cu. in.' })
    expect(d.units.mpg).toBeUndefined()
  })

  it('reads what a row is, skipping the bracketed dates', () => {
    expect(d.rowNoun).toBe('car model')
  })
})

describe('readDictionary: a survey with coded answers', () => {
  const text = `Answers from a telephone survey; each row is a respondent.
supp — how the vitamin C was given: OJ = orange juice, VC = ascorbic acid
tension (L, M, H: low, medium, high)
vote: Y yes, N no, A abstain, U undecided
occ: occupation, coded "BC" (blue collar), "prof" (professional)
q7: satisfaction, 1 = very unhappy … 5 = very happy, 9 = refused`
  const columns = [
    cat('supp', ['OJ', 'VC']),
    cat('tension', ['L', 'M', 'H']),
    cat('vote', ['Y', 'N', 'A', 'U']),
    cat('occ', ['bc', 'prof', 'wc']),
    num('q7', ['1', '2', '3', '4', '5']),
  ]
  const d = readDictionary(text, columns)

  it('maps each form of code list to the stored values', () => {
    expect(d.values?.supp).toEqual({ OJ: ['orange juice'], VC: ['ascorbic acid'] })
    expect(d.values?.tension).toEqual({ L: ['low'], M: ['medium'], H: ['high'] })
    expect(d.values?.vote).toEqual({ Y: ['yes'], N: ['no'], A: ['abstain'], U: ['undecided'] })
    expect(d.values?.occ).toEqual({ bc: ['blue collar'], prof: ['professional'] })
  })

  it('maps only codes the column really holds, as stored', () => {
    expect(d.values?.q7?.['1']).toEqual(['very unhappy'])
    expect(d.values?.q7?.['9']).toBeUndefined()
  })

  it('keeps the meaning apart from the codes', () => {
    // "How the vitamin C was given" says how a value came about; it is no name for the column.
    expect(d.columns?.supp).toBeUndefined()
    expect(d.columns?.occ).toEqual(['occupation'])
    expect(d.columns?.vote).toBeUndefined()
    expect(d.columns?.q7).toEqual(['satisfaction'])
    expect(d.rowNoun).toBe('respondent')
  })
})

describe('readDictionary: Chinese headings', () => {
  const text = `各省失业情况，每行一个省份。
地区：所在省份
失业人数（千人）
失业率（%）：城镇登记失业率
人均收入（家庭年收入，万元）
性别：1=男，2=女`
  const columns = [
    cat('地区', ['北京', '上海']),
    num('失业人数'),
    num('失业率'),
    num('人均收入'),
    num('性别', ['1', '2']),
    num('人数'),
  ]
  const d = readDictionary(text, columns)

  it('reads both Chinese forms and their units', () => {
    expect(d.columns?.['地区']).toEqual(['所在省份'])
    expect(d.columns?.['失业率']).toEqual(['城镇登记失业率'])
    expect(d.columns?.['人均收入']).toEqual(['家庭年收入'])
    expect(d.units['失业人数']).toEqual({ unit: '人', scale: 1000 })
    expect(d.units['人均收入']).toEqual({ unit: '元', scale: 1e4 })
    expect(d.units['失业率']).toEqual({ unit: 'percent' })
    expect(d.values?.['性别']).toEqual({ '1': ['男'], '2': ['女'] })
    expect(d.rowNoun).toBe('省份')
  })

  it('does not read a shorter name inside a longer one', () => {
    expect(d.units['人数']).toBeUndefined()
    expect(d.columns?.['人数']).toBeUndefined()
  })
})

describe('readDictionary: a markdown table', () => {
  const text = `| Column | Description | Unit |
|---|---|---|
| \`region\` | Sales region (N, S, E, W = north, south, east, west) | |
| revenue | Net revenue | $1,000s |
| units_sold | Units sold in the month | thousands |
| margin_pct | Gross margin | % |
| shipped | Whether the order has shipped | |`
  const d = readDictionary(text, [
    cat('region', ['N', 'S', 'E', 'W']),
    num('revenue'),
    num('units_sold'),
    num('margin_pct'),
    cat('shipped', ['true', 'false']),
  ])

  it('reads the description cell and the unit cell of each row', () => {
    expect(d.columns?.region).toEqual(['sales region'])
    expect(d.values?.region).toEqual({
      N: ['north'],
      S: ['south'],
      E: ['east'],
      W: ['west'],
    })
    expect(d.columns?.revenue).toEqual(['net revenue'])
    expect(d.units.revenue).toEqual({ unit: '$', scale: 1000 })
    expect(d.units.units_sold).toEqual({ scale: 1000 })
    expect(d.columns?.margin_pct).toEqual(['gross margin', 'margin'])
    expect(d.units.margin_pct).toEqual({ unit: 'percent' })
    expect(d.columns?.shipped).toBeUndefined()
  })
})

describe('readDictionary: sentences', () => {
  const text =
    "The table lists 32 cars, one row each. model is the car's name, mpg is its fuel economy " +
    'in miles per gallon and cyl is the number of cylinders. am says whether the transmission ' +
    'is manual (1) or automatic (0). mpg is higher for lighter cars.'
  const d = readDictionary(text, [cat('model', ['X1']), num('mpg'), num('cyl'), num('am')])

  it('reads "name is meaning" without running into the next sentence', () => {
    expect(d.columns?.model).toEqual(["car's name", 'car name'])
    expect(d.columns?.mpg).toEqual(['fuel economy'])
    expect(d.units.mpg).toEqual({ unit: 'miles per gallon' })
    expect(d.columns?.cyl).toEqual(['number of cylinders'])
    expect(d.columns?.am).toBeUndefined()
    expect(d.values?.am).toEqual({ '1': ['manual'], '0': ['automatic'] })
    expect(d.rowNoun).toBe('car')
  })

  it('reads "meaning (name)" written inside a sentence', () => {
    const r = readDictionary(
      'Miles per gallon (mpg), horsepower (hp) and the number of cylinders (cyl) are given.',
      [num('mpg'), num('hp'), num('cyl')],
    )
    expect(r.columns).toEqual({
      mpg: ['miles per gallon'],
      hp: ['horsepower'],
      cyl: ['number of cylinders'],
    })
  })
})

describe('readDictionary: one row per county, "=" and ";" separators', () => {
  const text = `Crime and income, one row per county.
county = county name; state = two-letter state code; pop = population in thousands; murder_rate = homicide rate per 100,000 residents; area_km2 = land area (km²); med_inc = median household income ($1,000s); pct.urban = share of population in urban areas, percent`
  const d = readDictionary(text, [
    cat('county', ['Adams']),
    cat('state', ['CA', 'NV']),
    num('pop'),
    num('murder_rate'),
    num('area_km2'),
    num('med_inc'),
    num('pct.urban'),
  ])

  it('reads each entry up to the next one', () => {
    expect(d.rowNoun).toBe('county')
    expect(d.columns?.state).toEqual(['two-letter state code', 'two letter state code'])
    expect(d.columns?.pop).toEqual(['population'])
    expect(d.units.pop).toEqual({ scale: 1000 })
    expect(d.columns?.murder_rate).toEqual(['homicide rate'])
    expect(d.units.murder_rate).toEqual({ unit: 'per 100,000' })
    expect(d.units.area_km2).toEqual({ unit: 'km²' })
    expect(d.columns?.med_inc).toEqual(['median household income'])
    expect(d.units.med_inc).toEqual({ unit: '$', scale: 1000 })
    expect(d.columns?.['pct.urban']).toEqual(['share of population in urban areas'])
    expect(d.units['pct.urban']).toEqual({ unit: 'percent' })
  })
})
