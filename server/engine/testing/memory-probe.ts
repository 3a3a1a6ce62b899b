import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Loads one file in a child process (load-probe.ts) and reports how far that process's resident
 * memory rose. The child is watched from here too: past `abortBytes` of RSS (or `timeoutMs`) it
 * is killed and the probe says so, so a file that would take all the host's memory fails its
 * test instead of the machine.
 */

export interface ProbeResult {
  loaded?: { rows: number; columns: number; profileChars: number; previewChars: number }
  refused?: string
  /** RSS just before the load, and its peak during it, in bytes. */
  before: number
  peak: number
  after: number
  ms: number
  /** Why the child was killed, when it was. */
  killed?: string
}

/** A memory figure of a process from Linux's /proc/<pid>/status (VmRSS, VmHWM), in bytes; 0 elsewhere. */
export function statusBytes(field: 'VmRSS' | 'VmHWM', pid: number | 'self'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]
    return Number(kb ?? 0) * 1024
  } catch {
    return 0
  }
}

export function probeLoad(
  file: string,
  fileType: string,
  opts: { abortBytes?: number; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ProbeResult> {
  const { abortBytes = 3 * 1024 ** 3, timeoutMs = 120_000, env = {} } = opts
  const entry = fileURLToPath(new URL('./load-probe.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', entry, file, fileType], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  let killed: string | undefined
  let highest = 0
  const started = Date.now()
  const watch = setInterval(() => {
    const rss = child.pid ? statusBytes('VmRSS', child.pid) : 0
    highest = Math.max(highest, rss)
    if (rss > abortBytes) killed = `RSS passed ${Math.round(rss / 2 ** 20)} MiB`
    else if (Date.now() - started > timeoutMs) killed = `still running after ${timeoutMs} ms`
    if (killed) child.kill('SIGKILL')
  }, 50)
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (err += c.toString()))
  return new Promise((resolve, reject) => {
    child.once('exit', () => {
      clearInterval(watch)
      const line = out.trim().split('\n').pop() ?? ''
      if (killed) return resolve({ before: 0, peak: highest, after: 0, ms: 0, killed })
      try {
        resolve(JSON.parse(line) as ProbeResult)
      } catch {
        reject(new Error(`the probe printed no result:\n${out}\n${err}`))
      }
    })
  })
}
