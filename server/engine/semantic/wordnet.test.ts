import { describe, expect, it } from 'vitest'
import {
  attributesOf,
  baseForm,
  derivations,
  expandAbbreviation,
  isWord,
  synonyms,
} from './wordnet'

// Memory is a bound, not a timing: the index files are held as buffers, never parsed whole.
describe('loading', () => {
  it('reads the dictionary lazily, in bounded memory', () => {
    const before = process.memoryUsage().arrayBuffers
    expect(synonyms('car', 'n')).toContain('automobile')
    expandAbbreviation('zz')
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(60e6)
  })
})

describe('synonyms', () => {
  it('lists the lemmas of the first senses, without the word itself', () => {
    expect(synonyms('hp', 'n')).toEqual(['horsepower'])
    expect(synonyms('salary', 'n')).toContain('earnings')
    expect(synonyms('big', 'a')[0]).toBe('large')
    expect(synonyms('country', 'n')).toContain('nation')
    expect(synonyms('country', 'n')).not.toContain('country')
    expect(synonyms('cars', 'n')).toContain('automobile')
    expect(synonyms('price', 'n', 1)).toEqual(['monetary value', 'cost'])
    expect(synonyms('qwzx', 'n')).toEqual([])
  })
})

describe('attributesOf', () => {
  it.each([
    ['heavy', 'weight'],
    ['deep', 'depth'],
    ['long', 'length'],
    ['expensive', 'expensiveness'],
    ['expensive', 'price'],
    ['fast', 'speed'],
    ['old', 'age'],
    ['tall', 'height'],
    ['heavier', 'weight'],
  ])('%s is a value of %s', (adjective, noun) => {
    expect(attributesOf(adjective)).toContain(noun)
  })

  it('puts the attribute of the most frequent sense first', () => {
    expect(attributesOf('heavy')[0]).toBe('weight')
    expect(attributesOf('fast')[0]).toBe('speed')
  })

  it('finds nothing where WordNet has no pointer (populous is a satellite of inhabited)', () => {
    expect(attributesOf('populous')).toEqual([])
  })
})

describe('derivations', () => {
  it('follows derivational pointers into the asked POS', () => {
    expect(derivations('survive', 'n')).toContain('survival')
    expect(derivations('earn', 'n')).toContain('earnings')
    expect(derivations('die', 'n')[0]).toBe('death')
    expect(derivations('populate', 'n')).toContain('population')
    expect(derivations('heavy')).toContain('heaviness')
    expect(derivations('populous', 'n')).toEqual([])
  })
})

describe('baseForm and isWord', () => {
  it.each([
    ['cars', 'n', 'car'],
    ['cities', 'n', 'city'],
    ['churches', 'n', 'church'],
    ['boxes', 'n', 'box'],
    ['women', 'n', 'woman'],
    ['glass', 'n', 'glass'],
    ['Miles per gallon', 'n', 'miles per gallon'],
    ['running', 'v', 'run'],
    ['stopped', 'v', 'stop'],
    ['earned', 'v', 'earn'],
    ['biggest', 'a', 'big'],
    ['heavier', 'a', 'heavy'],
    // Irregular forms live in the *.exc lists the package does not ship.
    ['mice', 'n', null],
    ['xyzzy', 'n', null],
  ] as const)('%s (%s) → %s', (word, pos, base) => {
    expect(baseForm(word, pos)).toBe(base)
  })

  it('knows words in any POS after detaching inflections', () => {
    expect(isWord('cylinders')).toBe(true)
    expect(isWord('Horsepower')).toBe(true)
    expect(isWord('mpg')).toBe(false)
    expect(isWord('')).toBe(false)
  })
})

describe('expandAbbreviation', () => {
  // The rank each header abbreviation's meaning gets (0 = first).
  it.each([
    ['pop', 'population', 0],
    ['yrs', 'years', 0],
    ['yr', 'year', 0],
    ['pct', 'percent', 0],
    ['wt', 'weight', 0],
    ['hp', 'horsepower', 0],
    ['cyl', 'cylinder', 0],
    ['temp', 'temperature', 0],
    ['dept', 'department', 0],
    ['qty', 'quantity', 0],
    ['avg', 'average', 0],
    ['amt', 'amount', 0],
    ['num', 'number', 0],
    ['nbr', 'number', 0],
    ['no', 'number', 0],
    ['unemploy', 'unemployment', 0],
    ['educ', 'education', 0],
    // No general rule puts these first: display, disposal and dispatch are prefixed alike and
    // used more; increase is used more than income.
    ['disp', 'displacement', 3],
    ['inc', 'income', 1],
  ])('%s → %s at rank %i', (token, word, rank) => {
    expect(expandAbbreviation(token).indexOf(word)).toBe(rank)
  })

  it('returns a common word as itself first', () => {
    for (const w of ['age', 'sex', 'year', 'order']) expect(expandAbbreviation(w)[0]).toBe(w)
  })

  it('leaves out names, one-letter tokens and non-words', () => {
    expect(expandAbbreviation('wt')).not.toContain('washington')
    expect(expandAbbreviation('x')).toEqual([])
    expect(expandAbbreviation('x1')).toEqual([])
    expect(expandAbbreviation('pop', { limit: 2 })).toEqual(['population', 'popularity'])
  })
})
