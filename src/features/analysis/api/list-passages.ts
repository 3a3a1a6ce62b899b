import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PassagesPageData } from '@contract/passages'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

/** Passages shown at once in a document's preview (the server serves at most 50). */
export const PASSAGES_PAGE = 10

/**
 * One page of a document source's passages (a Parley extension: GET …/passages). Each record is
 * checked field by field: the text is shown as plain text, and a malformed record is dropped.
 */
export function passagesQuery(
  key: ConnectionKey,
  datasetId: string,
  datasourceId: string,
  page: number,
) {
  return queryOptions({
    queryKey: ['analysis', 'passages', ...key, datasetId, datasourceId, page],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const params = new URLSearchParams({
        user_id: conn.userId,
        page_number: String(page),
        page_size: String(PASSAGES_PAGE),
      })
      const data = await requestEnvelope<PassagesPageData>(
        conn.url(
          `/datasets/${encodeURIComponent(datasetId)}/datasources/${encodeURIComponent(datasourceId)}/passages?${params}`,
        ),
        { headers: conn.headers, signal },
      )
      const records = Array.isArray(data?.records) ? data.records : []
      return {
        total: typeof data?.total_items === 'number' ? data.total_items : 0,
        records: records
          .filter((p) => p && typeof p.text === 'string' && typeof p.n === 'number')
          .map((p) => ({
            n: p.n,
            text: p.text,
            page: typeof p.page === 'number' ? p.page : null,
            heading: Array.isArray(p.heading)
              ? p.heading.filter((h): h is string => typeof h === 'string')
              : [],
          })),
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: 1,
  })
}
