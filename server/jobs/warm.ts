import type { ServerConfig } from '../config'
import { loadSource } from '../engine/catalog'
import { warmNlp } from '../engine/nlp/warm'
import { sourceFile, sourcesOf } from './access'
import { jobsContext } from './context'
import { sampleDatasets } from './samples'

/**
 * Loads and profiles the sample datasets in the background after start, so the first question
 * about "Flights 3M" does not pay for reading 3 million rows. Failures are left for the job that
 * needs the data to report.
 */
/** Whether the samples are loaded (for /readyz), per server config. */
const warmed = new WeakMap<ServerConfig, 'warming' | 'warm'>()

export function warmState(config: ServerConfig): 'cold' | 'warming' | 'warm' {
  return warmed.get(config) ?? 'cold'
}

export async function warmSampleData(config: ServerConfig): Promise<void> {
  warmed.set(config, 'warming')
  const ctx = jobsContext(config)
  warmNlp()
  for (const sample of sampleDatasets()) {
    for (const s of (await sourcesOf(ctx, sample.id)).filter((x) => x.status === 'synched')) {
      await loadSource(sourceFile(ctx, s)).catch(() => undefined)
    }
  }
  warmed.set(config, 'warm')
}
