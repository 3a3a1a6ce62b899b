// An engine worker thread (worker-pool.ts): loads the tasks through tsx (workers do not inherit
// the main thread's loader), keeps each open task's state until its `end`, and replies with the
// result (byte arrays transferred, not copied). A failure in any part is the task's reply.
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

// Charts and large CSVs are background work: the answer has already been sent. On Linux a
// thread's nice value is its own, so this lowers only this thread, and on a machine with as many
// busy threads as cores the main thread, which answers requests, is scheduled first.
try {
  setPriority(10)
} catch {
  // Not permitted here: run at the normal priority.
}

register()
const { TASKS } = await import('./worker-tasks.ts')

/** id -> { state } of each open task, or { error } once a part of it failed. */
const open = new Map()

const message = (error) => (error instanceof Error ? error.message : String(error))

parentPort.on('message', async ({ id, kind, phase, data }) => {
  const task = TASKS[kind]
  if (phase === 'open') {
    try {
      open.set(id, { state: task.open(data) })
    } catch (error) {
      open.set(id, { error })
    }
    return
  }
  const entry = open.get(id)
  if (phase === 'part') {
    if (entry && !entry.error)
      try {
        task.part(entry.state, data)
      } catch (error) {
        entry.error = error
      }
    return
  }
  open.delete(id)
  try {
    if (!entry) throw new Error(`task ${id} was never opened`)
    if (entry.error) throw entry.error
    const result = await task.end(entry.state)
    parentPort.postMessage({ id, result }, result instanceof Uint8Array ? [result.buffer] : [])
  } catch (error) {
    parentPort.postMessage({ id, error: message(error) })
  }
})
