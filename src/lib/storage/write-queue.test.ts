import { describe, expect, it } from 'vitest'
import { createWriteQueue } from './write-queue'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('write queue', () => {
  it('runs writes of one key in call order, even when the earlier one is slower', async () => {
    const queue = createWriteQueue()
    const store: string[] = []
    const slowPlaceholder = queue.enqueue('c1', async () => {
      await sleep(30)
      store.push('placeholder')
    })
    const finalSave = queue.enqueue('c1', async () => {
      await sleep(1)
      store.push('final')
    })
    await Promise.all([slowPlaceholder, finalSave])
    expect(store).toEqual(['placeholder', 'final'])
  })

  it('lets different keys run side by side', async () => {
    const queue = createWriteQueue()
    const order: string[] = []
    const a = queue.enqueue('a', async () => {
      await sleep(30)
      order.push('a')
    })
    const b = queue.enqueue('b', async () => {
      await sleep(1)
      order.push('b')
    })
    await Promise.all([a, b])
    expect(order).toEqual(['b', 'a'])
  })

  it('keeps going after a failed write, and reports the failure to its caller only', async () => {
    const queue = createWriteQueue()
    const store: number[] = []
    const failed = queue.enqueue('k', () => Promise.reject(new Error('quota')))
    const next = queue.enqueue('k', () => Promise.resolve(void store.push(2)))
    await expect(failed).rejects.toThrow('quota')
    await next
    expect(store).toEqual([2])
  })

  it('idle() waits for everything queued so far, then forgets the key', async () => {
    const queue = createWriteQueue()
    let done = false
    void queue.enqueue('k', async () => {
      await sleep(10)
      done = true
    })
    await queue.idle()
    expect(done).toBe(true)
    await sleep(0)
    expect(queue.pendingKeys).toBe(0)
  })

  it('many interleaved writes per key land in call order (last write wins)', async () => {
    const queue = createWriteQueue()
    const latest = new Map<string, number>()
    const jobs = []
    for (let i = 0; i < 200; i++) {
      const key = `c${i % 4}`
      jobs.push(
        queue.enqueue(key, async () => {
          await sleep(Math.floor(Math.random() * 3))
          latest.set(key, i)
        }),
      )
    }
    await Promise.all(jobs)
    expect([...latest.entries()].sort()).toEqual([
      ['c0', 196],
      ['c1', 197],
      ['c2', 198],
      ['c3', 199],
    ])
  })
})
