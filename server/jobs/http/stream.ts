import {
  STREAM_END_DONE,
  STREAM_END_ERROR,
  type JobStreamChunk,
  type JobStreamEvent,
  type Stage,
} from '@contract/jobs'

/**
 * Frames events in the Powerdrill dialect (docs/wire-formats.md): no space after the colon,
 * `event:JOB_ID` with plain-text data first, `id:<group_id>` on every block event,
 * `event:END_MARK` + `data:[DONE]`.
 */
const eventLine = (event: JobStreamEvent) => `event:${event}\n`

export function jobIdFrame(jobId: string): string {
  return `${eventLine('JOB_ID')}data:${jobId}\n\n`
}

export function blockFrame(
  type: JobStreamEvent,
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
  return `id:${group.id}\n${eventLine(type)}data:${JSON.stringify(chunk)}\n\n`
}

export const KEEP_ALIVE_FRAME = ':keep-alive\n\n'
export const END_FRAME = `${eventLine('END_MARK')}data:${STREAM_END_DONE}\n\n`
export const ERROR_END_FRAME = `${eventLine('END_MARK')}data:${STREAM_END_ERROR}\n\n`
