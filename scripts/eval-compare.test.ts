import { expect, it } from 'vitest'
import { compare } from './eval-compare'

it('accepts numbers within rounding and an extra context column', () => {
  expect(compare('rows', [['2007-10-01', '707.001']], [[707]])).toBeNull()
})

it('lets rows tied on every number come in any order, but not others', () => {
  const expected = [
    ['b', 2],
    ['a', 2],
    ['c', 1],
  ]
  expect(
    compare(
      'rows',
      [
        ['a', '2'],
        ['b', '2'],
        ['c', '1'],
      ],
      expected,
    ),
  ).toBeNull()
  expect(
    compare(
      'rows',
      [
        ['c', '1'],
        ['a', '2'],
        ['b', '2'],
      ],
      expected,
    ),
  ).toMatch(/^row 1/)
})

it('names the row no answer matches, and counts rows for rowcount', () => {
  expect(compare('set', [['x', '1']], [['y', 1]])).toBe('no row matches ["y",1]')
  expect(compare('rowcount', [['a'], ['b']], [[2]])).toBeNull()
  expect(compare('rowcount', [['a']], [[2]])).toBe('1 rows, expected 2')
})
