/**
 * The real server for the load bench: `node --import tsx server/main.ts` in a child process with a
 * throwaway data dir, rate limits off and its event-loop probe on; when it is ready, and its RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { readHzLine, type HzTrace } from './healthz-trace'

/** The API key the server accepts (PARLEY_API_KEYS). */
export const KEY = 'sk-parley-local'

export interface Server {
  child: ChildProcess
  port: number
  /** [time, max delay ms] from the server's loop probe. */
  loop: [number, number][]
  /** PARLEY_HEALTHZ_TRACE=1: the probe's lines as printed (max delay, busy, iterations). */
  loopLines: string[]
  /** PARLEY_HEALTHZ_TRACE=1: the server's timestamps of each /healthz, by ?n=. */
  trace: Map<number, HzTrace>
}

export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Server> {
  // BENCH_CPU_PROF=dir: V8's CPU profile of every server thread, written there when it exits.
  const prof = process.env.BENCH_CPU_PROF
  const profArgs = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []
  const child = spawn(process.execPath, [...profArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      PARLEY_STATIC_DIR: '',
      PARLEY_API_KEYS: KEY,
      PARLEY_RATE_LIMIT: '0',
      PARLEY_CHAT_RATE_LIMIT: '0',
      PARLEY_LOOP_PROBE: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const loop: [number, number][] = []
  const loopLines: string[] = []
  const trace = new Map<number, HzTrace>()
  let partial = ''
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    const lines = (partial + text).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      const m = /^\[loop\] max ([\d.]+) ms/.exec(line)
      if (m) loop.push([performance.now(), Number(m[1])])
      if (m && process.env.PARLEY_HEALTHZ_TRACE === '1') loopLines.push(line)
      else if (!readHzLine(line, trace) && line.trim()) process.stderr.write(`  server: ${line}\n`)
    }
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)))
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      const m = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(text)
      if (m) resolve(Number(m[1]))
    })
  })
  child.stdout.resume()
  return { child, port, loop, loopLines, trace }
}

/** The server's resident memory (VmRSS), MiB. */
export function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : NaN
}

/**
 * The server's CPU seconds so far, from /proc: its main thread's (user + system) and the whole
 * process's, and how long the main thread was ready to run but waiting for a core (schedstat's
 * run delay). Unlike latency, the main thread's CPU time does not depend on how loaded the
 * machine is; the wait shows how loaded it was.
 */
export function cpuSeconds(pid: number): { main: number; all: number; waited: number } {
  const ticks = (stat: string) => {
    // The fields after the command name (which may hold spaces), from the state on.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / 100
  }
  const sched = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')
  return {
    main: ticks(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
    all: ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    waited: Number(sched[1]) / 1e9,
  }
}

export async function waitReady(origin: string) {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${origin}/readyz`).catch(() => null)
    if (res?.ok) return
    await sleep(500)
  }
  throw new Error('the server was not ready within 300 s')
}

/** SIGTERM, wait for the exit, remove the data dir. */
export async function stopServer(server: Server, dataDir: string) {
  server.child.kill('SIGTERM')
  await new Promise((r) => server.child.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
