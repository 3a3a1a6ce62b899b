import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { drawable, drawLater, drawn } from './drawn-later'

const dir = mkdtempSync(path.join(tmpdir(), 'parley-drawn-'))
const spec = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  data: {
    values: [
      { a: 'x', b: 1 },
      { a: 'y', b: 2 },
    ],
  },
  mark: 'bar',
  encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'quantitative' } },
}
const isPng = (file: string) => readFileSync(file).subarray(1, 4).toString('latin1') === 'PNG'

describe('charts drawn after their IMAGE block is sent', () => {
  it('a request for a chart still being drawn waits for it', async () => {
    const file = path.join(dir, 'waiting.png')
    let finish: (png: Uint8Array) => void = () => undefined
    drawLater(file, spec, new Promise((resolve) => (finish = resolve)))
    expect(existsSync(file)).toBe(false)
    expect(drawable(file)).toBe(true)
    const served = drawn(file)
    finish(new Uint8Array([1, 2, 3]))
    await served
    expect([...readFileSync(file)]).toEqual([1, 2, 3])
  })

  it('a chart whose drawing was lost (a crash, another process) is drawn from its kept spec', async () => {
    const file = path.join(dir, 'lost.png')
    writeFileSync(`${file}.vl.json`, JSON.stringify(spec))
    expect(drawable(file)).toBe(true)
    await drawn(file)
    expect(isPng(file)).toBe(true)
    // The first drawing in a process loads the renderer and its fonts (~4 s alone, several times
    // that beside other suites on two cores); nothing here is timed.
  }, 60_000)

  it('a drawing that fails is reported to whoever asks for the file', async () => {
    const file = path.join(dir, 'broken.png')
    drawLater(file, spec, Promise.reject(new Error('no fonts')))
    await expect(drawn(file)).rejects.toThrow('no fonts')
    expect(existsSync(file)).toBe(false)
  })

  it('nothing is drawable without a drawing or a spec', () => {
    expect(drawable(path.join(dir, 'never.png'))).toBe(false)
  })
})
