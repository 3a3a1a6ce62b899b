import { getSettings } from '@/lib/settings/settings-store'
import { chatEndpoint } from '@/lib/settings/endpoints'

/** Where chat requests go, read at call time so a Settings change applies to the next request. */
export const chatConnection = () => chatEndpoint(getSettings())

/**
 * Test seam: `localStorage['parley.fault']` is sent as `x-parley-fault`, so browser tests can ask
 * the local server for a dropped or broken stream. The server ignores the header unless it runs
 * with PARLEY_FAULTS=1, and a real upstream never sees faults, so it is harmless elsewhere.
 */
export function faultHeader(): Record<string, string> {
  try {
    const fault = globalThis.localStorage?.getItem('parley.fault')
    return fault ? { 'x-parley-fault': fault } : {}
  } catch {
    return {}
  }
}
