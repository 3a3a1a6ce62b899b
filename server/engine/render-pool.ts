import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { TopLevelSpec } from 'vega-lite'

/**
 * A small pool of chart-drawing worker threads (hand-written: a queue of a few dozen lines; the
 * pool libraries either need Node 22 or a separate build of the worker). Jobs go to the least
 * busy worker; a worker keeps the process alive only while it has a chart to draw.
 */

const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1))

interface Slot {
  worker: Worker
  pending: Map<number, { resolve: (png: Uint8Array) => void; reject: (e: Error) => void }>
}

let slots: Slot[] | null = null
let nextId = 0

function start(): Slot[] {
  return Array.from({ length: SIZE }, () => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url))
    const slot: Slot = { worker, pending: new Map() }
    worker.on('message', (m: { id: number; png?: Uint8Array; error?: string }) => {
      const p = slot.pending.get(m.id)
      slot.pending.delete(m.id)
      if (!slot.pending.size) worker.unref()
      if (m.png) p?.resolve(new Uint8Array(m.png))
      else p?.reject(new Error(m.error ?? 'The chart could not be drawn.'))
    })
    worker.on('error', (error) => {
      for (const p of slot.pending.values()) p.reject(error)
      slot.pending.clear()
      // The next render starts a fresh pool.
      slots = null
    })
    // Referenced only while it has work: an idle pool never keeps a finished process alive (a
    // 'message' listener refs the port again, so this comes after the listeners).
    worker.unref()
    return slot
  })
}

export function renderOnWorker(spec: TopLevelSpec): Promise<Uint8Array> {
  slots ??= start()
  const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
  const id = nextId++
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject })
    slot.worker.ref()
    slot.worker.postMessage({ id, spec })
  })
}
