import { availableParallelism } from 'node:os'
import { Worker, type Transferable } from 'node:worker_threads'
import type { TaskInput, TaskKind, TaskOutput } from './worker-tasks'

/**
 * A small pool of worker threads for the engine's CPU-heavy work (chart drawing, CSV writing of
 * large results; the tasks are in worker-tasks.ts). Hand-written: a queue of a few dozen lines;
 * the pool libraries either need Node 22 or a separate build of the worker. A task goes to the
 * least busy worker and may arrive in parts (a large result in chunks, so that no single copy to
 * the worker holds the event loop). The workers are unref'd: they never keep a process alive.
 */

const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1))

interface Pending {
  resolve: (value: unknown) => void
  reject: (e: Error) => void
}

interface Slot {
  worker: Worker
  pending: Map<number, Pending>
}

type Phase = 'open' | 'part' | 'end'

/** What the pool posts to a worker. */
interface TaskMessage {
  id: number
  kind: TaskKind
  phase: Phase
  data: unknown
}

let slots: Slot[] | null = null
let nextId = 0

function start(): Slot[] {
  return Array.from({ length: SIZE }, () => {
    const worker = new Worker(new URL('./engine-worker.mjs', import.meta.url))
    worker.unref()
    const slot: Slot = { worker, pending: new Map() }
    worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const p = slot.pending.get(m.id)
      slot.pending.delete(m.id)
      if (m.error === undefined) p?.resolve(m.result)
      else p?.reject(new Error(m.error))
    })
    const fail = (error: Error) => {
      for (const p of slot.pending.values()) p.reject(error)
      slot.pending.clear()
      // The next task starts a fresh pool.
      if (slots?.includes(slot)) slots = null
    }
    worker.on('error', fail)
    worker.on('exit', () => fail(new Error('The worker thread stopped.')))
    return slot
  })
}

/** A task sent in parts: `open` with its first input, `part`s, then `end` for the result. */
interface OpenTask<K extends TaskKind> {
  part(data: TaskInput<K>['part']): void
  end(): Promise<TaskOutput<K>>
}

export function openTask<K extends TaskKind>(kind: K, first: TaskInput<K>['open']): OpenTask<K> {
  slots ??= start()
  return openOn(
    slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a)),
    kind,
    first,
  )
}

function openOn<K extends TaskKind>(slot: Slot, kind: K, first: TaskInput<K>['open']): OpenTask<K> {
  const id = nextId++
  const post = (phase: Phase, data: unknown, transfer: Transferable[] = []) =>
    slot.worker.postMessage({ id, kind, phase, data } satisfies TaskMessage, transfer)
  const result = new Promise<TaskOutput<K>>((resolve, reject) =>
    slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
  )
  post('open', first)
  return {
    part: (data) => post('part', data),
    end: () => {
      post('end', null)
      return result
    },
  }
}

/**
 * The same task on every worker of the pool (starting it if need be), so each has loaded what the
 * task needs before a request asks for it: the server's warm-up draws a chart on each.
 */
export function onEveryWorker<K extends TaskKind>(
  kind: K,
  input: TaskInput<K>['open'],
): Promise<TaskOutput<K>[]> {
  slots ??= start()
  return Promise.all(slots.map((slot) => openOn(slot, kind, input).end()))
}

/** A task whose input is one message. */
export function runTask<K extends TaskKind>(
  kind: K,
  input: TaskInput<K>['open'],
): Promise<TaskOutput<K>> {
  return openTask(kind, input).end()
}
