/**
 * Chat requests per key per second, over a sliding one-second window held in memory: at most
 * `perSecond` requests in any 1,000 ms. (Fixed calendar-second windows let a burst of twice the
 * limit through across a second's edge, and made "the third request is refused" depend on the
 * clock.) Chat needs no database to answer, so its limiter stays in-process; the job service's
 * counts live in its repository, to hold across processes. Keys idle for a second are swept at
 * most once a second, so the map never grows past the keys of the last second.
 */
export class ChatRateLimiter {
  private readonly hits = new Map<string, number[]>()
  private swept = -Infinity

  constructor(private readonly perSecond: number) {}

  /** Records a request; false when it is over the limit. */
  allow(key: string, now = Date.now()): boolean {
    if (this.perSecond <= 0) return true
    this.sweep(now)
    // Times arrive in order: the expired ones are at the front.
    const recent = this.hits.get(key) ?? []
    while (recent.length && recent[0]! <= now - 1000) recent.shift()
    this.hits.set(key, recent)
    if (recent.length >= this.perSecond) return false
    recent.push(now)
    return true
  }

  private sweep(now: number): void {
    if (now - this.swept < 1000) return
    this.swept = now
    for (const [key, times] of this.hits)
      if ((times.at(-1) ?? -Infinity) <= now - 1000) this.hits.delete(key)
  }

  /** Keys with a request in the last second (for tests of eviction). */
  get size(): number {
    return this.hits.size
  }
}
