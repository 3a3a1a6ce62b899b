/**
 * Requests per key per second, over a sliding one-second window (the real service allows 20/s
 * per team; the local default is generous so normal use and tests never meet it).
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(private readonly perSecond: number) {}

  /** Records a request; false when it is over the limit. */
  allow(key: string, now = Date.now()): boolean {
    if (this.perSecond <= 0) return true
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < 1000)
    if (recent.length >= this.perSecond) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    return true
  }
}
