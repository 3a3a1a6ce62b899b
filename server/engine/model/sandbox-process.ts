import { DuckDBTypeId } from '@duckdb/node-api'
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { toCell, type QueryResult } from '../db'

/**
 * The server's side of sandbox-child.mjs, the child process the model's SQL runs in. Ending
 * that process is the one way to stop a DuckDB query stuck in a single scalar function (it
 * ignores interrupt() until the function returns, and allocates outside memory_limit), so every
 * bound that must hold is enforced by killing it (docs/limits.md, "Model planner"). A spare
 * process is started while the model thinks, so opening a sandbox rarely waits for Node to start.
 */

const ENTRY = fileURLToPath(new URL('./sandbox-child.mjs', import.meta.url))

/** Why the process was ended, or that it ended by itself. */
export class SandboxStopped extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'aborted' | 'exited',
    message: string,
  ) {
    super(message)
    this.name = 'SandboxStopped'
  }
}

interface Reply {
  id?: number
  ok?: boolean
  value?: unknown
  error?: string
  ready?: boolean
  memory?: number
}

interface Started {
  child: ChildProcess
  ready: Promise<void>
}

let spare: Started | null = null

function start(): Started {
  // execArgv: []: a plain Node, without the server's TypeScript loader (the entry is JavaScript).
  const child = fork(ENTRY, [], { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: Reply) => {
      if (!m.ready) return
      child.off('exit', onExit)
      resolve()
    }
    const onExit = (code: number | null, signal: string | null) =>
      reject(new SandboxStopped('exited', `the SQL sandbox did not start (${signal ?? code})`))
    child.once('message', onMessage)
    child.once('exit', onExit)
    // Fork failed (no memory, too many processes): there will be no exit event.
    child.once('error', () => reject(new SandboxStopped('exited', 'the SQL sandbox did not start')))
  })
  // An error event without a listener would throw in the server; exit (or the above) reports it.
  child.on('error', () => undefined)
  ready.catch(() => undefined)
  return { child, ready }
}

/** Starts a spare process now (while the model thinks), unless one is waiting already. */
export function warmSandboxProcess(): void {
  if (spare?.child.connected) return
  spare = start()
  // An idle spare never keeps the server (or a test run) from exiting.
  spare.child.unref()
  spare.child.channel?.unref()
}

export class SandboxProcess {
  private next = 0
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >()
  private stopped: SandboxStopped | null = null

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (m: Reply) => {
      if (typeof m.memory === 'number')
        this.kill(new SandboxStopped('memory', `memory ${m.memory}`))
      if (typeof m.id !== 'number') return
      const waiting = this.pending.get(m.id)
      this.pending.delete(m.id)
      if (m.ok) waiting?.resolve(m.value)
      else waiting?.reject(new Error(m.error ?? 'failed'))
    })
    child.on('exit', (code, signal) => {
      this.stopped ??= new SandboxStopped(
        'exited',
        `the SQL sandbox stopped unexpectedly (${signal ?? code})`,
      )
      for (const waiting of this.pending.values()) waiting.reject(this.stopped)
      this.pending.clear()
    })
  }

  /** Takes the spare process (or starts one) once it is ready for requests. */
  static async take(): Promise<SandboxProcess> {
    const taken = spare && spare.child.connected ? spare : start()
    spare = null
    taken.child.ref()
    taken.child.channel?.ref()
    await taken.ready
    return new SandboxProcess(taken.child)
  }

  request<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped)
    const id = this.next++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (v) => resolve(v as T), reject })
      // A process that ended meanwhile: its exit handler rejects this request too.
      if (this.child.connected) this.child.send({ id, op, ...args }, () => undefined)
      else this.kill(new SandboxStopped('exited', 'the SQL sandbox stopped unexpectedly'))
    })
  }

  /** Ends the process at once; what is waiting rejects with `why`. */
  kill(why: SandboxStopped): void {
    this.stopped ??= why
    this.child.kill('SIGKILL')
    // exit may never come for a process that was gone already; nothing waits on it then.
    if (this.child.exitCode !== null || this.child.signalCode !== null) {
      for (const waiting of this.pending.values()) waiting.reject(this.stopped)
      this.pending.clear()
    }
  }
}

/** What the process answers to run and unchecked: rows as DuckDB's JSON converter gives them. */
export interface ChildResult {
  columns: string[]
  types: string[]
  typeIds: DuckDBTypeId[]
  rows: unknown[][]
  stopped: 'rows' | 'bytes' | null
}

/** A result of the process as a cell table, read the way db.ts reads the engine's own. */
export const resultOf = (out: ChildResult): QueryResult => ({
  columns: out.columns,
  types: out.types,
  rows: out.rows.map((row) => row.map((v, i) => toCell(v, out.typeIds[i] ?? DuckDBTypeId.VARCHAR))),
})
