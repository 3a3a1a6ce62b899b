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
