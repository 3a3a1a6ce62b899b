import { describe, expect, it } from 'vitest'
import { parseCsv } from './parse-csv'

describe('parseCsv', () => {
  it('reads quoted fields, commas and newlines inside quotes, and a BOM', () => {
    const t = parseCsv('\uFEFFname,note\n"Smith, J","line1\nline2"\nO\'Neil,"say ""hi"""\n')
    expect(t.columns.map((c) => c.name)).toEqual(['name', 'note'])
    expect(t.rows).toEqual([
      ['Smith, J', 'line1\nline2'],
      ["O'Neil", 'say "hi"'],
    ])
  })

  it('infers integer, number, date, boolean and text; leading zeros stay text', () => {
    const t = parseCsv(
      'i,n,d,b,t,zip\n1,1.5,2012-01-01,true,a,007\n-2,3e2,2012-02-03,FALSE,b,010\n,,,,,\n',
    )
    expect(t.columns.map((c) => c.type)).toEqual([
      'integer',
      'number',
      'date',
      'boolean',
      'text',
      'text',
    ])
    expect(t.columns[0]).toMatchObject({ empty: 1, min: '-2', max: '1', distinct: 2 })
    expect(Array.from(t.keys[1]!)).toEqual([1.5, 300, NaN])
    expect(t.keys[2]![0]).toBe(Date.parse('2012-01-01'))
  })

  it('gives text columns rank keys in natural order', () => {
    const t = parseCsv('w\nitem 10\nitem 2\nApple\n')
    const order = [0, 1, 2].sort((a, b) => t.keys[0]![a]! - t.keys[0]![b]!)
    expect(order.map((i) => t.rows[i]![0])).toEqual(['Apple', 'item 2', 'item 10'])
  })

  it('pads ragged rows, names blank and duplicate headers, and reports problems', () => {
    const t = parseCsv('a,,a\n1,2\n3,4,5,6\n"unterminated\n')
    expect(t.columns.map((c) => c.name)).toEqual(['a', 'column 2', 'a (2)', 'column 4'])
    expect(t.rows[0]).toEqual(['1', '2', '', ''])
    expect(t.warnings.length).toBeGreaterThan(0)
  })

  it('reads TSV and an empty file', () => {
    expect(parseCsv('x\ty\n1\t2\n').rows).toEqual([['1', '2']])
    expect(parseCsv('')).toMatchObject({ columns: [], rows: [] })
  })

  it('parses 200,000 rows with the right types', () => {
    const lines = ['id,date,value,label']
    for (let i = 0; i < 200_000; i++)
      lines.push(
        `${i},2020-01-${String((i % 28) + 1).padStart(2, '0')},${(i * 1.7).toFixed(2)},L${i % 97}`,
      )
    const t = parseCsv(lines.join('\n'))
    expect(t.rows).toHaveLength(200_000)
    expect(t.columns.map((c) => c.type)).toEqual(['integer', 'date', 'number', 'text'])
  })
})
