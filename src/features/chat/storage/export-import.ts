import type { MessageValues } from '@/lib/i18n/message-format'
import { translator } from '@/lib/i18n/use-t'
import type { Language } from '@/lib/settings/settings'
import { readAttachments } from '../attachments/read-stored'
import { fieldsIn, readFields } from '../fields/registry'
import { activePath, buildChildIndex } from '../store/conversation-tree'
import type { ChatMessageRecord, ConversationRecord, MessageStatus } from '../types'
import { chatFileCatalog, type ChatFileKey } from './i18n'

/** The JSON export file: every record as stored, so an import gives back the same conversation. */
export interface ChatExportFile {
  format: typeof EXPORT_FORMAT
  version: 1
  exportedAt: string
  conversations: { conversation: ConversationRecord; messages: ChatMessageRecord[] }[]
}

const EXPORT_FORMAT = 'parley-chat'

export function toExportFile(
  items: { conversation: ConversationRecord; messages: ChatMessageRecord[] }[],
  now = new Date(),
): ChatExportFile {
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    conversations: items.map(({ conversation, messages }) => ({
      conversation: withoutDeletion(conversation),
      messages: [...messages].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)),
    })),
  }
}

function withoutDeletion(c: ConversationRecord): ConversationRecord {
  const { deletedAt: _deletedAt, ...rest } = c
  return rest
}

/** Why a file cannot be imported: a catalog key, so the UI says it in its own language. */
export class ImportError extends Error {
  override name = 'ImportError'
  constructor(
    readonly key: ChatFileKey,
    readonly values: MessageValues = {},
  ) {
    super(translator(chatFileCatalog, 'en')(key, values))
  }
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback)
const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

function readStatus(v: unknown): MessageStatus {
  if (!isObj(v)) return { state: 'complete' }
  // A reply that was streaming when exported cannot still be streaming here.
  if (v.state === 'streaming') return { state: 'incomplete', reason: 'interrupted' }
  if (v.state === 'incomplete') return v as MessageStatus
  return { state: 'complete' }
}

function readConversation(raw: unknown, index: number): ConversationRecord {
  if (!isObj(raw) || typeof raw.id !== 'string' || !raw.id) {
    throw new ImportError('import.conversationNoId', { n: index + 1 })
  }
  const selection = isObj(raw.selection)
    ? Object.fromEntries(
        Object.entries(raw.selection).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      )
    : {}
  const createdAt = num(raw.createdAt, Date.now())
  return {
    id: raw.id,
    title: str(raw.title), // none: the list shows its "New chat" in the UI language
    titleEdited: raw.titleEdited === true,
    createdAt,
    updatedAt: num(raw.updatedAt, createdAt),
    pinned: raw.pinned === true,
    model: typeof raw.model === 'string' ? raw.model : null,
    systemPrompt: str(raw.systemPrompt),
    temperature: numOrNull(raw.temperature),
    maxTokens: numOrNull(raw.maxTokens),
    selection,
  }
}

function readMessage(raw: unknown, conversationId: string, index: number): ChatMessageRecord {
  if (!isObj(raw) || typeof raw.id !== 'string' || !raw.id)
    throw new ImportError('import.messageNoId', { n: index + 1 })
  if (raw.role !== 'user' && raw.role !== 'assistant' && raw.role !== 'system') {
    throw new ImportError('import.messageRole', {
      n: index + 1,
      role: JSON.stringify(raw.role) ?? 'undefined',
    })
  }
  if (typeof raw.content !== 'string')
    throw new ImportError('import.messageNoText', { n: index + 1 })
  const message: ChatMessageRecord = {
    id: raw.id,
    conversationId,
    parentId: typeof raw.parentId === 'string' ? raw.parentId : null,
    role: raw.role,
    content: raw.content,
    model: typeof raw.model === 'string' ? raw.model : null,
    status: readStatus(raw.status),
    finishReason:
      typeof raw.finishReason === 'string'
        ? (raw.finishReason as ChatMessageRecord['finishReason'])
        : null,
    createdAt: num(raw.createdAt, index),
    contentStartedAt: numOrNull(raw.contentStartedAt),
    ...readFields(raw),
    ...readAttachments(raw),
  }
  if (typeof raw.updatedAt === 'number') message.updatedAt = raw.updatedAt
  return inOrderOf(raw, message)
}

/**
 * The record with its keys in the file's order (any others after them): the fields' keys are read
 * apart from the message's own, and an import exports byte for byte what it read.
 */
