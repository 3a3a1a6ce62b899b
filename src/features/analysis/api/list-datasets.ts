import { queryOptions } from '@tanstack/react-query'
import type { Dataset, Paged } from '@contract/jobs'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

export function datasetsQuery(baseUrl: string, apiKey: string, userId: string) {
  return queryOptions({
    queryKey: ['analysis', 'datasets', baseUrl, apiKey, userId],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const params = new URLSearchParams({ user_id: conn.userId, page_number: '1', page_size: '100' })
      const page = await requestEnvelope<Paged<Dataset>>(conn.url(`/datasets?${params}`), { headers: conn.headers, signal })
      return page.records
    },
    staleTime: 60_000,
    retry: 1,
  })
}
