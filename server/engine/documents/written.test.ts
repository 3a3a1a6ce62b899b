import { describe, expect, it } from 'vitest'
import { checkWritten, numberValues, sentencesOfReply, WrittenAnswerError } from './written'

/** The check of a model-written answer against the passages it was given. */

const PASSAGES = [
  'The X200 blender has a two-year warranty from the date of purchase.',
  'Revenue rose to €1,250,000 in 2023, up 12.5% on the year before; 1.200 units were sold.',
]

const fails = (reply: string) => {
  try {
    checkWritten(reply, PASSAGES)
  } catch (error) {
    expect(error).toBeInstanceOf(WrittenAnswerError)
    return (error as Error).message
  }
  throw new Error('the reply passed')
}

describe('checkWritten', () => {
  it('passes sentences that each cite a passage given, with the numbers of that passage', () => {
    const w = checkWritten(
      'The X200 has a warranty of 2 years [1]. Revenue reached 1.250.000 euros in 2023 [2], a rise of 12,5% [2].',
      PASSAGES,
    )
    expect(w).toEqual({
      kind: 'answer',
      sentences: [
        'The X200 has a warranty of 2 years [1].',
        'Revenue reached 1.250.000 euros in 2023 [2], a rise of 12,5% [2].',
      ],
      text: 'The X200 has a warranty of 2 years [1]. Revenue reached 1.250.000 euros in 2023 [2], a rise of 12,5% [2].',
      cited: [1, 2],
    })
  })

  it('keeps a citation written after the full stop on its sentence, and reads [1, 2]', () => {
    expect(sentencesOfReply('It lasts two years. [1] Units: 1,200. [1, 2]')).toEqual([
      'It lasts two years. [1]',
      'Units: 1,200. [1, 2]',
    ])
    expect(checkWritten('It lasts two years. [1] Units: 1,200. [1, 2]', PASSAGES)).toMatchObject({
      cited: [1, 2],
    })
  })

  it('fails a sentence that cites nothing', () => {
    expect(fails('The warranty lasts two years [1]. It is the best blender on the market.')).toBe(
      'the sentence “It is the best blender on the market.” cites no passage',
    )
  })

  it('fails a citation of a passage that was not retrieved', () => {
    expect(fails('The warranty lasts two years [3].')).toBe(
      'it cites passage [3], which was not among the 2 passages found',
    )
  })

  it('fails a number absent from the passage the sentence cites', () => {
    expect(fails('The warranty lasts three years [1].')).toContain('the number three')
    expect(fails('Revenue rose by 15% in 2023 [2].')).toBe(
      'the number 15 in “Revenue rose by 15% in 2023.” is not in the passage it cites ([2])',
    )
    // In another passage is not enough: the sentence must cite the one that holds it.
    expect(fails('The warranty covers 2023 [1].')).toContain('the number 2023')
  })

  it('takes "not in documents" as the answer, but not with claims beside it', () => {
    expect(checkWritten('NOT IN DOCUMENTS', PASSAGES)).toEqual({ kind: 'notSaid' })
    expect(checkWritten('Not in documents.', PASSAGES)).toEqual({ kind: 'notSaid' })
    expect(fails('NOT IN DOCUMENTS. But the CEO earns 2 million [1].')).toContain('wrote more')
  })

  it('reads thousands separators and decimals both ways', () => {
    const values = (t: string) => numberValues(t).map((v) => v.values)
    expect(values('1,250,000 and 1.250.000 and 1 250 000')).toEqual([
      [1250000],
      [1250000],
      [1250000],
    ])
    expect(values('12.5% or 12,5 %')).toEqual([[12.5], [12.5]])
    expect(values('1,200 units')).toEqual([[1.2, 1200]])
    expect(values('1.234,5 or 1,234.5')).toEqual([[1234.5], [1234.5]])
  })
})
