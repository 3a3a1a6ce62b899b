import { describe, expect, it } from 'vitest'
import { ANSWER_JSON_SCHEMA, parseAnswer } from './answer-schema'

/** The tolerant reading of a model's reply: structured output, or JSON wrapped in prose. */

describe('parseAnswer', () => {
  const sql = { answer: 'sql', sql: 'SELECT 1 AS one', restatement: 'one' }

  it('reads the fixed sql and cannot shapes', () => {
    expect(parseAnswer(JSON.stringify(sql))).toEqual(sql)
    expect(parseAnswer('{"answer":"cannot","reason":"no cost column"}')).toEqual({
      answer: 'cannot',
      reason: 'no cost column',
    })
  })

  it('reads JSON in code fences, after prose, and with trailing commas', () => {
    expect(parseAnswer('```json\n' + JSON.stringify(sql) + '\n```')).toEqual(sql)
    expect(parseAnswer(`Here is my answer:\n${JSON.stringify(sql)}\nHope this helps!`)).toEqual(sql)
    expect(
      parseAnswer('{"answer": "sql", "sql": "SELECT 1 AS one", "restatement": "one",}'),
    ).toEqual(sql)
  })

  it('reads a plan answer', () => {
    const plan = { kind: 'aggregate', table: 'sales', measure: { agg: 'sum', column: 'amount' } }
    expect(parseAnswer(JSON.stringify({ answer: 'plan', restatement: 'r', plan }))).toMatchObject({
      answer: 'plan',
      plan,
    })
  })

  it('refuses what is not an answer, in words', () => {
    expect(() => parseAnswer('I think the answer is 42.')).toThrow(/not valid JSON/)
    expect(() => parseAnswer('{"answer":"maybe"}')).toThrow(/does not match the answer schema/)
    expect(() => parseAnswer('{"answer":"sql","restatement":"x"}')).toThrow(/without SQL/)
    expect(() => parseAnswer('{"answer":"plan","plan":{"kind":"guess","table":"t"}}')).toThrow(
      /plan\.kind/,
    )
  })

  it('sends a JSON schema whose root is one object with the answer discriminator', () => {
    expect(ANSWER_JSON_SCHEMA).toMatchObject({
      type: 'object',
      required: ['answer'],
      properties: { answer: { enum: ['sql', 'plan', 'cannot'] } },
    })
  })
})
