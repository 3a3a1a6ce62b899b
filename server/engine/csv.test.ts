import { describe, expect, it } from 'vitest'
import { INLINE_CELLS, toCsv, writeCsv } from './csv'
import type { Cell } from './db'

const tricky: Cell[] = ['=SUM(A1)', 'a,b', 'say "hi"', 'two\nlines', null, -3.5, ' edge ', '+1', 7]

function rows(n: number): Cell[][] {
  return Array.from({ length: n }, (_, i) => [i, tricky[i % tricky.length]!, `name ${i}`])
}

describe('writeCsv', () => {
  it('writes a small result as toCsv does', async () => {
    const r = rows(10)
    expect(await writeCsv(['n', 'cell', 'name'], r)).toBe(toCsv(['n', 'cell', 'name'], r))
  })

  it('writes a large result on a worker thread, byte for byte as toCsv, without holding the event loop', async () => {
    const r = rows(Math.ceil(INLINE_CELLS / 3) * 6)
    const columns = ['n', '=cell', 'name, full']
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    const csv = await writeCsv(columns, r)
    clearInterval(timer)
    expect(csv).toBe(toCsv(columns, r))
    expect(csv.split('\r\n')[0]).toBe(`n,'=cell,"name, full"`)
    // The rows went out in chunks, and timers ran between them.
    expect(ticks).toBeGreaterThan(0)
  })
})
