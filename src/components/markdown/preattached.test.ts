import { describe, expect, it } from 'vitest'
import { preattached } from './preattached'

describe('preattached', () => {
  it('runs the attacher once and adds the same extensions to every processor', () => {
    let calls = 0
    const extension = { text: {} }
    function plugin(this: { data: () => Record<string, unknown> }) {
      calls++
      const data = this.data()
      ;((data.micromarkExtensions ??= []) as unknown[]).push(extension)
    }
    const cached = preattached(plugin)
    const a: Record<string, unknown> = { micromarkExtensions: ['earlier'] }
    const b: Record<string, unknown> = {}
    cached.call({ data: () => a })
    cached.call({ data: () => b })
    expect(calls).toBe(1)
    expect(a.micromarkExtensions).toEqual(['earlier', extension])
    expect(b.micromarkExtensions).toEqual([extension])
    expect((b.micromarkExtensions as unknown[])[0]).toBe(extension)
  })
})
