import type { BlockType, JobStreamEvent, Stage } from '@contract/jobs'
import { isBlockType, parseBlock, UNKNOWN_BLOCK } from '../blocks/registry'
import { isObj, str, type Obj } from '../blocks/wire-values'
import type { JobBlock, TaskStatus } from '../types'

/**
 * The wire's names, stages and group fields to ours, tolerating every variant docs/wire-formats.md
 * lists (`SOURCE` for `SOURCES`, camelCase group fields, …). Each block type reads its own content
 * (blocks/registry.ts); unknown types are kept as data.
 */

export { isObj }

export function normalizeStage(v: unknown, fallback: Stage = 'Analyze'): Stage {
  if (typeof v !== 'string') return fallback
  const s = v.toLowerCase()
  if (s === 'respond' || s === 'response' || s === 'answer') return 'Respond'
  if (s === 'analyze' || s === 'analyse' || s === 'analysis') return 'Analyze'
  return fallback
}

/** Types the service never documented but is known to send under another spelling. */
const SPELLINGS: Readonly<Record<string, JobStreamEvent>> = {
  SOURCE: 'SOURCES',
  QUESTION: 'QUESTIONS',
}

export function normalizeTypeName(v: unknown): string {
  const name = typeof v === 'string' ? v.trim().toUpperCase() : ''
  return Object.hasOwn(SPELLINGS, name) ? SPELLINGS[name]! : name
}

/**
 * The stream's events that are no block type, and what each is when it arrives in a block's place:
 * nothing (internal) or data. With the block registry, every name contract/jobs spells: a name it
 * adds fails the build here or in the registry.
 */
type OtherEvent = Exclude<JobStreamEvent, BlockType>
const OTHER_EVENTS: Record<OtherEvent, 'skip' | 'show'> = {
  JOB_ID: 'show',
  TASK: 'skip',
  TRIGGER: 'skip',
  END_MARK: 'show',
  ERROR: 'show',
}

const isOtherEvent = (name: string): name is OtherEvent => Object.hasOwn(OTHER_EVENTS, name)

export const isStreamEvent = (name: string): name is JobStreamEvent =>
  isBlockType(name) || isOtherEvent(name)

/** The contract's name of a wire type (known variant spellings included), or null when unknown. */
export function wireType(v: unknown): JobStreamEvent | null {
  const name = normalizeTypeName(v)
  return isStreamEvent(name) ? name : null
}

export function normalizeTaskStatus(v: unknown): TaskStatus {
  const s = typeof v === 'string' ? v.toLowerCase() : ''
  if (s === 'done' || s === 'success' || s === 'succeeded' || s === 'finished' || s === 'completed')
    return 'done'
  if (s === 'error' || s === 'failed' || s === 'failure') return 'error'
  return 'running'
}

export interface BlockHead {
  groupId: string
  groupName: string
  stage: Stage
}

/**
 * One wire block to ours. Returns null for internal types (TRIGGER, TASK); a TABLE/IMAGE without
 * a usable URL is kept as an unknown block instead, so nothing silently disappears.
 */
export function normalizeBlock(
  typeName: string,
  content: unknown,
  head: BlockHead,
): JobBlock | null {
  const type = normalizeTypeName(typeName)
  if (isBlockType(type)) return parseBlock(type, content, head)
  if (isOtherEvent(type) && OTHER_EVENTS[type] === 'skip') return null
  return UNKNOWN_BLOCK.parse(content, head, type)
}

/** group_name may be null, missing, empty or change within a group; group_id may be camelCase. */
export function readHead(raw: Obj, fallbackStage: Stage, fallbackGroupId = ''): BlockHead {
  const groupId = str(raw.group_id) ?? str(raw.groupId) ?? fallbackGroupId
  const groupName = str(raw.group_name) ?? str(raw.groupName) ?? ''
  return { groupId, groupName, stage: normalizeStage(raw.stage, fallbackStage) }
}