function inOrderOf<T extends object>(raw: Record<string, unknown>, record: T): T {
  const keys = [...Object.keys(raw), ...Object.keys(record)].filter((k) => Object.hasOwn(record, k))
  return Object.fromEntries([...new Set(keys)].map((k) => [k, record[k as keyof T]])) as T
}

interface ImportItem {
  conversation: ConversationRecord
  messages: ChatMessageRecord[]
}

/** Reads an export file into conversations with their messages, ids as they were exported. */
export function readExportFile(text: string): ImportItem[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ImportError('import.notJson')
  }
  if (!isObj(json) || json.format !== EXPORT_FORMAT || !Array.isArray(json.conversations)) {
    throw new ImportError('import.notExport')
  }
  return json.conversations.map((item: unknown, i) => {
    if (!isObj(item)) throw new ImportError('import.conversationNotObject', { n: i + 1 })
    const conversation = readConversation(item.conversation, i)
    const rawMessages = Array.isArray(item.messages) ? item.messages : []
    const messages = rawMessages.map((m, j) => readMessage(m, conversation.id, j))
    return { conversation, messages }
  })
}

interface ImportPlan {
  /** Conversations to write: new ones, and present ones the file has a newer version of. */
  write: ImportItem[]
  added: number
  updated: number
  skipped: number
}

/**
 * Merges by id: a conversation not present is added; a present one is updated when the file's
 * copy is newer (updatedAt), else skipped. Nothing is ever duplicated, so importing the same
 * export twice adds nothing. A file listing one id twice counts it once (its newest copy).
 */
export function planImport(
  items: readonly ImportItem[],
  present: ReadonlyMap<string, Pick<ConversationRecord, 'updatedAt'>>,
): ImportPlan {
  const newest = new Map<string, ImportItem>()
  for (const item of items) {
    const seen = newest.get(item.conversation.id)
    if (!seen || item.conversation.updatedAt > seen.conversation.updatedAt)
      newest.set(item.conversation.id, item)
  }
  const plan: ImportPlan = { write: [], added: 0, updated: 0, skipped: items.length - newest.size }
  for (const item of newest.values()) {
    const mine = present.get(item.conversation.id)
    if (!mine) {
      plan.write.push(item)
      plan.added++
    } else if (item.conversation.updatedAt > mine.updatedAt) {
      plan.write.push(item)
      plan.updated++
    } else plan.skipped++
  }
  return plan
}

const INCOMPLETE: Record<Extract<MessageStatus, { state: 'incomplete' }>['reason'], ChatFileKey> = {
  cancelled: 'incomplete.cancelled',
  length: 'incomplete.length',
  error: 'incomplete.error',
  interrupted: 'incomplete.interrupted',
}

/**
 * The shown thread as Markdown, its headings and dates in `language` (the UI's when exported);
 * citations become a numbered source list under their reply.
 */
export function toMarkdown(
  conversation: ConversationRecord,
  messages: readonly ChatMessageRecord[],
  language: Language,
): string {
  const t = translator(chatFileCatalog, language)
  const byId = new Map(messages.map((m) => [m.id, m]))
  const path = activePath(buildChildIndex(messages), conversation.selection)
  const out = [`# ${conversation.title || t('untitled')}`, '']
  const meta = [
    conversation.model && t('model', { model: `\`${conversation.model}\`` }),
    t('created', { date: new Date(conversation.createdAt) }),
  ]
  out.push(meta.filter(Boolean).join(' · '), '')
  if (conversation.systemPrompt.trim())
    out.push(`**${t('systemPrompt')}**`, '', quote(conversation.systemPrompt), '')
  for (const id of path) {
    const m = byId.get(id)
    if (!m) continue
    const model = m.role === 'assistant' && m.model ? ` (${m.model})` : ''
    out.push(`## ${t(m.role === 'user' ? 'you' : m.role)}${model}`, '')
    for (const [, field] of fieldsIn('before')) out.push(...field.toMarkdown(m, t))
    out.push(m.content, '')
    // The files' names and sizes; their text stays in the JSON export.
    if (m.attachments?.length)
      out.push(
        `*${t('attached')}* ${m.attachments.map((a) => `${a.name} (${a.size} B)`).join(', ')}`,
        '',
      )
    if (m.status.state === 'incomplete') out.push(`*(${t(INCOMPLETE[m.status.reason])})*`, '')
    for (const [, field] of [...fieldsIn('after'), ...fieldsIn('footer')])
      out.push(...field.toMarkdown(m, t))
  }
  return out.join('\n').trimEnd() + '\n'
}

function quote(text: string) {
  return text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n')
}
