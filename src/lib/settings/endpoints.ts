import { joinUrl } from '@/lib/http'
import type { Settings } from './settings'

/**
 * Where each service answers for given settings (saved, or a form not saved yet): one place, so
 * the app and Settings' "Test connection" always call the same address with the same headers.
 */
export function chatEndpoint(s: Pick<Settings, 'chatBaseUrl' | 'chatApiKey'>) {
  // An empty base URL means this server, which serves the chat API under /v1.
  const base = s.chatBaseUrl.trim() || '/v1'
  return {
    url: (path: string) => joinUrl(base, path),
    headers: { authorization: `Bearer ${s.chatApiKey}` },
  }
}

export function jobsEndpoint(s: Pick<Settings, 'jobsBaseUrl' | 'jobsApiKey' | 'userId'>) {
  // An empty base URL means this server, which serves the job API under /v2/team.
  const base = s.jobsBaseUrl.trim()
    ? `${s.jobsBaseUrl.trim().replace(/\/+$/, '')}/v2/team`
    : '/v2/team'
  return {
    userId: s.userId,
    url: (path: string) => joinUrl(base, path),
    headers: { 'x-pd-api-key': s.jobsApiKey },
  }
}
