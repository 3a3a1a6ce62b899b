/**
 * Chat requests per key per second, in fixed one-second windows held in memory. Chat needs no
 * database to answer, so its limiter stays in-process (the job service's counts live in its
 * repository, to hold across processes). Windows older than the current second are dropped on the
 * next request of a new second, so the key map never grows past the keys of one second.
 */
export class ChatRateLimiter {
  private window = -1
  private readonly hits = new Map<string, number>()

  constructor(private readonly perSecond: number) {}

  /** Records a request; false when it is over the limit. */
  allow(key: string, now = Date.now()): boolean {
    if (this.perSecond <= 0) return true
    const second = Math.floor(now / 1000)
    if (second !== this.window) {
      this.window = second
      this.hits.clear()
    }
    const used = this.hits.get(key) ?? 0
    if (used >= this.perSecond) return false
    this.hits.set(key, used + 1)
    return true
  }

  /** Keys with a count in the current window (for tests of eviction). */
  get size(): number {
    return this.hits.size
  }
}
