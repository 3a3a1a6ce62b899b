import { isDocumentType } from '@contract/jobs'
import type { ServerConfig } from '../../config'
import { loadSource } from '../../engine/catalog'
import { warmNlpInTurns } from '../../engine/nlp/warm'
import { suggestFor } from '../../engine/plan/suggest'
import { warmRender } from '../../engine/render'
import { withSemantics } from '../../engine/semantic/model'
import { nextTurn } from '../../engine/turns'
import { sourceFile, sourcesOf } from '../http/access'
import { jobsContext } from '../http/context'
import { SAMPLE_DOCUMENTS_ID } from './sample-documents'

/**
 * The server's warm-up at start, in the background (main.ts), so the first question is as fast as
 * a warm one; /readyz is 503 until every step is done and names the steps still warming:
 * - `language`: the English model and jieba's dictionary (nlp/warm.ts), then the Chinese glossary
 *   (read from its cache; built on a worker thread the first time).
 * - `chart workers`: a one-bar chart drawn on each of the engine's worker threads (Vega, resvg and
 *   the fonts loaded there).
 * - `samples`: each sample dataset loaded and profiled (DuckDB reads the 3M-row Parquet file), its
 *   semantic model built with the dataset's name and description (as a job and the dataset's
 *   overview read it, so they find it cached), and its suggested questions checked against the
 *   data (queries, and the first understanding of questions over it).
 * Failures are left for the job that needs the part to report; a failed step still ends the
 * warm-up.
 */

export type WarmStep = 'language' | 'chart workers' | 'samples'

interface Warmup {
  pending: Set<WarmStep>
  /** The sample being warmed, for /readyz's detail. */
  sample: string | null
  startedAt: number
  tookMs: number | null
}

const warmups = new WeakMap<ServerConfig, Warmup>()

/** Whether start-up work is done (for /readyz), per server config, and what is still warming. */
export function warmState(config: ServerConfig): {
  state: 'cold' | 'warming' | 'warm'
  detail: string
} {
  const w = warmups.get(config)
  if (!w) return { state: 'cold', detail: 'cold: the warm-up has not started' }
  if (!w.pending.size) return { state: 'warm', detail: `warm in ${Math.round(w.tookMs ?? 0)} ms` }
  const steps = [...w.pending].map((s) =>
    s === 'samples' && w.sample ? `samples (${w.sample})` : s,
  )
  return { state: 'warming', detail: `warming: ${steps.join(', ')}` }
}

/** The steps, replaceable in tests (a step that does not finish keeps /readyz at 503). */
export interface WarmSteps {
  language(): Promise<void>
  chartWorkers(): Promise<void>
  samples(config: ServerConfig, onSample: (name: string) => void): Promise<void>
}

export const defaultSteps: WarmSteps = {
  language: warmNlpInTurns,
  chartWorkers: warmRender,
  samples: warmSamples,
}

export async function warmSampleData(
  config: ServerConfig,
  steps: WarmSteps = defaultSteps,
): Promise<void> {
  const w: Warmup = {
    pending: new Set(['language', 'chart workers', 'samples']),
    sample: null,
    startedAt: performance.now(),
    tookMs: null,
  }
  warmups.set(config, w)
  const step = (name: WarmStep, run: () => Promise<void>) =>
    run()
      .catch(() => undefined)
      .finally(() => {
        w.pending.delete(name)
        if (!w.pending.size) w.tookMs = performance.now() - w.startedAt
      })
  // The workers draw on their own threads and the glossary is read off the loop: they run while the
  // samples load (DuckDB's work is on its own threads too).
  await Promise.all([
    step('chart workers', () => steps.chartWorkers()),
    step('language', () => steps.language()),
    step('samples', () => steps.samples(config, (name) => (w.sample = name))),
  ])
}

/** Each sample loaded, with its semantic model and its suggestions checked, one after another. */
async function warmSamples(config: ServerConfig, onSample: (name: string) => void): Promise<void> {
  const ctx = jobsContext(config)
  for (const dataset of ctx.samples.datasets) {
    // The sample documents have no table to profile; they are indexed on first use (a worker
    // each, off the event loop), which the first screen's overview of them asks for at once.
    if (dataset.id === SAMPLE_DOCUMENTS_ID) continue
    onSample(dataset.name)
    for (const s of (await sourcesOf(ctx, dataset.id)).filter(
      (x) => x.status === 'synched' && !isDocumentType(x.file_type),
    )) {
      const profile = await loadSource(sourceFile(ctx, s)).catch(() => null)
      if (!profile) continue
      // Building the semantic model is synchronous (WordNet look-ups): a turn of its own, so
      // requests (/readyz, /healthz) are answered between the samples' steps.
      await nextTurn()
      const read = withSemantics(profile, { name: dataset.name, description: dataset.description })
      await nextTurn()
      await suggestFor(read, 'EN').catch(() => undefined)
    }
  }
}
