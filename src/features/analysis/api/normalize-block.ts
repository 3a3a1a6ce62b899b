import type { JobStreamEvent, Stage } from '@contract/jobs'
import type { ArtifactRef, JobBlock, SourceRef, TaskStatus } from '../types'

/**
 * Wire content to our block shape, tolerating every variant docs/wire-formats.md lists: `expires_at`,
 * `expired_at` or `expiredAt`; a TABLE or IMAGE that is a bare URL string; `SOURCE` for
 * `SOURCES`; `file_type` with or without a dot; unknown types kept as data.
 */

type Obj = Record<string, unknown>

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null)

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
 * Every event name of the job stream, block types included, as contract/jobs spells them. A
 * `Record` over the contract's union, so a name it adds (a new block type) fails the build here.
 */
const STREAM_EVENTS: Record<JobStreamEvent, true> = {
  JOB_ID: true,
  TASK: true,
  MESSAGE: true,
  CODE: true,
  TABLE: true,
  IMAGE: true,
  SOURCES: true,
  QUESTIONS: true,
  TRIGGER: true,
  END_MARK: true,
  ERROR: true,
}

export const isStreamEvent = (name: string): name is JobStreamEvent =>
  Object.hasOwn(STREAM_EVENTS, name)

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

function nameFromUrl(url: string): string {
  try {
    const path = new URL(url, 'http://x.invalid').pathname
    return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '') || url
  } catch {
    return url
  }
}

export function normalizeArtifact(content: unknown): ArtifactRef | null {
  if (typeof content === 'string') {
    const url = content.trim()
    return url ? { name: nameFromUrl(url), url, expiresAt: null } : null
  }
  if (!isObj(content)) return null
  const url = str(content.url) ?? str(content.image) ?? str(content.href)
  if (!url) return null
  const expiry = content.expires_at ?? content.expired_at ?? content.expiredAt ?? content.expiresAt
  return {
    name: str(content.name)?.trim() || nameFromUrl(url),
    url,
    expiresAt: typeof expiry === 'string' && expiry ? expiry : null,
  }
}

export function normalizeSources(content: unknown): SourceRef[] {
  const items = Array.isArray(content) ? content : isObj(content) ? [content] : []
  return items.filter(isObj).map((item) => {
    const source = str(item.source) ?? str(item.name) ?? str(item.file_name) ?? ''
    const fileType = (str(item.file_type) ?? str(item.fileType) ?? '').replace(/^\./, '')
    const pageNo = item.page_no ?? item.pageNo
    return {
      source,
      fileType: fileType || (source.includes('.') ? (source.split('.').pop() ?? '') : ''),
      datasetId: str(item.dataset_id) ?? str(item.datasetId) ?? '',
      datasourceId: str(item.datasource_id) ?? str(item.datasourceId) ?? '',
      pageNo:
        typeof pageNo === 'string' && pageNo
          ? pageNo
          : typeof pageNo === 'number'
            ? String(pageNo)
            : null,
    }
  })
}

const FENCE = /^\s*(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n?\s*\1\s*$/

/** CODE content is a fenced markdown snippet; without a fence it is the code itself. */
export function parseCode(content: unknown): { code: string; language: string } {
  const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2)
  const match = FENCE.exec(text)
  if (!match) return { code: text, language: '' }
  return {
    code: match[3] ?? '',
    language: (match[2] ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '',
  }
}

export interface BlockHead {
  groupId: string
  groupName: string
  stage: Stage
}

/**
 * One wire block to ours. Returns null for internal types (TRIGGER) and for a TABLE/IMAGE without
 * a usable URL, which is kept as an unknown block instead so nothing silently disappears.
 */
export function normalizeBlock(
  typeName: string,
  content: unknown,
  head: BlockHead,
): JobBlock | null {
  const type = normalizeTypeName(typeName)
  const unknown = (): JobBlock => ({
    ...head,
    kind: 'unknown',
    typeName: type || 'UNKNOWN',
    content,
  })
  if (!isStreamEvent(type)) return unknown()
  switch (type) {
    case 'TRIGGER':
    case 'TASK':
      return null
    case 'MESSAGE':
      return {
        ...head,
        kind: 'message',
        text: typeof content === 'string' ? content : JSON.stringify(content),
      }
    case 'CODE':
      return { ...head, kind: 'code', ...parseCode(content) }
    case 'TABLE':
    case 'IMAGE': {
      const artifact = normalizeArtifact(content)
      if (!artifact) return unknown()
      return { ...head, kind: type === 'TABLE' ? 'table' : 'image', artifact }
    }
    case 'SOURCES':
      return { ...head, kind: 'sources', sources: normalizeSources(content) }
    case 'QUESTIONS': {
      const list = Array.isArray(content) ? content : [content]
      const questions = list.filter((q): q is string => typeof q === 'string' && q.trim() !== '')
      return { ...head, kind: 'questions', questions }
    }
    // Stream events that are no block: shown as data when they arrive in a block's place.
    case 'JOB_ID':
    case 'END_MARK':
    case 'ERROR':
      return unknown()
  }
}

/** group_name may be null, missing, empty or change within a group; group_id may be camelCase. */
export function readHead(raw: Obj, fallbackStage: Stage, fallbackGroupId = ''): BlockHead {
  const groupId = str(raw.group_id) ?? str(raw.groupId) ?? fallbackGroupId
  const groupName = str(raw.group_name) ?? str(raw.groupName) ?? ''
  return { groupId, groupName, stage: normalizeStage(raw.stage, fallbackStage) }
}
