import { expect, it } from 'vitest'
import { parseCsv } from '@/workers/parse-csv'
import { columnLayout, mayOverflow } from './column-widths'

const data = parseCsv('city,note\nOslo,short\nLima,a somewhat longer note\n')
const plain = [(s: string) => s, (s: string) => s]
// 8 px a character, 12 for W and M: like a proportional font.
const measure = (s: string) => [...s].reduce((w, ch) => w + (/[WM]/.test(ch) ? 12 : 8), 0)

it('sizes each column for its widest sampled value, and knows what surely fits', () => {
  const { widths, fits } = columnLayout(data, plain, measure)
  // "a somewhat longer note": 22 characters, 176 px, plus padding and slack.
  expect(widths[1]).toBe(176 + 16 + 8)
  // Every sampled value fits unclipped…
  expect(mayOverflow('a somewhat longer note', fits[1]!)).toBe(false)
  // …and a later, much longer one clips.
  expect(mayOverflow('a much much longer note than any in the sample', fits[1]!)).toBe(true)
})

it('clips anything not plain ASCII, whose width it cannot bound', () => {
  const { fits } = columnLayout(data, plain, measure)
  expect(mayOverflow('Zürich', fits[0]!)).toBe(true)
  expect(mayOverflow('北京', fits[0]!)).toBe(true)
})

it('without a canvas (no layout to measure with), estimates widths and clips every cell', () => {
  const { widths, fits } = columnLayout(data, plain, null)
  expect(widths).toEqual([110, 189])
  expect(mayOverflow('Oslo', fits[0]!)).toBe(true)
})
