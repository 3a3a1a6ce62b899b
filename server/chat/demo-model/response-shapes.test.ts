import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { choiceChunk, dataLine, newIdentity, textDeltaLine } from './response-shapes'

describe('textDeltaLine', () => {
  it('writes exactly what serialising the whole chunk would', () => {
    const who = newIdentity('parley-demo/support-ft:ftv-1')
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom('content' as const, 'reasoning_content' as const),
        fc.boolean(),
        (text, field, includeUsage) => {
          expect(textDeltaLine(who, field, includeUsage)(text)).toBe(
            dataLine(choiceChunk(who, { [field]: text }, null, includeUsage)),
          )
        },
      ),
    )
  })
})
