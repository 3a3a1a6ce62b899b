import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJournal } from './journal'

afterEach(() => vi.useRealTimers())

describe('createJournal', () => {
  it('coalesces many updates into one write per interval, and flush writes at once', async () => {
    vi.useFakeTimers()
    const write = vi.fn(() => Promise.resolve())
    const journal = createJournal(write, 250)
    for (let i = 0; i < 100; i++) journal.schedule()
    expect(write).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(250)
    expect(write).toHaveBeenCalledTimes(1)
    journal.schedule()
    await journal.flush()
    expect(write).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('keeps writing after a failed write', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('quota')).mockResolvedValue(undefined)
    const journal = createJournal(write as () => Promise<void>, 10)
    await journal.flush().catch(() => {})
    await journal.flush()
    expect(write).toHaveBeenCalledTimes(2)
  })
})
