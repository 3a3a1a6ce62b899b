import { writeFileSync } from 'node:fs'
import { loadSource } from '../catalog'
import { runQuery } from '../db'
import { previewSql } from '../preview'
import { statusBytes } from './memory-probe'

/**
 * A child process (memory-probe.ts starts it) that loads one file through the catalog and prints
 * how far its resident memory rose: its RSS just before the load, and its peak during it
 * (process.memoryUsage().rss sampled every 10 ms, and Linux's VmHWM, reset just before the
 * load, which also sees a rise between two samples). DuckDB runs in this process, as in the
 * server. Usage: tsx load-probe.ts <file> <csv|parquet|json>
 */

const [file, fileType] = process.argv.slice(2)

/** Linux's peak RSS of this process, in bytes (0 elsewhere). */
const hwm = () => statusBytes('VmHWM', 'self')

// DuckDB is started first, so the baseline holds the database itself, as a server's does.
await runQuery('SELECT 1')
try {
  writeFileSync('/proc/self/clear_refs', '5')
} catch {
  // Not Linux: the sampled peak alone.
}
const before = process.memoryUsage().rss
let peak = Math.max(before, hwm())
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
const started = Date.now()
let outcome: Record<string, unknown>
try {
  const p = await loadSource({
    datasetId: 'dset-probe',
    datasourceId: 'ds-probe',
    fileName: String(file).split('/').pop()!,
    fileType: fileType!,
    path: file!,
  })
  const preview = await runQuery(previewSql(p, 20))
  outcome = {
    loaded: {
      rows: p.rows,
      columns: p.columns.length,
      profileChars: JSON.stringify(p).length,
      previewChars: JSON.stringify(preview.rows).length,
    },
  }
} catch (error) {
  outcome = { refused: error instanceof Error ? error.message : String(error) }
}
clearInterval(timer)
const after = process.memoryUsage().rss
peak = Math.max(peak, after, hwm())
process.stdout.write(
  `${JSON.stringify({ ...outcome, before, peak, after, ms: Date.now() - started })}\n`,
)
process.exit(0)
