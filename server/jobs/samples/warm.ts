import type { ServerConfig } from '../../config'
import { loadSource } from '../../engine/catalog'
import { warmNlp } from '../../engine/nlp/warm'
import { suggestFor } from '../../engine/plan/suggest'
import { warmRender } from '../../engine/render'
import type { TableProfile } from '../../engine/types'
import { sourceFile, sourcesOf } from '../http/access'
import { jobsContext } from '../http/context'
import { sampleDatasets } from './samples'

/**
 * Loads and profiles the sample datasets in the background after start (and checks their
 * suggested questions), so the first question about "Flights 3M" does not pay for reading 3
 * million rows; loads the NLP models and starts the chart worker. Failures are left for the job
 * that needs the data to report.
 */
/** Whether the samples are loaded (for /readyz), per server config. */
const warmed = new WeakMap<ServerConfig, 'warming' | 'warm'>()

export function warmState(config: ServerConfig): 'cold' | 'warming' | 'warm' {
  return warmed.get(config) ?? 'cold'
}

export async function warmSampleData(config: ServerConfig): Promise<void> {
  warmed.set(config, 'warming')
  const ctx = jobsContext(config)
  const profiles: TableProfile[] = []
  warmNlp()
  void warmRender().catch(() => undefined)
  for (const sample of sampleDatasets()) {
    for (const s of (await sourcesOf(ctx, sample.id)).filter((x) => x.status === 'synched')) {
      await loadSource(sourceFile(ctx, s))
        .then((profile) => profiles.push(profile))
        .catch(() => undefined)
    }
  }
  warmed.set(config, 'warm')
  // Suggestions are checked once per table (queries over the data): now, after readiness, not in
  // the first job that asks.
  void (async () => {
    for (const profile of profiles) await suggestFor(profile, 'EN').catch(() => undefined)
  })()
}
