// A render worker thread: loads render.ts through tsx (workers do not inherit the main thread's
// loader) and draws the charts it is sent, replying with the PNG bytes (transferred, not copied).
import { parentPort } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { renderPngHere } = await import('./render.ts')

parentPort.on('message', async ({ id, spec }) => {
  try {
    const png = await renderPngHere(spec)
    parentPort.postMessage({ id, png }, [png.buffer])
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
