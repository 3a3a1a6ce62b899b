import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { OffThreadHash } from './hasher'

/** Bytes that differ at every position, so a slice hashed twice or out of order shows. */
function bytes(n: number, seed: number): Buffer {
  const b = Buffer.allocUnsafe(n)
  for (let i = 0; i < n; i++) b[i] = (i * 31 + seed * 7 + (i >> 8)) & 255
  return b
}

describe('OffThreadHash', () => {
  it('matches node:crypto across the ring wrapping, for hashes fed at the same time', async () => {
    // 11 MB in uneven pieces: the 4 MB ring wraps several times, mid-piece.
    const sizes = [1, 65_536, 1_048_576 + 17, 3_000_001, 5, 4 * 1024 * 1024, 2_999_999]
    const inputs = [0, 1, 2].map((seed) => sizes.map((n, i) => bytes(n, seed + i)))
    const hashes = inputs.map(() => new OffThreadHash('sha256'))
    for (let i = 0; i < sizes.length; i++)
      await Promise.all(hashes.map((h, k) => h.update(inputs[k]![i]!)))
    const got = await Promise.all(hashes.map((h) => h.digest()))
    const want = inputs.map((pieces) => {
      const h = createHash('sha256')
      for (const p of pieces) h.update(p)
      return h.digest('hex')
    })
    expect(got).toEqual(want)
  })

  it('hashes nothing as the empty input, and md5 as well', async () => {
    expect(await new OffThreadHash('sha256').digest()).toBe(createHash('sha256').digest('hex'))
    const h = new OffThreadHash('md5')
    await h.update(Buffer.from('parley'))
    expect(await h.digest()).toBe(createHash('md5').update('parley').digest('hex'))
  })

  it('refuses a dropped hash', async () => {
    const h = new OffThreadHash('sha256')
    await h.update(Buffer.from('x'))
    h.drop()
    await expect(h.digest()).rejects.toThrow()
    await expect(h.update(Buffer.from('y'))).rejects.toThrow()
  })
})
