/**
 * One ordered path per key: writes run one after another in the order they were asked for, so a
 * later write can never be overtaken by an earlier one that started late (IndexedDB orders
 * transactions by when they are created, and `withStorage` creates them only after an await).
 * Different keys run concurrently. A failed write does not stop the ones queued after it.
 */
export function createWriteQueue() {
  const tails = new Map<string, Promise<unknown>>()
  return {
    enqueue<T>(key: string, op: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve()
      const result = previous.then(op)
      const tail = result.catch(() => undefined)
      tails.set(key, tail)
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key)
      })
      return result
    },
    /** Settles once every write queued so far for `key` (or for every key) has run. */
    idle(key?: string): Promise<void> {
      const one = key === undefined ? undefined : tails.get(key)
      const waiting = key === undefined ? [...tails.values()] : one ? [one] : []
      return Promise.all(waiting).then(() => undefined)
    },
    get pendingKeys(): number {
      return tails.size
    },
  }
}
