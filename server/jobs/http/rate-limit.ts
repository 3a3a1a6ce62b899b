import type { Repository } from '../../db/repo'

/**
 * Requests per key per second (the real service allows 20/s per team; the local default is
 * generous so normal use and tests never meet it). The counters live in the repository, in
 * one-second windows that expire, so the limit holds across processes sharing a database and
 * no map of keys grows in memory.
 */
export class RateLimiter {
  constructor(
    private readonly repo: Repository,
    private readonly perSecond: number,
  ) {}

  /** Records a request; false when it is over the limit. */
  async allow(key: string, now = Date.now()): Promise<boolean> {
    if (this.perSecond <= 0) return true
    return this.repo.rateHit(key, this.perSecond, now)
  }
}
