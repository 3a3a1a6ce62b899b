import { expect, it } from 'vitest'
import { demonymsOf } from './demonyms'

it('names the people of a place held as a name, a code or a continent', () => {
  expect(demonymsOf('USA')).toEqual(['american'])
  expect(demonymsOf('United States')).toEqual(['american'])
  expect(demonymsOf('Japan')).toEqual(['japanese'])
  expect(demonymsOf('DE')).toEqual(['german'])
  expect(demonymsOf('Europe')).toEqual(['european'])
  expect(demonymsOf('Cylinders')).toEqual([])
})
