import { describe, expect, it } from 'vitest'
import { newGroup, type EngineSink } from '../sink'
import { recorder } from '../testing/recorder'
import { DeferredSink } from './deferred-sink'

describe('DeferredSink', () => {
  it('passes a chart on with its spec, and does not wait for the drawing to commit', async () => {
    const target = recorder().sink
    const seen: { png: unknown; spec: unknown }[] = []
    const sink: EngineSink = {
      ...target,
      image: (_g, _name, png, spec) => {
        seen.push({ png, spec })
        return Promise.resolve()
      },
    }
    const held = new DeferredSink(sink)
    const spec = { mark: 'bar' }
    const drawing = new Promise<Uint8Array>(() => undefined) // never drawn
    await held.image(newGroup('chart', 'Analyze'), 'chart.png', drawing, spec)
    expect(seen).toEqual([])
    await held.commit()
    expect(seen).toHaveLength(1)
    expect(seen[0]?.png).toBe(drawing)
    expect(seen[0]?.spec).toBe(spec)
  })
})
