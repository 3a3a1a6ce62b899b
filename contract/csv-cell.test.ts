import { describe, expect, it } from 'vitest'
import { csvField, csvLines, inertCell } from './csv-cell'

describe('CSV cells are inert in a spreadsheet', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['+1+cmd|/C calc!A0', "'+1+cmd|/C calc!A0"],
    ['-2+3', "'-2+3"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1', "'=1"],
  ])('neutralises %j', (cell, field) => {
    expect(csvField(cell)).toBe(field)
  })

  it('leaves numbers as numbers, negative and signed ones too', () => {
    for (const n of ['-12.5', '-3', '+4', '12', '0.5', '-.5', '1e6', '-2.5E-3'])
      expect(inertCell(n), n).toBe(n)
  })

  it('leaves ordinary text alone', () => {
    for (const t of ['Oslo', 'a=b', 'x-y', 'mail@example.com', '']) expect(inertCell(t), t).toBe(t)
  })

  it('writes header and rows with CRLF', () => {
    expect(csvLines(['=a', 'b'], [['-1', '-1-1']])).toBe("'=a,b\r\n-1,'-1-1\r\n")
  })
})
