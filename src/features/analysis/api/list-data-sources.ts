import { queryOptions } from '@tanstack/react-query'
import { MAX_DATASOURCE_IDS, type DataSource, type Paged } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

const PAGE_SIZE = 100

/** A dataset's data sources, up to the 1000 a job can name; polls while any is synching. */
export function dataSourcesQuery(key: ConnectionKey, datasetId: string) {
  return queryOptions({
    queryKey: ['analysis', 'datasources', ...key, datasetId],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const all: DataSource[] = []
      for (let page = 1; all.length < MAX_DATASOURCE_IDS; page++) {
        const params = new URLSearchParams({
          user_id: conn.userId,
          page_number: String(page),
          page_size: String(PAGE_SIZE),
        })
        const data = await requestEnvelope<Paged<DataSource>>(
          conn.url(`/datasets/${encodeURIComponent(datasetId)}/datasources?${params}`),
          { headers: conn.headers, signal },
        )
        const batch = Array.isArray(data?.records) ? data.records : []
        all.push(...batch)
        if (batch.length < PAGE_SIZE || all.length >= (data?.total_items ?? 0)) break
      }
      return all.map((s) => ({ ...s, status: normalizeStatus(s.status) }))
    },
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.status === 'synching') ? 1000 : false,
    staleTime: 30_000,
    retry: 1,
  })
}

/** v1 used pending/running/error (docs/wire-formats.md). */
function normalizeStatus(status: unknown): DataSource['status'] {
  const s = typeof status === 'string' ? status.toLowerCase() : ''
  if (s === 'synched' || s === 'synced') return 'synched'
  if (s === 'invalid' || s === 'error' || s === 'failed') return 'invalid'
  return 'synching'
}
