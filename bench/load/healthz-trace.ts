/**
 * PARLEY_HEALTHZ_TRACE=1: the server's `[hz]` stderr lines (when it accepted each /healthz
 * connection, parsed its request and wrote its answer), and where the slow samples waited.
 */
import type { Sample } from '../lib/healthz-prober'
import { pct } from './percentile'

/** The server's timestamps (epoch ms) of one /healthz. */
export interface HzTrace {
  conn: number
  nth: number
  req: number
  fin: number
}

/** A `[hz] {…}` line read into trace under its sample's ?n=; false if the line is not one. */
export function readHzLine(line: string, trace: Map<number, HzTrace>): boolean {
  if (!line.startsWith('[hz] ')) return false
  const t = JSON.parse(line.slice(5)) as HzTrace & { url: string }
  const n = /n=(\d+)/.exec(t.url)
  if (n) trace.set(Number(n[1]), t)
  return true
}

/**
 * Where the /healthz samples slower than slowMs waited, by stage, from the prober's and the
 * server's timestamps (both epoch ms on the same machine).
 */
export function traceReport(samples: Sample[], trace: Map<number, HzTrace>, slowMs: number) {
  const slow = samples.filter((s) => s.ms > slowMs && s.n !== undefined)
  const stages: Record<string, number[]> = {
    'new socket: client send → connected (kernel)': [],
    'new socket: connected → server accepts it': [],
    'new socket: accepted → request parsed': [],
    'reused socket: client send → request parsed': [],
    'request parsed → answer written': [],
    'answer written → client has it': [],
  }
  let traced = 0
  let fresh = 0
  for (const s of slow) {
    const t = trace.get(s.n!)
    if (!t) continue
    traced++
    if (t.nth === 1) {
      fresh++
      if (s.connected) {
        stages['new socket: client send → connected (kernel)']!.push(s.connected - s.at!)
        stages['new socket: connected → server accepts it']!.push(t.conn - s.connected)
      }
      stages['new socket: accepted → request parsed']!.push(t.req - t.conn)
    } else stages['reused socket: client send → request parsed']!.push(t.req - s.at!)
    stages['request parsed → answer written']!.push(t.fin - t.req)
    stages['answer written → client has it']!.push(s.at! + s.ms - t.fin)
  }
  console.log(
    `trace: ${slow.length} /healthz samples over ${slowMs} ms, ${traced} traced (${fresh} on a new socket); per stage p50 / p99 / max ms:`,
  )
  for (const [name, xs] of Object.entries(stages))
    if (xs.length)
      console.log(
        `  ${name.padEnd(46)} ${[pct(xs, 50), pct(xs, 99), Math.max(...xs)].map((x) => x.toFixed(0).padStart(6)).join(' /')}`,
      )
}
