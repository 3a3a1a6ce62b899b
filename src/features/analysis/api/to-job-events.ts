import type { Stage } from '@contract/jobs'
import type { ApiErrorInit } from '@/lib/http'
import type { SseItem } from '@/lib/sse/read-sse'
import type { JobBlock, TaskStatus } from '../types'
import {
  isObj,
  normalizeBlock,
  normalizeStage,
  normalizeTaskStatus,
  normalizeTypeName,
  readHead,
} from './normalize-block'

/** Our own event union; the Powerdrill chunk shape stops here (docs/architecture.md data flow). */
export type JobEvent =
  | { type: 'job-id'; jobId: string }
  | {
      type: 'task'
      groupId: string
      groupName: string
      stage: Stage
      name: string
      status: TaskStatus
      files: string | null
    }
  | { type: 'block-delta'; groupId: string; groupName: string; stage: Stage; text: string }
  | { type: 'block'; block: JobBlock }
  | { type: 'end'; outcome: 'done' | 'error' }
  | { type: 'error'; error: ApiErrorInit }

export const QUOTA_CODE = 210021
export const JOB_FAILED_CODE = 210020

/**
 * The ERROR event is undocumented; the official client reads a message from `delta.content.code`
 * and looks for "quota" in it (research 1.1 item 7). A numeric code is used when one is present.
 */
function errorFromContent(content: unknown, chunk: Record<string, unknown>): ApiErrorInit {
  const c = isObj(content) ? content : {}
  const nested = isObj(chunk.error) ? chunk.error : {}
  const texts = [c.code, c.message, c.msg, nested.message, chunk.message, chunk.msg, content]
  const message = texts.find((t): t is string => typeof t === 'string' && t.trim() !== '')
  const numeric = [c.error_code, c.errorCode, nested.code, chunk.code, c.code].find(
    (v): v is number => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)),
  )
  let code: number | null = numeric === undefined ? null : Number(numeric)
  if (code === null && message && /quota/i.test(message)) code = QUOTA_CODE
  return {
    kind: 'service',
    code: code ?? JOB_FAILED_CODE,
    message: message ?? 'The job service reported an error while the job ran.',
  }
}

/** MESSAGE deltas carry a string; anything else (an object) is shown rather than dropped. */
function deltaText(content: unknown): string | null {
  if (typeof content === 'string') return content
  if (content === null || content === undefined) return null
  return JSON.stringify(content)
}

/**
 * Converts one SSE item of a job stream. The block type is the `event:` name; tolerated variants:
 * JOB_ID as plain text or JSON, `[DONE]`/`[ERROR]` with or without END_MARK, camelCase group
 * fields, null/missing group_name, SOURCE for SOURCES, unknown types (kept as generic blocks),
 * a block-shaped chunk (`{type, content}`) instead of the chunk envelope.
 */
export function toJobEvents(item: SseItem): JobEvent[] {
  if (item.kind === 'comment') return []
  const event = normalizeTypeName(item.event ?? '')
  const data = item.data.trim()

  if (event === 'JOB_ID') {
    let jobId = data
    if (data.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(data)
        if (isObj(parsed)) {
          const id = [parsed.job_id, parsed.jobId, parsed.id].find((v) => typeof v === 'string')
          jobId = typeof id === 'string' ? id : ''
        }
      } catch {
        // not JSON after all: the plain-text id
      }
    }
    return jobId ? [{ type: 'job-id', jobId }] : []
  }
  if (event === 'END_MARK' || data === '[DONE]' || data === '[ERROR]') {
    return [{ type: 'end', outcome: data.includes('[ERROR]') ? 'error' : 'done' }]
  }
  if (data === '') return []

  let chunk: unknown
  try {
    chunk = JSON.parse(data)
  } catch {
    if (event === 'ERROR') return [{ type: 'error', error: errorFromContent(data, {}) }]
    const head = { groupId: item.id ?? '', groupName: '', stage: 'Analyze' as const }
    // Unparseable data is shown as text under its type rather than silently lost.
    const block = normalizeBlock(event || 'UNKNOWN', data, head)
    return block ? [{ type: 'block', block }] : []
  }
  if (!isObj(chunk)) return []

  const choices = Array.isArray(chunk.choices) ? chunk.choices : []
  const first: unknown = choices[0]
  const delta = isObj(first) && isObj(first.delta) ? first.delta : null
  const content = delta ? delta.content : 'content' in chunk ? chunk.content : undefined
  const type = event || normalizeTypeName(chunk.type) || 'MESSAGE'

  if (type === 'ERROR' || (chunk.error !== undefined && !delta)) {
    return [{ type: 'error', error: errorFromContent(content ?? chunk.error, chunk) }]
  }

  const fallbackStage = type === 'SOURCES' ? 'Respond' : 'Analyze'
  const head = readHead(
    chunk,
    fallbackStage,
    item.id ?? (typeof chunk.id === 'string' ? chunk.id : ''),
  )

  if (type === 'TASK') {
    const task = isObj(content) ? content : {}
    const props = isObj(task.properties) ? task.properties : {}
    const files = props.files
    return [
      {
        type: 'task',
        groupId: head.groupId,
        groupName: head.groupName,
        stage: normalizeStage(task.stage, head.stage),
        name: typeof task.name === 'string' ? task.name : head.groupName,
        status: normalizeTaskStatus(task.status),
        files: typeof files === 'string' ? files : Array.isArray(files) ? files.join(', ') : null,
      },
    ]
  }
  if (type === 'MESSAGE') {
    const text = deltaText(content)
    return text ? [{ type: 'block-delta', ...head, text }] : []
  }
  const block = normalizeBlock(type, content, head)
  return block ? [{ type: 'block', block }] : []
}
