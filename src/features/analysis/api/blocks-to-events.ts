import {
  JOB_ERRORS,
  STREAM_END_ERROR,
  type BlockType,
  type JobStreamEvent,
  type Stage,
} from '@contract/jobs'
import type { ApiErrorInit } from '@/lib/http'
import type { JobBlock, TaskStatus } from '../types'
import {
  isObj,
  normalizeBlock,
  normalizeStage,
  normalizeTaskStatus,
  normalizeTypeName,
  readHead,
  type BlockHead,
} from './normalize-block'

/** Our own event union; the Powerdrill wire shape stops here (docs/architecture.md data flow). */
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

/**
 * One wire item of a job, in a block's shape (`{type, content, group_id, group_name, stage}`,
 * camelCase group fields tolerated): a block of contract/jobs, or one of the stream's other events
 * — JOB_ID (content: the id), TASK, TRIGGER, END_MARK (content: STREAM_END_DONE or
 * STREAM_END_ERROR), ERROR (content: JobStreamErrorContent; the item's own `error`, `message`,
 * `msg` and `code` fields are read too).
 */
type WireItem = Record<string, unknown>

/**
 * The ERROR event is undocumented; the official client reads a message from `delta.content.code`
 * and looks for "quota" in it (docs/wire-formats.md). A numeric code is used when one is present.
 */
function errorFromContent(content: unknown, item: WireItem): ApiErrorInit {
  const c = isObj(content) ? content : {}
  const nested = isObj(item.error) ? item.error : {}
  const texts = [c.code, c.message, c.msg, nested.message, item.message, item.msg, content]
  const message = texts.find((t): t is string => typeof t === 'string' && t.trim() !== '')
  const numeric = [c.error_code, c.errorCode, nested.code, item.code, c.code].find(
    (v): v is number => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)),
  )
  let code: number | null = numeric === undefined ? null : Number(numeric)
  if (code === null && message && /quota/i.test(message)) code = JOB_ERRORS.QUOTA_EXCEEDED.code
  return {
    kind: 'service',
    code: code ?? JOB_ERRORS.JOB_FAILED.code,
    message: message ?? 'The job service reported an error while the job ran.',
  }
}

/** MESSAGE content is a delta of text; anything else (an object) is shown rather than dropped. */
function deltaText(content: unknown): string | null {
  if (typeof content === 'string') return content
  if (content === null || content === undefined) return null
  return JSON.stringify(content)
}

function taskEvent(item: WireItem, head: BlockHead): JobEvent[] {
  const task = isObj(item.content) ? item.content : {}
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

function blockEvent(type: string, item: WireItem, head: BlockHead): JobEvent[] {
  const block = normalizeBlock(type, item.content, head)
  return block ? [{ type: 'block', block }] : []
}

type Convert = (item: WireItem, head: BlockHead) => JobEvent[]

/**
 * The stream's names that are not read by a block module, and MESSAGE, whose content arrives in
 * pieces the reducer joins. Every other block type is its module's `parse` (blocks/registry.ts),
 * so a block type the contract adds needs no line here; a name that is no block type fails the
 * build here until it says what its events are (docs/architecture.md, "closed set").
 */
type Converted = Exclude<JobStreamEvent, BlockType> | 'MESSAGE'
const CONVERT: Record<Converted, Convert> = {
  JOB_ID: (item) =>
    typeof item.content === 'string' && item.content
      ? [{ type: 'job-id', jobId: item.content }]
      : [],
  TASK: taskEvent,
  MESSAGE: (item, head) => {
    const text = deltaText(item.content)
    return text ? [{ type: 'block-delta', ...head, text }] : []
  },
  // Internal to the service (which step comes next): nothing to show.
  TRIGGER: () => [],
  END_MARK: (item) => [
    { type: 'end', outcome: String(item.content).includes(STREAM_END_ERROR) ? 'error' : 'done' },
  ],
  ERROR: (item) => [{ type: 'error', error: errorFromContent(item.content, item) }],
}

const isConverted = (name: string): name is Converted => Object.hasOwn(CONVERT, name)

/**
 * Wire items of a job to our events, in order: the one converter of the live stream (one item per
 * SSE event), the replay of a whole JSON reply, and session history. Items that are not objects are
 * skipped; a type the contract does not name is kept as an `unknown` block, never dropped.
 * An item that names no stage is of the answer (Respond), as in history and whole replies.
 */
export function blocksToEvents(items: readonly unknown[]): JobEvent[] {
  const events: JobEvent[] = []
  for (const item of items) {
    if (!isObj(item)) continue
    const head = readHead(item, 'Respond')
    const type = normalizeTypeName(String(item.type))
    events.push(...(isConverted(type) ? CONVERT[type](item, head) : blockEvent(type, item, head)))
  }
  return events
}
