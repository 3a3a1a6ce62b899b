import type { JobStreamChunk, Stage } from '@contract/jobs'

/**
 * Frames events in the Powerdrill dialect (research 1.1): no space after the colon, `event:JOB_ID`
 * with plain-text data first, `id:<group_id>` on every block event, `event:END_MARK` + `data:[DONE]`.
 */
export function jobIdFrame(jobId: string): string {
  return `event:JOB_ID\ndata:${jobId}\n\n`
}

export function blockFrame(
  type: string,
  group: { id: string; name: string | null; stage: Stage },
  content: unknown,
): string {
  const withRole = type === 'MESSAGE' || type === 'CODE'
  const chunk: JobStreamChunk = {
    id: group.id,
    model: '',
    choices: [
      { delta: withRole ? { role: null, content } : { content }, index: 0, finish_reason: null },
    ],
    created: Math.floor(Date.now() / 1000),
    group_id: group.id,
    group_name: group.name,
    stage: group.stage,
  }
  return `id:${group.id}\nevent:${type}\ndata:${JSON.stringify(chunk)}\n\n`
}

export const KEEP_ALIVE_FRAME = ':keep-alive\n\n'
export const END_FRAME = 'event:END_MARK\ndata:[DONE]\n\n'
export const ERROR_END_FRAME = 'event:END_MARK\ndata:[ERROR]\n\n'
