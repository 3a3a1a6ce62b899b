import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBlockSplitter, splitAll } from './block-splitter'

const feed = (chunks: string[]) => {
  const splitter = createBlockSplitter()
  let text = ''
  const views = chunks.map((c) => {
    text += c
    const v = splitter.update(text)
    return { blocks: [...v.blocks], tail: v.tail }
  })
  return views
}

// Markdown-ish lines, so fences, lists, math and blank lines all occur often.
const line = fc.constantFrom(
  '',
  '',
  'para text',
  '- item',
  '1. first',
  '-dash',
  '12) twelve',
  '1234567890. ten digits',
  '  indented',
  '```js',
  '```',
  '$$',
  'x^2',
  '| a | b |',
  '# Head',
  '> quote',
)
const doc = fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n'))

describe('createBlockSplitter', () => {
  it('splits paragraphs, keeps fences and display math whole', () => {
    const text = 'One\n\nTwo\n\n```py\na\n\nb\n```\n\n$$\nx\n\ny\n$$\n\nLast'
    expect(splitAll(text)).toEqual(['One', 'Two', '```py\na\n\nb\n```', '$$\nx\n\ny\n$$', 'Last'])
  })

  it('keeps a loose list and an indented continuation in one block', () => {
    expect(splitAll('- a\n\n- b\n\n  more\n\nafter\n')).toEqual(['- a\n\n- b\n\n  more', 'after\n'])
  })

  it('settles a block as soon as the next one has begun, mid-line', () => {
    const s = createBlockSplitter()
    expect(s.update('Para\n\n').blocks).toEqual([])
    expect(s.update('Para\n\n ').blocks).toEqual([])
    const v = s.update('Para\n\n Ne')
    expect(v.blocks).toEqual([])
    const w = createBlockSplitter().update('Para\n\nNe')
    expect(w).toEqual({ blocks: ['Para'], tail: 'Ne' })
  })

  it('keeps a list open while the new line could still be its next item', () => {
    const s = createBlockSplitter()
    expect(s.update('- a\n\n').blocks).toEqual([])
    expect(s.update('- a\n\n1').blocks).toEqual([])
    expect(s.update('- a\n\n12').blocks).toEqual([])
    expect(s.update('- a\n\n12)').blocks).toEqual([])
    expect(s.update('- a\n\n12) b').blocks).toEqual([])
    expect(createBlockSplitter().update('- a\n\n-').blocks).toEqual([])
    expect(createBlockSplitter().update('- a\n\n- b').blocks).toEqual([])
    expect(createBlockSplitter().update('- a\n\n-b').blocks).toEqual(['- a'])
    expect(createBlockSplitter().update('- a\n\n12x').blocks).toEqual(['- a'])
    expect(createBlockSplitter().update('- a\n\nNext')).toEqual({ blocks: ['- a'], tail: 'Next' })
  })

  it('any chunking gives the same result as the whole text at once', () => {
    fc.assert(
      fc.property(doc, fc.array(fc.nat(), { maxLength: 20 }), (text, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)
        const chunks = [...points, text.length].map((p, i, all) =>
          text.slice(i === 0 ? 0 : all[i - 1], p),
        )
        const views = feed(chunks)
        const whole = createBlockSplitter().update(text)
        expect(views.at(-1)).toEqual({ blocks: [...whole.blocks], tail: whole.tail })
      }),
    )
  })

  it('settled blocks of a prefix are settled blocks of the whole (they never change)', () => {
    fc.assert(
      fc.property(doc, fc.nat(), (text, cut) => {
        const prefix = text.slice(0, cut % (text.length + 1))
        const early = [...createBlockSplitter().update(prefix).blocks]
        const late = createBlockSplitter().update(text).blocks
        expect(late.slice(0, early.length)).toEqual(early)
      }),
    )
  })

  it('loses no text: blocks and tail hold every non-blank line in order', () => {
    fc.assert(
      fc.property(doc, (text) => {
        const v = createBlockSplitter().update(text)
        const lines = (s: string) => s.split('\n').filter((l) => l.trim())
        expect([...v.blocks, v.tail].flatMap(lines)).toEqual(lines(text))
      }),
    )
  })

  it('starts over when the text is replaced rather than extended', () => {
    const s = createBlockSplitter()
    s.update('A\n\nB\n')
    expect(s.update('C\n\nD\n')).toEqual({ blocks: ['C'], tail: 'D\n' })
  })

  it('scans only new text: a long stream costs about as much as one pass', () => {
    const s = createBlockSplitter()
    const piece = 'word word word\n\n'
    let text = ''
    const indexOf = String.prototype.indexOf
    let scanned = 0
    String.prototype.indexOf = function (this: string, search: string, from?: number) {
      const r = indexOf.call(this, search, from)
      scanned += (r === -1 ? this.length : r + 1) - (from ?? 0)
      return r
    }
    try {
      for (let i = 0; i < 2000; i++) s.update((text += piece))
    } finally {
      String.prototype.indexOf = indexOf
    }
    expect(scanned).toBeLessThan(text.length * 2)
  })
})
