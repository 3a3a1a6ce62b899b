import { queryOptions } from '@tanstack/react-query'
import type { Dataset } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { readAllPages } from './read-all-pages'

/** The datasets the key can see (up to 1000). */
export function datasetsQuery(key: ConnectionKey) {
  return queryOptions({
    queryKey: ['analysis', 'datasets', ...key],
    queryFn: ({ signal }) => readAllPages<Dataset>('/datasets', 1000, signal),
    staleTime: 60_000,
    retry: 1,
  })
}
