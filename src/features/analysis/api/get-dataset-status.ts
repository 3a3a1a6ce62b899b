import { queryOptions } from '@tanstack/react-query'
import type { DatasetStatus } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

/** Polls every second while anything is still synching; stops once all are synched or invalid. */
export function datasetStatusQuery(key: ConnectionKey, datasetId: string) {
  return queryOptions({
    queryKey: ['analysis', 'dataset-status', ...key, datasetId],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const params = new URLSearchParams({ user_id: conn.userId })
      return requestEnvelope<DatasetStatus>(
        conn.url(`/datasets/${encodeURIComponent(datasetId)}/status?${params}`),
        { headers: conn.headers, signal },
      )
    },
    refetchInterval: (query) => ((query.state.data?.synching_count ?? 0) > 0 ? 1000 : false),
    retry: 1,
  })
}
