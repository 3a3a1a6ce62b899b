import { queryOptions } from '@tanstack/react-query'
import type { Dataset, Paged } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

const PAGE_SIZE = 100
const MAX_PAGES = 10

/** The datasets the key can see, reading pages until the total (up to 1000). */
export function datasetsQuery(key: ConnectionKey) {
  return queryOptions({
    queryKey: ['analysis', 'datasets', ...key],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const all: Dataset[] = []
      for (let page = 1; page <= MAX_PAGES; page++) {
        const params = new URLSearchParams({
          user_id: conn.userId,
          page_number: String(page),
          page_size: String(PAGE_SIZE),
        })
        const data = await requestEnvelope<Paged<Dataset> | null>(conn.url(`/datasets?${params}`), {
          headers: conn.headers,
          signal,
        })
        const batch = Array.isArray(data?.records) ? data.records : []
        all.push(...batch)
        if (batch.length < PAGE_SIZE || all.length >= (data?.total_items ?? 0)) break
      }
      return all
    },
    staleTime: 60_000,
    retry: 1,
  })
}
