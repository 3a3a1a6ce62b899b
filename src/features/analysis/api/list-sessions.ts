import { queryOptions } from '@tanstack/react-query'
import { MAX_SESSIONS, type Session } from '@contract/jobs'
import type { ConnectionKey } from './connection-key'
import { readAllPages } from './read-all-pages'

/** Every session of the user (the service allows 150; read past that in case a server allows more). */
export function sessionsQuery(key: ConnectionKey) {
  return queryOptions({
    queryKey: ['analysis', 'sessions', ...key],
    queryFn: ({ signal }) => readAllPages<Session>('/sessions', MAX_SESSIONS * 2, signal),
    staleTime: 30_000,
    retry: 1,
  })
}
