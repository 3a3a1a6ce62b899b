import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * An opt-in gauge of how long the main thread is held (PARLEY_LOOP_PROBE=1): once a second it
 * prints the longest event-loop delay of that second, and the p99, to stderr. The load bench
 * (bench/load.ts) reads these lines; off by default, it costs nothing then.
 */

const PERIOD_MS = 1_000
let started = false

export function startLoopProbe(env: NodeJS.ProcessEnv = process.env): void {
  if (started || env.PARLEY_LOOP_PROBE !== '1') return
  started = true
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const timer = setInterval(() => {
    const ms = (ns: number) => (ns / 1e6).toFixed(1)
    process.stderr.write(`[loop] max ${ms(delay.max)} ms p99 ${ms(delay.percentile(99))} ms\n`)
    delay.reset()
  }, PERIOD_MS)
  timer.unref()
}
