import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { JobBlock } from '../types'
import { BLOCKS, blockModule, parseBlock, UNKNOWN_BLOCK } from './registry'

const plain = { groupId: 'g', groupName: 'G', stage: 'Analyze' as const }

/** Each module's own test holds its samples and the Markdown and HTML they must export. */
const kinds = [...Object.keys(BLOCKS).map((type) => type.toLowerCase()), 'unknown']

describe('the block registry', () => {
  it.each(kinds)('has the %s module tested beside it', (kind) => {
    expect(existsSync(new URL(`./${kind}/index.test.ts`, import.meta.url))).toBe(true)
  })

  it("finds a block's module by its kind, the unknown one included", () => {
    for (const [type, module] of Object.entries(BLOCKS)) {
      expect(blockModule(type.toLowerCase() as JobBlock['kind'])).toBe(module)
    }
    expect(blockModule('unknown')).toBe(UNKNOWN_BLOCK)
  })

  it('reads each type into a block of its kind', () => {
    for (const type of Object.keys(BLOCKS) as (keyof typeof BLOCKS)[]) {
      const block = parseBlock(type, 'https://h/a/file.csv', plain)
      expect(block.kind).toBe(type.toLowerCase())
    }
  })

  it('keeps a TABLE or IMAGE without a usable URL as an unknown block', () => {
    expect(parseBlock('TABLE', { name: 'x' }, plain)).toEqual({
      ...plain,
      kind: 'unknown',
      typeName: 'TABLE',
      content: { name: 'x' },
    })
    expect(parseBlock('IMAGE', 'https://h/a/chart.png', plain)).toEqual({
      ...plain,
      kind: 'image',
      artifact: { name: 'chart.png', url: 'https://h/a/chart.png', expiresAt: null },
    })
  })
})
