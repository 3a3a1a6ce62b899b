import { describe, expect, it } from 'vitest'
import { readingOf } from './reading'

const readings = [{ name: 'site' }, { name: 'x7' }]
const economics = [{ name: 'date' }, { name: 'psavert' }, { name: 'uempmed' }]
const titanic = [
  { name: 'class', values: [{ value: 'First' }, { value: 'Third' }] },
  { name: 'survived', values: [{ value: 'yes' }, { value: 'no' }] },
]

describe('readingOf', () => {
  it('reads the phrase a suggestion replaces with a header', () => {
    expect(
      readingOf(
        'What is the average temperature by site?',
        'What is the average x7 by site?',
        readings,
      ),
    ).toEqual({ phrase: 'temperature', column: 'x7' })
  })

  it('cuts at whole words when the header starts like the phrase', () => {
    // "average p|ersonal" and "average p|savert" share a letter, not a word.
    expect(
      readingOf(
        'What was the average personal savings rate in 2001?',
        'What was the average psavert in 2001?',
        economics,
      ),
    ).toEqual({ phrase: 'personal savings rate', column: 'psavert' })
  })

  it('reads a phrase replaced by header = value, spaces around = optional', () => {
    const asked = 'How many passengers have made it?'
    expect(readingOf(asked, 'How many passengers have survived = yes?', titanic)).toEqual({
      phrase: 'made it',
      column: 'survived',
      value: 'yes',
    })
    expect(readingOf(asked, 'How many passengers have survived=yes?', titanic)).toEqual({
      phrase: 'made it',
      column: 'survived',
      value: 'yes',
    })
    // A value the column does not hold is no reading.
    expect(readingOf(asked, 'How many passengers have survived = maybe?', titanic)).toBeNull()
  })

  it('gives shared words back when a header holds them', () => {
    expect(
      readingOf('What is the mean savings ratio?', 'What is the mean savings rate?', [
        { name: 'savings rate' },
      ]),
    ).toEqual({ phrase: 'savings ratio', column: 'savings rate' })
  })

  it('finds no reading in an unrelated suggestion', () => {
    expect(
      readingOf('What is the average temperature by site?', 'How many rows are there?', readings),
    ).toBeNull()
    expect(
      readingOf(
        'What is the average temperature by site?',
        'What is the average temperature by site?',
        readings,
      ),
    ).toBeNull()
  })

  it('finds no reading in a suggestion that only drops words', () => {
    expect(
      readingOf(
        'What is the average temperature by site?',
        'What is the average by site?',
        readings,
      ),
    ).toBeNull()
  })

  it('finds no reading when the phrase holds digits', () => {
    expect(
      readingOf(
        'What is the average temperature above 15 by site?',
        'What is the average x7 by site?',
        readings,
      ),
    ).toBeNull()
  })

  it('finds no reading when the header is in both questions', () => {
    // The suggestion adds a condition on a column already asked about; it replaces nothing.
    expect(
      readingOf(
        'How many passengers have survived?',
        'How many passengers have survived = yes?',
        titanic,
      ),
    ).toBeNull()
    expect(
      readingOf('What is the average x7 by site?', 'What is the average x7 by class?', [
        ...readings,
        ...titanic,
      ]),
    ).toBeNull()
  })

  it('keeps a phrase to a few words', () => {
    expect(
      readingOf(
        'What is the one two three four five six seven by site?',
        'What is the x7 by site?',
        readings,
      ),
    ).toBeNull()
  })
})
