import type { Language } from '@/lib/settings/settings'
import { loadConversations, loadMessages } from './chat-repo'
import { toExportFile, toMarkdown } from './export-import'

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .toLowerCase() || 'chat'

/**
 * Exports one conversation (by id) or all, read fresh from storage so every branch is included.
 * Markdown is written in `language` (the UI's); JSON holds records only, no words of ours.
 */
export async function exportConversations(
  ids: string[] | 'all',
  format: 'json' | 'markdown',
  language: Language,
) {
  const all = (await loadConversations()).filter((c) => !c.deletedAt)
  const chosen =
    ids === 'all'
      ? all.sort((a, b) => b.updatedAt - a.updatedAt)
      : all.filter((c) => ids.includes(c.id))
  const items = await Promise.all(
    chosen.map(async (conversation) => ({
      conversation,
      messages: await loadMessages(conversation.id),
    })),
  )
  const base = ids === 'all' || !chosen[0] ? 'parley-chats' : slug(chosen[0].title)
  if (format === 'json') {
    download(`${base}.json`, 'application/json', JSON.stringify(toExportFile(items), null, 2))
  } else {
    const text = items
      .map((i) => toMarkdown(i.conversation, i.messages, language))
      .join('\n---\n\n')
    download(`${base}.md`, 'text/markdown', text)
  }
}
