import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

/**
 * An opt-in gauge of how long the main thread is held (PARLEY_LOOP_PROBE=1): once a second it
 * prints the longest event-loop delay of that second, the p99, and how busy the loop was
 * (event-loop utilization), to stderr. The load bench
 * (bench/load.ts) reads these lines; off by default, it costs nothing then.
 */

const PERIOD_MS = 1_000
let started = false

export function startLoopProbe(env: NodeJS.ProcessEnv = process.env): void {
  if (started || env.PARLEY_LOOP_PROBE !== '1') return
  started = true
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let elu = performance.eventLoopUtilization()
  // With PARLEY_HEALTHZ_TRACE=1 also the loop's iterations per second (a setImmediate chain runs
  // once per iteration; it keeps the loop from sleeping, so it is for diagnosis only). libuv
  // accepts one connection per iteration, so this is also the server's rate of accepting.
  const counting = env.PARLEY_HEALTHZ_TRACE === '1'
  let turns = 0
  if (counting) {
    const turn = () => {
      turns++
      setImmediate(turn).unref()
    }
    turn()
  }
  const timer = setInterval(() => {
    const ms = (ns: number) => (ns / 1e6).toFixed(1)
    const used = performance.eventLoopUtilization(elu)
    elu = performance.eventLoopUtilization()
    process.stderr.write(
      `[loop] max ${ms(delay.max)} ms p99 ${ms(delay.percentile(99))} ms busy ${(used.utilization * 100).toFixed(0)}%${counting ? ` turns ${turns}` : ''}\n`,
    )
    turns = 0
    delay.reset()
  }, PERIOD_MS)
  timer.unref()
}
