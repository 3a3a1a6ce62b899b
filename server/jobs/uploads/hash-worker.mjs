// The upload hasher's thread (hasher.ts): one hash per id, fed from that hash's shared ring in
// the order the main thread wrote it; each update is acknowledged with its length (the sender's
// room in the ring), and `end` answers the hex digest. Plain JavaScript: it needs no loader.
import { createHash } from 'node:crypto'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'

// Background work: on Linux a thread's nice value is its own, so only this thread yields to the
// main thread, which answers requests, when the cores are busy.
try {
  setPriority(10)
} catch {
  // Not permitted here: run at the normal priority.
}

/** id → { hash, ring } */
const hashes = new Map()

parentPort.on('message', ({ id, algorithm, ring, offset, length, end, drop }) => {
  if (drop) return void hashes.delete(id)
  let entry = hashes.get(id)
  if (!entry) hashes.set(id, (entry = { hash: createHash(algorithm), ring: null }))
  if (ring) entry.ring = new Uint8Array(ring)
  if (length) {
    entry.hash.update(entry.ring.subarray(offset, offset + length))
    parentPort.postMessage({ id, acked: length })
  }
  if (end) {
    hashes.delete(id)
    parentPort.postMessage({ id, hex: entry.hash.digest('hex') })
  }
})
