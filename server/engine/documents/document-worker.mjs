// The document indexing thread (documents.ts): extracts one document's text, cuts it into
// passages, indexes them and writes the result (extract.ts), then posts what it wrote or why it
// could not. Loads the TypeScript through tsx (workers do not inherit the main thread's loader).
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

// Background work: only this thread yields to the main thread, which answers requests.
try {
  setPriority(10)
} catch {
  // Not permitted here: run at the normal priority.
}

register()
try {
  const { writeDocument } = await import('./extract.ts')
  const { file, fileType, out, bounds } = workerData
  parentPort.postMessage({ done: await writeDocument(file, fileType, out, bounds) })
} catch (error) {
  const known = error instanceof Error && error.name === 'DocumentError'
  parentPort.postMessage({
    error: error instanceof Error ? error.message : String(error),
    known,
  })
}
