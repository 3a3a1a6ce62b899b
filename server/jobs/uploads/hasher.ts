import { Worker } from 'node:worker_threads'

/**
 * Upload hashes computed off the main thread (docs/limits.md, "Load"). SHA-256 runs at about
 * 560 MB/s on one core, so the three 300 MB forms of the load bench cost 1.6 s of main-thread
 * CPU in 1 MB slices while every other request waited. Each hash copies its bytes into a ring of
 * its own, shared with one worker thread (hash-worker.mjs) at a lower priority, which hashes them
 * in the order they were written; a copy costs the main thread a few percent of a hash.
 *
 * Bounded: a hash holds RING bytes, whatever the upload's size; `update` waits for room, so a
 * starved worker slows the upload instead of piling up its bytes. (Transferring each batch
 * instead left the worker's heap to free them, which it did late: +99 MiB for 200 MB hashed.)
 */

const RING = 4 * 1024 * 1024

interface Pending {
  /** Bytes written to the ring and not yet hashed. */
  inFlight: number
  /** Woken when the worker has hashed some bytes, or failed. */
  wake: (() => void) | null
  digest: { resolve: (hex: string) => void; reject: (e: Error) => void } | null
}

let worker: Worker | null = null
let failure: Error | null = null
const pending = new Map<number, Pending>()
let nextId = 0

function wake(p: Pending) {
  const w = p.wake
  p.wake = null
  w?.()
}

function fail(error: Error) {
  worker = null
  failure = error
  for (const p of pending.values()) {
    p.digest?.reject(error)
    wake(p)
  }
  pending.clear()
}

function thread(): Worker {
  if (worker) return worker
  const w = new Worker(new URL('./hash-worker.mjs', import.meta.url), {
    // It holds no data of its own: the bytes stay in the senders' rings.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  })
  w.on('message', (m: { id: number; acked?: number; hex?: string }) => {
    const p = pending.get(m.id)
    if (!p) return
    if (m.acked !== undefined) {
      p.inFlight -= m.acked
      wake(p)
    }
    if (m.hex !== undefined) {
      pending.delete(m.id)
      p.digest?.resolve(m.hex)
      if (!pending.size) w.unref()
    }
  })
  w.on('error', (e) => fail(e))
  w.on('exit', () => fail(new Error('The upload hasher stopped unexpectedly.')))
  w.unref()
  failure = null
  return (worker = w)
}

/** Starts the hasher's thread ahead of the first upload, so its memory is the idle server's. */
export function startHasher(): void {
  thread()
}

export class OffThreadHash {
  private readonly id = nextId++
  private readonly state: Pending = { inFlight: 0, wake: null, digest: null }
  private ring: Uint8Array | null = null
  private head = 0

  constructor(private readonly algorithm: 'sha256' | 'md5' = 'sha256') {
    pending.set(this.id, this.state)
  }

  private gone(): Error {
    return failure ?? new Error('This hash has ended.')
  }

  /** Hashes `bytes` (copied: the caller keeps them); resolves once they are in the ring. */
  async update(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.byteLength;) {
      if (!pending.has(this.id)) throw this.gone()
      const w = thread()
      let first: SharedArrayBuffer | undefined
      if (!this.ring) {
        first = new SharedArrayBuffer(RING)
        this.ring = new Uint8Array(first)
      }
      if (this.state.inFlight >= RING) {
        await new Promise<void>((resolve) => (this.state.wake = resolve))
        continue
      }
      const n = Math.min(bytes.byteLength - at, RING - this.state.inFlight, RING - this.head)
      this.ring.set(bytes.subarray(at, at + n), this.head)
      w.ref()
      w.postMessage({
        id: this.id,
        algorithm: this.algorithm,
        ring: first,
        offset: this.head,
        length: n,
      })
      this.state.inFlight += n
      this.head = (this.head + n) % RING
      at += n
    }
  }

  /** The hex digest of every byte given to update, in order. */
  digest(): Promise<string> {
    if (!pending.has(this.id)) return Promise.reject(this.gone())
    const w = thread()
    w.ref()
    const hex = new Promise<string>((resolve, reject) => {
      this.state.digest = { resolve, reject }
    })
    w.postMessage({ id: this.id, algorithm: this.algorithm, end: true })
    return hex
  }

  /** Forgets the hash without a digest (a form that failed mid-way). */
  drop(): void {
    if (!pending.delete(this.id)) return
    worker?.postMessage({ id: this.id, drop: true })
    if (!pending.size) worker?.unref()
  }
}
