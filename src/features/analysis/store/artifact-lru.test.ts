import { describe, expect, it } from 'vitest'
import { overflow, touched } from './artifact-lru'

describe('artifact LRU', () => {
  it('a file shown again becomes the most recent, once', () => {
    expect(touched(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a'])
    expect(touched(['a', 'b'], 'z')).toEqual(['a', 'b', 'z'])
    expect(touched([], 'a')).toEqual(['a'])
  })

  it('lets go of the least recently shown beyond the bound', () => {
    expect(overflow(['a', 'b', 'c', 'd', 'e'], () => false, 2)).toEqual(['a', 'b', 'c'])
    expect(overflow(['a', 'b'], () => false, 2)).toEqual([])
    expect(overflow(['a', 'b'], () => false, 0)).toEqual(['a', 'b'])
  })

  it('never lets go of a held file, nor counts it against the bound', () => {
    const held = new Set(['a', 'c'])
    expect(overflow(['a', 'b', 'c', 'd', 'e'], (k) => held.has(k), 1)).toEqual(['b', 'd'])
    expect(overflow(['a', 'c'], (k) => held.has(k), 0)).toEqual([])
  })

  it('stays bounded however long the walk', () => {
    let order: string[] = []
    for (let i = 0; i < 1000; i++) {
      order = touched(order, `file-${i % 37}`)
      const drop = new Set(overflow(order, () => false, 4))
      order = order.filter((k) => !drop.has(k))
      expect(order.length).toBeLessThanOrEqual(4)
    }
    expect(order).toEqual(['file-34', 'file-35', 'file-36', 'file-0'])
  })
})
