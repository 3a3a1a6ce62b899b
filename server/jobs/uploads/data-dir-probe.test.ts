import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirProbe, FRESH_MS, STUCK_MS } from './data-dir-probe'

/** A clock the test moves by hand, and a disk whose writes it settles by hand. */
function harness() {
  let now = 0
  const writes: { resolve: () => void; reject: (e: Error) => void }[] = []
  const probe = new DataDirProbe('/nowhere', {
    now: () => now,
    touch: () => new Promise<void>((resolve, reject) => void writes.push({ resolve, reject })),
  })
  return { probe, writes, advance: (ms: number) => void (now += ms) }
}

const flush = () => new Promise((r) => setImmediate(r))

describe('the data dir probe of /healthz', () => {
  it('writes and removes a file in a writable dir, and says so', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-probe-'))
    expect(await new DataDirProbe(dir).check()).toEqual({ ok: true })
    await flush()
    expect(readdirSync(dir)).toEqual([])
    rmSync(dir, { recursive: true })
  })

  it('names the error of a dir that takes no write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'parley-probe-'))
    const file = path.join(dir, 'not-a-dir')
    writeFileSync(file, '')
    expect(await new DataDirProbe(file).check()).toEqual({ ok: false, detail: 'ENOTDIR' })
    rmSync(dir, { recursive: true })
  })

  it('answers from the last result while a probe runs, and one probe runs at a time', async () => {
    const { probe, writes, advance } = harness()
    const first = probe.check()
    writes[0]!.resolve()
    expect(await first).toEqual({ ok: true })
    advance(FRESH_MS - 1)
    expect(await probe.check()).toEqual({ ok: true })
    expect(writes).toHaveLength(1)
    advance(1)
    // Stale: a new probe starts, but the answer does not wait for it.
    expect(await probe.check()).toEqual({ ok: true })
    expect(await probe.check()).toEqual({ ok: true })
    expect(writes).toHaveLength(2)
    writes[1]!.reject(Object.assign(new Error('full'), { code: 'ENOSPC' }))
    await flush()
    expect(await probe.check()).toEqual({ ok: false, detail: 'ENOSPC' })
  })

  it('calls a probe pending past its bound unhealthy, without waiting for it', async () => {
    const { probe, writes, advance } = harness()
    const first = probe.check()
    writes[0]!.resolve()
    await first
    advance(FRESH_MS)
    await probe.check()
    advance(STUCK_MS)
    expect(await probe.check()).toEqual({
      ok: false,
      detail: `no write within ${STUCK_MS / 1000} s`,
    })
    expect(writes).toHaveLength(2)
    writes[1]!.resolve()
    await flush()
    expect(await probe.check()).toEqual({ ok: true })
  })
})
