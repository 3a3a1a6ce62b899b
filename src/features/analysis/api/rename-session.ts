import type { SessionUpdateRequest } from '@contract/jobs'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

/** Modify is a POST on the session path (docs/wire-formats.md); `data` may be {} or null. */
export async function renameSession(id: string, name: string): Promise<void> {
  const conn = jobsConnection()
  const body: SessionUpdateRequest = { name: name.trim().slice(0, 128), user_id: conn.userId }
  await requestEnvelope<unknown>(conn.url(`/sessions/${encodeURIComponent(id)}`), {
    body,
    headers: conn.headers,
  })
}
