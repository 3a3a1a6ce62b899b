import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

/**
 * DELETE carries a JSON body with user_id (docs/wire-formats.md); the job history goes with the
 * session.
 */
export async function deleteSession(id: string): Promise<void> {
  const conn = jobsConnection()
  await requestEnvelope<unknown>(conn.url(`/sessions/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    body: { user_id: conn.userId },
    headers: conn.headers,
  })
}
