import { queryOptions } from '@tanstack/react-query'
import type {
  ColumnsPutRequest,
  DatasetColumn,
  DatasetColumns,
  SemanticOverrides,
  TeachRequest,
} from '@contract/semantic'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

/**
 * What the engine understands of a dataset's columns, and the user's corrections (a Parley
 * extension of the job service, docs/wire-formats.md "Semantic overrides"). A real job service
 * without it answers "No endpoint …", which the Columns view shows in place.
 */

export const datasetColumnsKey = (key: ConnectionKey, datasetId: string) =>
  ['analysis', 'columns', ...key, datasetId] as const

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

/** Drops what a client cannot show rather than failing on it. */
function normalize(data: DatasetColumns | null): DatasetColumns {
  const columns: DatasetColumn[] = Array.isArray(data?.columns)
    ? data.columns
        .filter((c) => c && typeof c.name === 'string')
        .map((c) => ({
          ...c,
          plain_name: typeof c.plain_name === 'string' ? c.plain_name : c.name,
          words: strings(c.words),
          unit: typeof c.unit === 'string' && c.unit ? c.unit : null,
          override: c.override && typeof c.override === 'object' ? c.override : null,
          ...(Array.isArray(c.values)
            ? {
                values: c.values
                  .filter((v) => v && typeof v.value === 'string')
                  .map((v) => ({ value: v.value, phrases: strings(v.phrases) })),
              }
            : {}),
        }))
    : []
  const o = data?.overrides
  const overrides: SemanticOverrides = {
    columns: o && typeof o.columns === 'object' ? o.columns : {},
    values: o && typeof o.values === 'object' ? o.values : {},
  }
  return { dataset_id: data?.dataset_id ?? '', columns, overrides }
}

const pathOf = (datasetId: string, rest = '') =>
  `/datasets/${encodeURIComponent(datasetId)}/columns${rest}`

export function datasetColumnsQuery(key: ConnectionKey, datasetId: string) {
  return queryOptions({
    queryKey: datasetColumnsKey(key, datasetId),
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const params = new URLSearchParams({ user_id: conn.userId })
      const data = await requestEnvelope<DatasetColumns>(
        conn.url(`${pathOf(datasetId)}?${params}`),
        {
          headers: conn.headers,
          signal,
        },
      )
      return normalize(data)
    },
    staleTime: 60_000,
    retry: 1,
  })
}

/** Saves the overrides as a whole; answers the listing as the engine now reads it. */
export async function saveColumnOverrides(
  datasetId: string,
  overrides: SemanticOverrides,
): Promise<DatasetColumns> {
  const conn = jobsConnection()
  const body: ColumnsPutRequest = { user_id: conn.userId, overrides }
  const data = await requestEnvelope<DatasetColumns>(conn.url(pathOf(datasetId)), {
    method: 'PUT',
    body,
    headers: conn.headers,
  })
  return normalize(data)
}

/** Teaches one phrase: it names `column`, or its cell `value` when given. */
export async function teachPhrase(
  datasetId: string,
  lesson: { column: string; value?: string; phrase: string },
): Promise<DatasetColumns> {
  const conn = jobsConnection()
  const body: TeachRequest = { user_id: conn.userId, ...lesson }
  const data = await requestEnvelope<DatasetColumns>(conn.url(pathOf(datasetId, '/teach')), {
    body,
    headers: conn.headers,
  })
  return normalize(data)
}
