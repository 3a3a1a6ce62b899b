import { useSettings } from '@/lib/settings/settings-store'

/** Query keys include the connection, so changing Settings never shows another account's data. */
export type ConnectionKey = readonly [baseUrl: string, apiKey: string, userId: string]

export function useConnectionKey(): ConnectionKey {
  const { jobsBaseUrl, jobsApiKey, userId } = useSettings()
  return [jobsBaseUrl, jobsApiKey, userId] as const
}
