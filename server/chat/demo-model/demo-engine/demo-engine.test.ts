import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@contract/chat'
import { DEMO_MODELS, findModel } from '../models'
import { composeReply, type DemoReply } from '.'
import { parseBenchPrompt, splitEvenly } from './bench-prompt'
import { longReply } from './long-reply'
import { analyseQuestion, keywordsOf } from './question'

const V3 = findModel('deepseek-ai/DeepSeek-V3')!
const ask = (content: string): ChatMessage[] => [{ role: 'user', content }]

function reply(model = V3, messages = ask('hello')): DemoReply {
  const result = composeReply(model, { messages })
  if (!result.ok) throw new Error(result.message)
  return result.reply
}

describe('analyseQuestion', () => {
  it.each([
    ['Write a Python script to rename files', 'python'],
    ['How do I use generics in TypeScript?', 'typescript'],
    ['A JavaScript debounce function please', 'javascript'],
    ['Show me Java code for a linked list', 'java'],
    ['Implement quicksort in Go', 'go'],
    ['A bash one-liner to count lines', 'bash'],
    ['SQL to find duplicate emails', 'sql'],
    ['Implement a binary search', 'python'], // code asked, no language named: the default
  ])('picks the language of %j', (question, language) => {
    const q = analyseQuestion(ask(question))
    expect(q.wantsCode).toBe(true)
    expect(q.language).toBe(language)
  })

  it('does not ask for code when none is wanted, and reads the last user turn', () => {
    const q = analyseQuestion([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Write Rust code' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: 'What is the capital of Peru?' },
    ])
    expect(q).toMatchObject({
      wantsCode: false,
      turn: 2,
      hasSystem: true,
      title: 'What is the capital of Peru',
    })
  })

  it('answers a tool result when the list ends with one', () => {
    const q = analyseQuestion([
      { role: 'user', content: 'weather?' },
      { role: 'assistant', content: '' },
      { role: 'tool', content: '{"city":"Oslo","temperature":-3}' },
    ])
    expect(q.fromTool).toBe(true)
    expect(q.keywords).toEqual(['city', 'oslo', 'temperature'])
  })

  it('ranks keywords by frequency, then first appearance, without stopwords', () => {
    expect(keywordsOf('The cat and the dog; the cat sleeps while a dog barks at the cat')).toEqual([
      'cat',
      'dog',
      'sleeps',
      'while',
      'barks',
    ])
  })
})

describe('composeReply', () => {
  it('is deterministic and always useful markdown that names itself the offline demo', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEMO_MODELS), fc.string({ maxLength: 300 }), (model, text) => {
        const first = reply(model, ask(text))
        expect(reply(model, ask(text))).toEqual(first)
        expect(first.content).toMatch(/^## .+/)
        expect(first.content).toContain('**Parley offline demo**')
        expect(first.content).toMatch(/^- /m)
        expect(first.content).toMatch(/^\| Measure \| Value \|$/m)
        expect(first.content).toMatch(/\$\$\n.+\n\$\$/)
        expect(first.reasoning !== '').toBe(model.kind === 'reasoning')
        expect(first.searchResults !== null).toBe(model.kind === 'search')
      }),
      { numRuns: 60 },
    )
  })

  it('varies with the question', () => {
    expect(reply(V3, ask('Tell me about whales')).content).not.toBe(
      reply(V3, ask('Tell me about owls')).content,
    )
  })

  it('picks a formula for the subject when math is asked for', () => {
    expect(reply(V3, ask('What formula gives compound interest on savings?')).content).toContain(
      'A = P\\left(1 + \\frac{r}{n}\\right)^{n t}',
    )
  })

  it('shortens reasoning for low effort and lengthens it for high effort', () => {
    const R1 = findModel('deepseek-ai/DeepSeek-R1')!
    const of = (effort: 'low' | 'medium' | 'high') => {
      const r = composeReply(R1, { messages: ask('Why do cats purr?'), reasoning_effort: effort })
      return r.ok ? r.reply.reasoning.length : 0
    }
    expect(of('low')).toBeLessThan(of('medium'))
    expect(of('medium')).toBeLessThan(of('high'))
  })
})

describe('the /bench prefix', () => {
  it('parses size, chunks, interval and think, with defaults', () => {
    expect(parseBenchPrompt('/bench size=1000 chunks=10 interval=5 think=200\nrest')).toEqual({
      ok: true,
      bench: { size: 1000, chunks: 10, intervalMs: 5, thinkMs: 200 },
    })
    expect(parseBenchPrompt('/bench')).toEqual({
      ok: true,
      bench: { size: 100_000, chunks: 2000, intervalMs: 20, thinkMs: 0 },
    })
    expect(parseBenchPrompt('please /bench size=10')).toBeNull()
    expect(parseBenchPrompt('/benchmark my code')).toBeNull()
    expect(parseBenchPrompt('/bench size=99999999')).toMatchObject({ ok: false })
    expect(parseBenchPrompt('/bench speed=3')).toMatchObject({ ok: false })
  })

  it('builds varied markdown of exactly the asked size', () => {
    for (const size of [1, 999, 50_000]) expect(longReply(size)).toHaveLength(size)
    const text = longReply(50_000)
    for (const marker of [
      '## Section',
      '\n- ',
      '\n1. ',
      '| ---',
      '```typescript',
      '```sql',
      '$$',
      '> ',
      '$x_',
    ]) {
      expect(text).toContain(marker)
    }
    expect(/[\uD800-\uDFFF]/.test(text)).toBe(false) // BMP only, so any split is safe
  })

  it('splits text into the asked number of pieces that join back', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 500 }),
        fc.integer({ min: 1, max: 600 }),
        (text, n) => {
          const pieces = splitEvenly(text, n)
          expect(pieces.join('')).toBe(text)
          expect(pieces).toHaveLength(Math.min(n, text.length))
        },
      ),
    )
  })
})
