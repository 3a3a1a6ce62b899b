import { queryOptions } from '@tanstack/react-query'
import type { DatasetOverview } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

export function datasetOverviewQuery(key: ConnectionKey, datasetId: string) {
  return queryOptions({
    queryKey: ['analysis', 'overview', ...key, datasetId],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const params = new URLSearchParams({ user_id: conn.userId })
      const data = await requestEnvelope<DatasetOverview>(
        conn.url(`/datasets/${encodeURIComponent(datasetId)}/overview?${params}`),
        { headers: conn.headers, signal },
      )
      // keywords is typed as a string but sent as a list (docs/wire-formats.md).
      const keywords: unknown = data.keywords
      const columns = Array.isArray(data.columns)
        ? data.columns.filter((c) => c && typeof c.name === 'string')
        : []
      const preview =
        data.preview && Array.isArray(data.preview.columns) && Array.isArray(data.preview.rows)
          ? data.preview
          : null
      // Parley's extension: the documents, whose passages the overview can show.
      const documents = Array.isArray(data.documents)
        ? data.documents.filter((d) => d && typeof d.id === 'string' && typeof d.name === 'string')
        : []
      return {
        ...data,
        documents,
        rowCount: typeof data.row_count === 'number' ? data.row_count : null,
        columns,
        preview,
        exploration_questions: Array.isArray(data.exploration_questions)
          ? data.exploration_questions.filter((q) => typeof q === 'string')
          : [],
        keywords: Array.isArray(keywords)
          ? keywords.filter((k): k is string => typeof k === 'string')
          : typeof keywords === 'string' && keywords
            ? keywords.split(/\s*,\s*/)
            : [],
      }
    },
    staleTime: 5 * 60_000,
    retry: 1,
  })
}
