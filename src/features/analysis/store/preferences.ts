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

const DEFAULT_ASK: AskContext = {
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

const SESSION_ASK_KEY = 'parley.analysis.sessionData'
/** Sessions remembered per browser; the oldest are forgotten past this. */
const MAX_REMEMBERED = 300

export type SessionData = Pick<AskContext, 'datasetId' | 'datasourceIds'>

function readSessionData(): Record<string, SessionData> {
  try {
    const raw = JSON.parse(storage()?.getItem(SESSION_ASK_KEY) ?? 'null') as unknown
    return raw && typeof raw === 'object' ? (raw as Record<string, SessionData>) : {}
  } catch {
    return {}
  }
}

/** The dataset and data sources a session was last used with on this device, if any. */
export function loadSessionData(sessionId: string): SessionData | null {
  const d = readSessionData()[sessionId]
  if (!d || (typeof d.datasetId !== 'string' && d.datasetId !== null)) return null
  return {
    datasetId: d.datasetId,
    datasourceIds: Array.isArray(d.datasourceIds)
      ? d.datasourceIds.filter((x) => typeof x === 'string')
      : [],
  }
}

export function saveSessionData(sessionId: string, data: SessionData) {
  try {
    const all = readSessionData()
    delete all[sessionId]
    all[sessionId] = { datasetId: data.datasetId, datasourceIds: data.datasourceIds }
    const ids = Object.keys(all)
    for (const id of ids.slice(0, Math.max(0, ids.length - MAX_REMEMBERED))) delete all[id]
    storage()?.setItem(SESSION_ASK_KEY, JSON.stringify(all))
  } catch {
    // Storage full or disabled: the session's jobs still name their dataset.
  }
}

export function forgetSessionData(sessionId: string) {
  try {
    const all = readSessionData()
    delete all[sessionId]
    storage()?.setItem(SESSION_ASK_KEY, JSON.stringify(all))
  } catch {
    // nothing to forget
  }
}
