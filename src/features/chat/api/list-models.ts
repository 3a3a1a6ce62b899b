import { queryOptions } from '@tanstack/react-query'
import type { ChatModelList } from '@contract/chat'
import { isKeyRefused, requestJson, type ApiError } from '@/lib/http'
import { chatConnection } from './connection'

export function modelsQuery(baseUrl: string, apiKey: string) {
  return queryOptions({
    // The key includes the connection so a Settings change refetches.
    queryKey: ['chat', 'models', baseUrl, apiKey],
    queryFn: async ({ signal }) => {
      const conn = chatConnection()
      const { data } = await requestJson<ChatModelList>(conn.url('/models'), {
        headers: conn.headers,
        signal,
      })
      return Array.isArray(data?.data) ? data.data : []
    },
    staleTime: 5 * 60_000,
    // A refused key stays refused: say so at once instead of asking again.
    retry: (failures, error: ApiError) => failures < 1 && !isKeyRefused(error),
  })
}
