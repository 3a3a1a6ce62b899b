/**
 * One clock for every paced stream: a min-heap of wake-up times and a single timer armed for the
 * earliest. Hundreds of streams each pacing chunks tens of milliseconds apart would otherwise arm
 * thousands of timers a second, each with its own promise and abort listener; here a tick wakes
 * every stream that is due in one pass.
 *
 * A wake-up never runs before its time: a stream asked to send chunks 15 ms apart never sends two
 * closer than that. (Node's timers can fire up to a loop turn early against performance.now(), as
 * they count from the loop's cached time; the tick then re-arms for the rest.)
 */

/** Wake-ups due together are run in slices of about this long, with a turn of the loop between. */
export const SLICE_MS = 2

export interface Wake {
  at: number
  run: () => void
  /** Set by cancel(): the entry stays in the heap and is skipped when it comes up. */
  cancelled: boolean
}

export class PaceClock {
  private heap: Wake[] = []
  private timer: NodeJS.Timeout | null = null
  private armedAt = Number.POSITIVE_INFINITY
  /** Due wake-ups not yet run (from readyAt on), and whether a drain is queued for them. */
  private ready: Wake[] = []
  private readyAt = 0
  private draining = false

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Runs `run` once, `ms` from now (at once on the next tick when ms <= 0). */
  after(ms: number, run: () => void): Wake {
    const wake: Wake = { at: this.now() + Math.max(0, ms), run, cancelled: false }
    this.push(wake)
    if (wake.at < this.armedAt) this.arm(wake.at)
    return wake
  }

  cancel(wake: Wake): void {
    wake.cancelled = true
  }

  /** Wake-ups not yet run or skipped (cancelled ones included until they come up). */
  get size(): number {
    return this.heap.length + this.ready.length - this.readyAt
  }

  private arm(at: number) {
    if (this.timer) clearTimeout(this.timer)
    this.armedAt = at
    this.timer = setTimeout(() => this.tick(), Math.max(0, at - this.now()))
  }

  private tick() {
    this.timer = null
    this.armedAt = Number.POSITIVE_INFINITY
    const now = this.now()
    // Collected first, so a wake-up scheduled by a run (its stream's next chunk) waits its turn.
    while (this.heap.length && this.heap[0]!.at <= now) this.ready.push(this.pop())
    // A drain already queued takes these too, after the ones due before them.
    if (!this.draining) this.drain()
    while (this.heap.length && this.heap[0]!.cancelled) this.pop()
    const next = this.heap[0]
    if (next && next.at < this.armedAt) this.arm(next.at)
  }

  /**
   * Runs the due wake-ups for at most SLICE_MS, then lets the loop turn (its I/O, a new
   * connection, a /healthz) before the rest: hundreds of streams due in the same millisecond are
   * not one long task.
   */
  private drain = () => {
    this.draining = false
    const until = this.now() + SLICE_MS
    let i = 0
    while (this.readyAt < this.ready.length) {
      const wake = this.ready[this.readyAt++]!
      if (wake.cancelled) continue
      try {
        wake.run()
      } catch (error) {
        // A stream's own failure is its own: it must not stop the others due in this tick.
        queueMicrotask(() => {
          throw error
        })
      }
      if (++i % 8 === 0 && this.now() >= until) break
    }
    if (this.readyAt < this.ready.length) {
      // Under sustained overload the queue never empties: drop the part already run.
      if (this.readyAt >= 1024) {
        this.ready = this.ready.slice(this.readyAt)
        this.readyAt = 0
      }
      this.draining = true
      setImmediate(this.drain)
    } else {
      this.ready = []
      this.readyAt = 0
    }
  }

  private push(wake: Wake) {
    const h = this.heap
    h.push(wake)
    let i = h.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (h[parent]!.at <= wake.at) break
      h[i] = h[parent]!
      i = parent
    }
    h[i] = wake
  }

  private pop(): Wake {
    const h = this.heap
    const top = h[0]!
    const last = h.pop()!
    if (h.length) {
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        if (l >= h.length) break
        const r = l + 1
        const child = r < h.length && h[r]!.at < h[l]!.at ? r : l
        if (h[child]!.at >= last.at) break
        h[i] = h[child]!
        i = child
      }
      h[i] = last
    }
    return top
  }
}

/** The clock every paced stream of this process shares. */
export const paceClock = new PaceClock()
