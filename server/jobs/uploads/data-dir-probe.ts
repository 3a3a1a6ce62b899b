import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Whether the data dir takes a write, for /healthz, without /healthz waiting on the disk. The
 * write goes through libuv's thread pool, which large uploads and DuckDB's queries keep busy: a
 * probe awaited per request took seconds under load (docs/limits.md, "Load"). So one probe runs
 * at a time in the background, started by a request when the last result is older than
 * FRESH_MS, and every request answers at once from the last result; a probe still unanswered
 * after STUCK_MS is itself the answer (not writable in time). Only the very first request waits,
 * at most STUCK_MS, as there is no result yet.
 */

export interface Check {
  ok: boolean
  detail?: string
}

/** A result younger than this is reused. */
export const FRESH_MS = 1_000
/** A probe pending this long makes the data dir unhealthy. */
export const STUCK_MS = 5_000

interface ProbeDeps {
  now: () => number
  /** Writes and removes one small file in `dir`. */
  touch: (dir: string) => Promise<void>
}

async function touch(dir: string): Promise<void> {
  const file = path.join(dir, `.healthz-${randomBytes(4).toString('hex')}`)
  try {
    await writeFile(file, 'ok')
  } finally {
    await rm(file, { force: true })
  }
}

export class DataDirProbe {
  private last: Check | null = null
  private lastAt = -Infinity
  private pending: Promise<Check> | null = null
  private pendingSince = 0

  constructor(
    private readonly dir: string,
    private readonly deps: ProbeDeps = { now: Date.now, touch },
  ) {}

  async check(): Promise<Check> {
    const now = this.deps.now()
    if (!this.pending && now - this.lastAt >= FRESH_MS) this.start(now)
    if (this.pending && now - this.pendingSince >= STUCK_MS) return this.stuck()
    if (this.last) return this.last
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<Check>((resolve) => {
      timer = setTimeout(() => resolve(this.stuck()), STUCK_MS)
    })
    try {
      return await Promise.race([this.pending!, late])
    } finally {
      clearTimeout(timer)
    }
  }

  private stuck(): Check {
    return { ok: false, detail: `no write within ${STUCK_MS / 1000} s` }
  }

  private start(now: number) {
    this.pendingSince = now
    this.pending = this.deps.touch(this.dir).then(
      (): Check => ({ ok: true }),
      (error: NodeJS.ErrnoException): Check => ({
        ok: false,
        detail: error.code ?? 'not writable',
      }),
    )
    void this.pending.then((check) => {
      this.last = check
      this.lastAt = this.deps.now()
      this.pending = null
    })
  }
}

const probes = new Map<string, DataDirProbe>()

/** The probe of one data dir, shared by every app on it. */
export function dataDirProbe(dir: string): DataDirProbe {
  let probe = probes.get(dir)
  if (!probe) probes.set(dir, (probe = new DataDirProbe(dir)))
  return probe
}
