import type { ChatMessage, ChatWireMessage, ContentPart } from '@contract/chat'

/** A message as the demo models read it: plain text, `developer` read as `system`, images counted. */
export interface ServedMessage extends ChatMessage {
  /** Image parts the client sent; the demo models cannot see them and say so. */
  images: number
}

/** Text parts joined by a newline; image parts counted. Only call after checkMessages passed. */
export function normalizeMessages(wire: readonly ChatWireMessage[]): ServedMessage[] {
  return wire.map((m) => {
    const parts: readonly ContentPart[] =
      typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : (m.content ?? [])
    const text = parts
      .filter((p): p is Extract<ContentPart, { type: 'text' }> => p.type === 'text')
      .map((p) => p.text)
      .join('\n')
    const out: ServedMessage = {
      role: m.role === 'developer' ? 'system' : m.role,
      content: text,
      images: parts.filter((p) => p.type === 'image_url').length,
    }
    // Only the fields the service reads are kept, so nothing unbounded travels further.
    if (typeof m.name === 'string') out.name = m.name
    if (typeof m.tool_call_id === 'string') out.tool_call_id = m.tool_call_id
    if (Array.isArray(m.tool_calls)) out.tool_calls = m.tool_calls
    return out
  })
}

/** Index of the message a reply answers: a trailing tool result, else the last user message. */
export function answeredIndex(messages: readonly Pick<ChatMessage, 'role'>[]): number {
  const last = messages.length - 1
  const lastRole = messages[last]?.role
  if (lastRole === 'tool' || lastRole === 'function') return last
  for (let i = last; i >= 0; i--) if (messages[i]!.role === 'user') return i
  return -1
}

/**
 * How deeply a parsed JSON value nests, counted without recursion (a 10,000-deep body must not
 * overflow the stack of whatever reads it later). Stops counting past `limit`.
 */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (typeof v !== 'object' || v === null) continue
    if (depth > deepest) deepest = depth
    if (deepest > limit) return deepest
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1])
    }
  }
  return deepest
}
