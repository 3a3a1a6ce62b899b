import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import type { Repository } from '../../db/repo'

/**
 * Background upkeep of the job store, on unref'd timers:
 * - a heartbeat for this process, and jobs of dead processes marked `interrupted` (a process on
 *   this host is dead when its pid is gone; any other when it has been silent for STALE_MS);
 * - retention: with PARLEY_JOB_RETENTION_DAYS, jobs older than that go, with their artifacts,
 *   in small batches so no single delete holds the database (or the event loop) for long.
 */

const HEARTBEAT_MS = 1_000
/** A process silent this long is dead (its jobs read `interrupted`, its upload claims lapse). */
export const STALE_MS = 15_000
const RETENTION_EVERY_MS = 60 * 60 * 1000
const RETENTION_BATCH = 200

const HOST = hostname()

export function newWorkerId(): string {
  return `${HOST}:${process.pid}:${randomBytes(4).toString('hex')}`
}

function processGone(workerId: string): boolean {
  const [host, pid] = workerId.split(':')
  if (host !== HOST || !pid || Number(pid) === process.pid) return false
  try {
    process.kill(Number(pid), 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

export class Housekeeping {
  private timers: NodeJS.Timeout[] = []

  constructor(
    private readonly repo: Repository,
    private readonly workerId: string,
    private readonly artifactsDir: string,
    private readonly retentionDays: number | null,
  ) {}

  /** Starts the timers; resolves once this process's first heartbeat is recorded. */
  async start(): Promise<void> {
    if (this.timers.length) return
    this.timers.push(setInterval(() => void this.beat().then(() => this.sweep()), HEARTBEAT_MS))
    if (this.retentionDays !== null) {
      void this.retain()
      this.timers.push(setInterval(() => void this.retain(), RETENTION_EVERY_MS))
    }
    for (const t of this.timers) t.unref()
    await this.beat()
    await this.sweep()
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t)
    this.timers = []
  }

  private async beat(): Promise<void> {
    await this.repo.heartbeat(this.workerId).catch(() => undefined)
  }

  /** Marks the running jobs of dead processes interrupted; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    let n = 0
    try {
      for (const w of await this.repo.workers()) {
        if (w.id === this.workerId) continue
        if (processGone(w.id) || now - w.heartbeat_at > STALE_MS)
          n += await this.repo.interruptWorker(w.id)
      }
    } catch {
      // The database is away; /healthz says so, and the next beat tries again.
    }
    return n
  }

  /** Deletes jobs older than the retention period, with their artifact files. */
  async retain(now = Date.now()): Promise<number> {
    if (this.retentionDays === null) return 0
    const cutoff = new Date(now - this.retentionDays * 86_400_000).toISOString()
    let total = 0
    for (;;) {
      const ids = await this.repo.deleteJobsBefore(cutoff, RETENTION_BATCH).catch(() => [])
      for (const id of ids)
        rmSync(path.join(this.artifactsDir, id), { recursive: true, force: true })
      total += ids.length
      if (ids.length < RETENTION_BATCH) return total
      await new Promise((r) => setImmediate(r))
    }
  }
}
