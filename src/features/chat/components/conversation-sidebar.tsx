import { useRef, useState, type ChangeEvent } from 'react'
import { useCatalog } from '@/lib/i18n/use-t'
import { useLanguage } from '@/lib/i18n/use-language'
import { useChatT } from '../i18n'
import { useActiveId, useChatActions, useConversationList, useSearch } from '../store/chat-store'
import { exportConversations } from '../storage/export-actions'
import { ImportError } from '../storage/export-import'
import { chatFileCatalog } from '../storage/i18n'
import { ConversationItem } from './conversation-item'

export const SEARCH_ID = 'chat-search'

/** New chat, search over titles and message text, the list, and export/import of everything. */
export function ConversationSidebar({ onNavigate }: { onNavigate: () => void }) {
  const t = useChatT()
  const tFile = useCatalog(chatFileCatalog)
  const language = useLanguage()
  const list = useConversationList()
  const activeId = useActiveId()
  const search = useSearch()
  const { conversationCreated, searchChanged, conversationsImported } = useChatActions()
  const [notice, setNotice] = useState<string | null>(null)
  const file = useRef<HTMLInputElement>(null)

  const onImport = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0]
    e.target.value = ''
    if (!chosen) return
    try {
      const counts = await conversationsImported(await chosen.text())
      setNotice(t('importCounts', { ...counts }))
      onNavigate()
    } catch (err) {
      const why =
        err instanceof ImportError
          ? tFile(err.key, err.values)
          : err instanceof Error
            ? err.message
            : String(err)
      setNotice(`${t('importFailed')} ${why}`)
    }
  }
  const run = (op: Promise<void>) =>
    op.catch((err: unknown) => setNotice(err instanceof Error ? err.message : String(err)))

  return (
    <nav aria-label={t('conversations')} className="flex h-full min-h-0 flex-col gap-2 p-2">
      <button
        type="button"
        className="btn btn-primary w-full"
        onClick={() => {
          conversationCreated()
          onNavigate()
        }}
      >
        + {t('newChat')}
      </button>
      <input
        id={SEARCH_ID}
        type="search"
        aria-label={t('searchConversations')}
        placeholder={t('searchConversations')}
        value={search.query}
        onChange={(e) => searchChanged(e.target.value)}
        className="field w-full py-1.5 text-sm"
      />
      <ul className="min-h-0 flex-1 overflow-y-auto" aria-label={t('conversations')}>
        {list.map((c) => (
          <ConversationItem
            key={c.id}
            conversation={c}
            active={c.id === activeId}
            onOpened={onNavigate}
          />
        ))}
        {list.length === 0 && (
          <li className="p-3 text-sm text-(--muted)">
            {search.query ? t('noMatches') : t('noConversations')}
          </li>
        )}
      </ul>
      {notice && (
        <p role="status" className="rounded-md bg-(--surface-2) p-2 text-xs">
          {notice}
        </p>
      )}
      <div className="flex flex-wrap gap-1 border-t border-(--border) pt-2 text-xs">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => void run(exportConversations('all', 'json', language))}
        >
          {t('exportAllJson')}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => void run(exportConversations('all', 'markdown', language))}
        >
          {t('exportAllMarkdown')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => file.current?.click()}>
          {t('importJson')}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          aria-label={t('importJson')}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onImport(e)}
        />
      </div>
    </nav>
  )
}
