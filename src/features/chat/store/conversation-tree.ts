import { parentKey, type ChatMessageRecord } from '../types'

/** Children of each parent ("root" for the top), oldest first: the branches of a conversation. */
export type ChildIndex = Record<string, string[]>

export function buildChildIndex(messages: Iterable<ChatMessageRecord>): ChildIndex {
  const sorted = [...messages].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
  const index: ChildIndex = {}
  for (const m of sorted) (index[parentKey(m.parentId)] ??= []).push(m.id)
  return index
}

/**
 * The thread shown: from the root, follow the selected child of each message, or its newest
 * child when none is selected (or the selected one is gone). A conversation read a window at a
 * time starts at `from`, the newest message above the window (its own choice is made above).
 */
export function activePath(
  children: ChildIndex,
  selection: Record<string, string>,
  from = 'root',
): string[] {
  const path: string[] = []
  const seen = new Set<string>()
  let key = from
  for (;;) {
    const options = children[key]
    if (!options?.length) return path
    const chosen = selection[key]
    const next = chosen && options.includes(chosen) ? chosen : options[options.length - 1]!
    // A corrupt import could form a loop; stop rather than hang.
    if (seen.has(next)) return path
    seen.add(next)
    path.push(next)
    key = next
  }
}

export interface SiblingInfo {
  index: number
  count: number
  previousId: string | null
  nextId: string | null
}

export function siblingInfo(
  children: ChildIndex,
  message: Pick<ChatMessageRecord, 'id' | 'parentId'>,
): SiblingInfo {
  const options = children[parentKey(message.parentId)] ?? [message.id]
  const index = Math.max(0, options.indexOf(message.id))
  return {
    index,
    count: options.length,
    previousId: options[index - 1] ?? null,
    nextId: options[index + 1] ?? null,
  }
}
