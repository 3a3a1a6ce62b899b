// The workbook reader's thread (xlsx.ts): reads one workbook into JSON-lines files, one message
// per sheet as it is written, then `done`; a failure is the last message. Loads the reader through
// tsx (workers do not inherit the main thread's loader).
import { setPriority } from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

// Background work: on Linux a thread's nice value is its own, so only this thread yields to the
// main thread, which answers requests, when the cores are busy.
try {
  setPriority(10)
} catch {
  // Not permitted here: run at the normal priority.
}

register()
try {
  const { readWorkbook } = await import('./xlsx-read.ts')
  await readWorkbook(workerData.workbook, workerData.outDir, (sheet) =>
    parentPort.postMessage({ sheet }),
  )
  parentPort.postMessage({ done: true })
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
}
