import { STREAM_END_DONE, STREAM_END_ERROR, type JobStreamEvent } from '@contract/jobs'
import type { SseItem } from '@/lib/sse/read-sse'
import { blocksToEvents, type JobEvent } from './blocks-to-events'
import {
  isObj,
  isStreamEvent,
  normalizeBlock,
  normalizeTypeName,
  readHead,
} from './normalize-block'

/** JOB_ID's data: the id as plain text, or JSON with `job_id`, `jobId` or `id`. */
function jobIdOf(data: string): string {
  if (!data.startsWith('{')) return data
  try {
    const parsed: unknown = JSON.parse(data)
    if (!isObj(parsed)) return data
    const id = [parsed.job_id, parsed.jobId, parsed.id].find((v) => typeof v === 'string')
    return typeof id === 'string' ? id : ''
  } catch {
    return data // not JSON after all: the plain-text id
  }
}

/**
 * Converts one SSE item of a job stream: the SSE framing and the chunk envelope are read here, the
 * item itself by blocksToEvents. The block type is the `event:` name; tolerated variants: JOB_ID as
 * plain text or JSON, `[DONE]`/`[ERROR]` with or without END_MARK, camelCase group fields,
 * null/missing group_name, SOURCE for SOURCES, unknown types (kept as generic blocks), a
 * block-shaped chunk (`{type, content}`) instead of the chunk envelope.
 */
export function toJobEvents(item: SseItem): JobEvent[] {
  if (item.kind === 'comment') return []
  const event = normalizeTypeName(item.event ?? '')
  const named = isStreamEvent(event) ? event : null
  const data = item.data.trim()

  if (named === 'JOB_ID') return blocksToEvents([{ type: named, content: jobIdOf(data) }])
  if (named === 'END_MARK' || data === STREAM_END_DONE || data === STREAM_END_ERROR) {
    return blocksToEvents([{ type: 'END_MARK' satisfies JobStreamEvent, content: data }])
  }
  if (data === '') return []

  let chunk: unknown
  try {
    chunk = JSON.parse(data)
  } catch {
    if (named === 'ERROR') return blocksToEvents([{ type: named, content: data }])
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
  const type = event || normalizeTypeName(chunk.type) || ('MESSAGE' satisfies JobStreamEvent)
  const wire = isStreamEvent(type) ? type : null

  if (wire === 'ERROR' || (chunk.error !== undefined && !delta)) {
    const error = {
      ...chunk,
      type: 'ERROR' satisfies JobStreamEvent,
      content: content ?? chunk.error,
    }
    return blocksToEvents([error])
  }
  // The chunk's group fields, with the stream's fallbacks; blocksToEvents keeps them as they are.
  const fallbackStage = wire === 'SOURCES' ? 'Respond' : 'Analyze'
  const head = readHead(
    chunk,
    fallbackStage,
    item.id ?? (typeof chunk.id === 'string' ? chunk.id : ''),
  )
  return blocksToEvents([
    { type, content, group_id: head.groupId, group_name: head.groupName, stage: head.stage },
  ])
}
