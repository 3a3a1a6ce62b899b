// Asking a job, at once or streamed: the job endpoint's calls, apart from uploads.
import type { Block } from '@contract/jobs'
import { type Kit, USER } from './make-kit'
import { readStream } from './sse-stream'

export async function job(
  kit: Kit,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return kit.json<{ job_id: string; blocks: Block[] }>('POST', '/v2/team/jobs', {
    body: { user_id: USER, ...body },
    headers,
  })
}

export async function streamJob(
  kit: Kit,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await kit.request('POST', '/v2/team/jobs', {
    body: { user_id: USER, stream: true, ...body },
    headers,
  })
  return { res, ...(await readStream(res)) }
}
