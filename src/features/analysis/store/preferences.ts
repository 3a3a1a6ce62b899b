import { JOB_MODES, OUTPUT_LANGUAGES, type JobMode, type OutputLanguage } from '@contract/jobs'
import type { AskContext } from '../types'

/**
 * Small UI choices (last open session, dataset, language, mode) in localStorage: read
 * synchronously at start, so the page opens where the analyst left it without a flash.
 */
const SESSION_KEY = 'parley.analysis.session'
const ASK_KEY = 'parley.analysis.ask'

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function loadLastSession(): string | null {
  return storage()?.getItem(SESSION_KEY) ?? null
}

export function saveLastSession(id: string | null) {
  const s = storage()
  if (!s) return
  if (id) s.setItem(SESSION_KEY, id)
  else s.removeItem(SESSION_KEY)
}

export const DEFAULT_ASK: AskContext = {
  datasetId: null,
  datasourceIds: [],
  outputLanguage: 'AUTO',
  jobMode: 'AUTO',
}

export function loadAskContext(): AskContext {
  try {
    const raw = JSON.parse(storage()?.getItem(ASK_KEY) ?? 'null') as Partial<AskContext> | null
    if (!raw || typeof raw !== 'object') return DEFAULT_ASK
    return {
      datasetId: typeof raw.datasetId === 'string' ? raw.datasetId : null,
      datasourceIds: Array.isArray(raw.datasourceIds)
        ? raw.datasourceIds.filter((x) => typeof x === 'string')
        : [],
      outputLanguage: (OUTPUT_LANGUAGES as readonly string[]).includes(raw.outputLanguage ?? '')
        ? (raw.outputLanguage as OutputLanguage)
        : 'AUTO',
      jobMode: (JOB_MODES as readonly string[]).includes(raw.jobMode ?? '')
        ? (raw.jobMode as JobMode)
        : 'AUTO',
    }
  } catch {
    return DEFAULT_ASK
  }
}

export function saveAskContext(ask: AskContext) {
  try {
    storage()?.setItem(ASK_KEY, JSON.stringify(ask))
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}
