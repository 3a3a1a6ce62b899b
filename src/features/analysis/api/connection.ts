import { getSettings } from '@/lib/settings/settings-store'
import { joinUrl } from '@/lib/http'

/** Where job-service requests go, read at call time so a Settings change applies at once. */
export function jobsConnection() {
  const { jobsBaseUrl, jobsApiKey, userId } = getSettings()
  // An empty base URL means this server, which serves the job API under /v2/team.
  const base = jobsBaseUrl.trim() ? `${jobsBaseUrl.trim().replace(/\/+$/, '')}/v2/team` : '/v2/team'
  return {
    userId,
    url: (path: string) => joinUrl(base, path),
    headers: { 'x-pd-api-key': jobsApiKey },
  }
}
