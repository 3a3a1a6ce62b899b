import { describe, expect, it } from 'vitest'
import { linkCitations, repairTail } from './tail-transforms'

describe('repairTail', () => {
  it('closes an open fence, display math, emphasis and inline code', () => {
    expect(repairTail('```js\nconst a = 1')).toBe('```js\nconst a = 1\n```')
    expect(repairTail('$$\nx^2')).toBe('$$\nx^2\n$$')
    expect(repairTail('some **bold')).toBe('some **bold**')
    expect(repairTail('call `fn')).toBe('call `fn`')
  })

  it('shows a half-typed link as its label', () => {
    expect(repairTail('see [the docs](https://exa')).toBe('see the docs')
  })
})

describe('linkCitations', () => {
  it('links markers within range and leaves code and real links alone', () => {
    expect(linkCitations('A [1] and [2] and [9]', 'cite-m', 2)).toBe(
      'A [1](#cite-m-1) and [2](#cite-m-2) and [9]',
    )
    expect(linkCitations('`[1]` [1](https://x)', 'c', 3)).toBe('`[1]` [1](https://x)')
    expect(linkCitations('```\n[1]\n```', 'c', 3)).toBe('```\n[1]\n```')
  })
})
