import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { composeReply } from './demo-engine'
import { planGeneration } from './generation-plan'
import { findModel } from './models'
import { countTextTokens } from './tokens'

const R1 = findModel('deepseek-ai/DeepSeek-R1')!

function replyFor(text: string) {
  const result = composeReply(R1, { messages: [{ role: 'user', content: text }] })
  if (!result.ok) throw new Error(result.message)
  return result.reply
}

describe('planGeneration', () => {
  it('without max_tokens: the whole reply, pieces that join back, exact token counts', () => {
    const reply = replyFor('How do vaccines work?')
    const plan = planGeneration(reply, undefined, 'natural', 1)
    expect(plan.finishReason).toBe('stop')
    expect(plan.reasoningPieces.join('')).toBe(reply.reasoning)
    expect(plan.contentPieces.join('')).toBe(reply.content)
    expect(plan.reasoningTokens).toBe(countTextTokens(reply.reasoning))
    expect(plan.completionTokens).toBe(
      countTextTokens(reply.reasoning) + countTextTokens(reply.content),
    )
  })

  it('never exceeds max_tokens; reasoning is spent first; "length" exactly when cut', () => {
    const reply = replyFor('Compare trains and planes for a 500 km trip')
    const total = countTextTokens(reply.reasoning) + countTextTokens(reply.content)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: total + 50 }),
        fc.constantFrom('natural', 'token'),
        (max, splitting) => {
          const plan = planGeneration(reply, max, splitting, 7)
          expect(plan.completionTokens).toBe(Math.min(max, total))
          expect(plan.finishReason).toBe(max < total ? 'length' : 'stop')
          expect(reply.reasoning.startsWith(plan.reasoning)).toBe(true)
          expect(reply.content.startsWith(plan.content)).toBe(true)
          if (plan.content) expect(plan.reasoning).toBe(reply.reasoning)
          expect(plan.contentPieces.join('')).toBe(plan.content)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('streams one token per piece for the slow fault, and 1–3 otherwise', () => {
    const reply = replyFor('Explain recursion')
    const tokenwise = planGeneration(reply, undefined, 'token', 3)
    const natural = planGeneration(reply, undefined, 'natural', 3)
    expect(tokenwise.contentPieces.length).toBe(countTextTokens(reply.content))
    expect(natural.contentPieces.length).toBeLessThan(tokenwise.contentPieces.length)
    expect(natural.contentPieces.length).toBeGreaterThanOrEqual(tokenwise.contentPieces.length / 3)
  })

  it('never splits a character, even when max_tokens cuts inside one', () => {
    const reply = {
      reasoning: '',
      content: '🦜🧬 ꙮ 龘龘 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      searchResults: null,
      bench: null,
    }
    for (let max = 1; max < 30; max++) {
      const plan = planGeneration(reply, max, 'natural', 1)
      expect(plan.content).not.toContain('\uFFFD')
      expect(reply.content.startsWith(plan.content)).toBe(true)
    }
  })

  it('splits a bench reply into exactly the asked chunks', () => {
    const reply = {
      reasoning: '',
      content: 'x'.repeat(1000),
      searchResults: null,
      bench: { size: 1000, chunks: 37, intervalMs: 0, thinkMs: 0 },
    }
    const plan = planGeneration(reply, undefined, 'natural', 1)
    expect(plan.contentPieces).toHaveLength(37)
    expect(plan.contentPieces.join('')).toBe(reply.content)
  })
})
