import { queryOptions } from '@tanstack/react-query'
import { MAX_SESSIONS, type Paged, type Session } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

const PAGE_SIZE = 100

/** Every session of the user (the service allows 150), reading pages until the total. */
export function sessionsQuery(key: ConnectionKey) {
  return queryOptions({
    queryKey: ['analysis', 'sessions', ...key],
    queryFn: async ({ signal }) => {
      const conn = jobsConnection()
      const all: Session[] = []
      for (let page = 1; all.length < MAX_SESSIONS * 2; page++) {
        const params = new URLSearchParams({
          user_id: conn.userId,
          page_number: String(page),
          page_size: String(PAGE_SIZE),
        })
        const data = await requestEnvelope<Paged<Session> | null>(conn.url(`/sessions?${params}`), {
          headers: conn.headers,
          signal,
        })
        const batch = Array.isArray(data?.records) ? data.records : []
        all.push(...batch)
        if (batch.length < PAGE_SIZE || all.length >= (data?.total_items ?? 0)) break
      }
      return all
    },
    staleTime: 30_000,
    retry: 1,
  })
}
