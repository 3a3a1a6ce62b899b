import { getSettings } from '@/lib/settings/settings-store'
import { joinUrl } from '@/lib/http'

/** Where chat requests go, read at call time so a Settings change applies to the next request. */
export function chatConnection() {
  const { chatBaseUrl, chatApiKey } = getSettings()
  // An empty base URL means this server, which serves the chat API under /v1.
  const base = chatBaseUrl.trim() || '/v1'
  return {
    url: (path: string) => joinUrl(base, path),
    headers: { authorization: `Bearer ${chatApiKey}` },
  }
}

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
