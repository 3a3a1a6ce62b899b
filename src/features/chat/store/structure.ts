import type { ChatMessageRecord } from '../types'
import { parentKey } from '../types'
import type { ChatData } from './chat-state'
import { activePath, buildChildIndex } from './conversation-tree'

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
    paths: { ...s.paths, [conversationId]: activePath(children, selection) },
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
    paths[id] = activePath(children[id] ?? {}, s.conversations[id]?.selection ?? {})
  }
  return { messages, children, paths }
}

/** The shown path again, after a branch selection changed. */
export function withPath(s: ChatData, conversationId: string, selection: Record<string, string>) {
  return {
    paths: {
      ...s.paths,
      [conversationId]: activePath(s.children[conversationId] ?? {}, selection),
    },
  }
}

/** The messages of the shown thread up to and including `lastId`. */
export function threadUpTo(
  s: ChatData,
  conversationId: string,
  lastId: string,
): ChatMessageRecord[] {
  const path = s.paths[conversationId] ?? []
  const end = path.indexOf(lastId)
  return (end === -1 ? [] : path.slice(0, end + 1)).map((id) => s.messages[id]!).filter(Boolean)
}
