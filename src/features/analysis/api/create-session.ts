import type { JobMode, OutputLanguage, SessionCreateRequest } from '@contract/jobs'
import { jobsConnection } from './connection'
import { requestEnvelope } from './envelope'

export async function createSession(input: {
  name: string
  outputLanguage?: OutputLanguage
  jobMode?: JobMode
}): Promise<string> {
  const conn = jobsConnection()
  const body: SessionCreateRequest = {
    // The service truncates at 128; doing it here keeps the name we show identical.
    name: input.name.trim().slice(0, 128) || 'Untitled session',
    user_id: conn.userId,
    output_language: input.outputLanguage,
    job_mode: input.jobMode,
  }
  const data = await requestEnvelope<{ id: string }>(conn.url('/sessions'), {
    body,
    headers: conn.headers,
  })
  return data.id
}
