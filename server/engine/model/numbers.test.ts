import { describe, expect, it } from 'vitest'
import { checkNarration, numbersIn, resultNumbers } from './numbers'

describe('numbers in narration', () => {
  const result = {
    columns: ['region', 'day', 'share', 'revenue'],
    types: ['VARCHAR', 'DATE', 'DOUBLE', 'DOUBLE'],
    rows: [
      ['North', '2017-03-01', 0.4213, 1991.5],
      ['South', '2017-04-01', 0.2, 1220.5],
    ],
  }
  const allowed = resultNumbers(result)

  it('reads written numbers with their precision, units and percentages', () => {
    expect(
      numbersIn('1,991.5 and 42% and 3.7 million, CO2 and Q4 are names').map((n) => n.value),
    ).toEqual([1991.5, 42, 3_700_000])
  })

  it('keeps sentences whose numbers the result holds, rounded or as percentages', () => {
    const text = 'North earned 1,991.5 (42.1% of the total) in 2017. South: 1220.5, or 20%.'
    expect(checkNarration(text, allowed)).toEqual({ kept: text, removed: [] })
  })

  it('drops every sentence that carries a number the result does not hold', () => {
    const out = checkNarration(
      'North earned 1,991.5. That is 15% more than in 2016. 收入增长了 3 倍。',
      allowed,
    )
    expect(out.kept).toBe('North earned 1,991.5.')
    expect(out.removed).toEqual(['15%', '2016', '3'])
  })
})
