import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/workers/parse-csv'
import { filterRows, nextSort, parseColumnFilter, sortRows, toCsv } from './table-model'

const data = parseCsv(
  'city,temp,day,note\nOslo,3,2020-01-02,cold\nRome,15.5,2020-01-01,\nLima,,2020-01-03,warm\nBern,-2,2020-01-04,Cold snap\n',
)
const all = Uint32Array.from([0, 1, 2, 3])
const cities = (idx: Uint32Array) => Array.from(idx, (i) => data.rows[i]![0])

describe('sortRows', () => {
  it('sorts numbers and dates by value and puts empty cells last both ways', () => {
    expect(cities(sortRows(all, data.keys[1]!, 'asc'))).toEqual(['Bern', 'Oslo', 'Rome', 'Lima'])
    expect(cities(sortRows(all, data.keys[1]!, 'desc'))).toEqual(['Rome', 'Oslo', 'Bern', 'Lima'])
    expect(cities(sortRows(all, data.keys[2]!, 'asc'))).toEqual(['Rome', 'Oslo', 'Lima', 'Bern'])
  })
  it('sorts text alphabetically', () => {
    expect(cities(sortRows(all, data.keys[0]!, 'asc'))).toEqual(['Bern', 'Lima', 'Oslo', 'Rome'])
  })
  it('cycles asc → desc → none', () => {
    expect(nextSort(null, 1)).toEqual({ column: 1, dir: 'asc' })
    expect(nextSort({ column: 1, dir: 'asc' }, 1)).toEqual({ column: 1, dir: 'desc' })
    expect(nextSort({ column: 1, dir: 'desc' }, 1)).toBeNull()
    expect(nextSort({ column: 1, dir: 'desc' }, 0)).toEqual({ column: 0, dir: 'asc' })
  })
})

describe('filterRows', () => {
  it('compares numbers, ranges and dates', () => {
    expect(cities(filterRows(data, '', { 1: '>0' }))).toEqual(['Oslo', 'Rome'])
    expect(cities(filterRows(data, '', { 1: '-5..4' }))).toEqual(['Oslo', 'Bern'])
    expect(cities(filterRows(data, '', { 2: '>=2020-01-03' }))).toEqual(['Lima', 'Bern'])
  })
  it('matches text case-insensitively, exactly, negated, and empty cells', () => {
    expect(cities(filterRows(data, '', { 3: 'cold' }))).toEqual(['Oslo', 'Bern'])
    expect(cities(filterRows(data, '', { 3: '=cold' }))).toEqual(['Oslo'])
    expect(cities(filterRows(data, '', { 3: '!cold' }))).toEqual(['Rome', 'Lima'])
    expect(cities(filterRows(data, '', { 1: 'empty' }))).toEqual(['Lima'])
    expect(cities(filterRows(data, '', { 1: '!empty', 3: 'c' }))).toEqual(['Oslo', 'Bern'])
    expect(cities(filterRows(data, '', { 1: '空' }))).toEqual(['Lima'])
  })
  it('searches every cell and combines with column filters', () => {
    expect(cities(filterRows(data, 'o', {}))).toEqual(['Oslo', 'Rome', 'Bern'])
    expect(cities(filterRows(data, 'o', { 1: '<10' }))).toEqual(['Oslo', 'Bern'])
  })
  it('treats an unparseable comparison as text', () => {
    expect(parseColumnFilter('>abc', 'number')).toEqual({
      kind: 'contains',
      text: '>abc',
      negate: false,
    })
    expect(parseColumnFilter('  ', 'text')).toBeNull()
  })
})

describe('toCsv', () => {
  it('quotes what needs quoting', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          ['1', ''],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n1,\r\n')
  })
})

describe('toCsv formula injection', () => {
  it('makes formulas inert in a downloaded view and keeps numbers, negative ones too', () => {
    const csv = toCsv(
      ['name', 'amount'],
      [
        ['=HYPERLINK("http://evil.example","x")', '-12.5'],
        ['@SUM(A1)', '3'],
        ['+1+1', '-4'],
        ['\t=1', '0'],
      ],
    )
    expect(csv).toBe(
      'name,amount\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""x"")",-12.5\r\n` +
        "'@SUM(A1),3\r\n" +
        "'+1+1,-4\r\n" +
        "'\t=1,0\r\n",
    )
  })
})

describe('filterProblem', () => {
  it('says a word is not a number on a number column, and lets numbers and text filters be', async () => {
    const { filterProblem } = await import('./table-model')
    expect(filterProblem('abc', 'number')).toEqual({ kind: 'notNumber', value: 'abc' })
    expect(filterProblem('>abc', 'integer')).toEqual({ kind: 'notNumber', value: 'abc' })
    expect(filterProblem('>10', 'number')).toBeNull()
    expect(filterProblem('1..5', 'number')).toBeNull()
    expect(filterProblem('12', 'number')).toBeNull()
    expect(filterProblem('empty', 'number')).toBeNull()
    expect(filterProblem('abc', 'text')).toBeNull()
    expect(filterProblem('soon', 'date')).toEqual({ kind: 'notDate', value: 'soon' })
  })
})
