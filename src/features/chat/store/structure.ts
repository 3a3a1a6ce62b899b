import type { ChatMessageRecord } from '../types'
import { parentKey } from '../types'
import type { ChatData } from './chat-state'
import { activePath, buildChildIndex } from './conversation-tree'

/** Where a conversation's loaded thread starts ('root' unless it was read a window at a time). */
const fromOf = (s: ChatData, conversationId: string) => s.pathFrom[conversationId] ?? 'root'

/** Rebuilds a conversation's branch index and shown path from its messages (on load). */
export function rebuildStructure(
  s: ChatData,
  conversationId: string,
): Pick<ChatData, 'children' | 'paths'> {
  const own = Object.values(s.messages).filter((m) => m.conversationId === conversationId)
  const children = buildChildIndex(own)
  const selection = s.conversations[conversationId]?.selection ?? {}
  return {
    children: { ...s.children, [conversationId]: children },
    paths: {
      ...s.paths,
      [conversationId]: activePath(children, selection, fromOf(s, conversationId)),
    },
  }
}

/** Adds new messages (newest, so they go last among their siblings) without a full rebuild. */
export function withMessagesAdded(
  s: ChatData,
  added: readonly ChatMessageRecord[],
): Partial<ChatData> {
  const messages = { ...s.messages }
  const children = { ...s.children }
  const touched = new Set<string>()
  for (const m of added) {
    const isNew = !messages[m.id]
    messages[m.id] = m
    touched.add(m.conversationId)
    if (!isNew) continue
    const index = { ...(children[m.conversationId] ?? {}) }
    const key = parentKey(m.parentId)
    index[key] = [...(index[key] ?? []), m.id]
    children[m.conversationId] = index
  }
  const paths = { ...s.paths }
  for (const id of touched) {
    paths[id] = activePath(children[id] ?? {}, s.conversations[id]?.selection ?? {}, fromOf(s, id))
  }
  return { messages, children, paths }
}

/** The shown path again, after a branch selection changed. */
export function withPath(s: ChatData, conversationId: string, selection: Record<string, string>) {
  return {
    paths: {
      ...s.paths,
      [conversationId]: activePath(
        s.children[conversationId] ?? {},
        selection,
        fromOf(s, conversationId),
      ),
    },
  }
}

/**
 * The messages of the shown thread up to and including `lastId` (a request's history: the caller
 * has loaded the whole thread first, see paging.ts).
 */
export function threadUpTo(
  s: ChatData,
  conversationId: string,
  lastId: string,
): ChatMessageRecord[] {
  const path = s.paths[conversationId] ?? []
  const end = path.indexOf(lastId)
  return (end === -1 ? [] : path.slice(0, end + 1)).map((id) => s.messages[id]!).filter(Boolean)
}
