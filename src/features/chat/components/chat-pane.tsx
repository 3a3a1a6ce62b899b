import { useCallback, useEffect, useState } from 'react'
import { loadMarkdown } from '@/components/markdown/markdown-loader'
import { useChatShortcuts } from '../hooks/use-chat-shortcuts'
import { useConversationAddress } from '../hooks/use-conversation-address'
import { useChatT } from '../i18n'
import { useChatActions, useChatReady } from '../store/chat-store'
import { ChatHeader } from './chat-header'
import { Icon } from './icons'
import { COMPOSER_ID, Composer } from './composer'
import { ConversationSettings } from './conversation-settings'
import { ConversationSidebar, SEARCH_ID } from './conversation-sidebar'
import { MessageList } from './message-list'
import { LiveRegion, ModelsNotice, StorageBanner, UndoToast } from './notices'
import { ShortcutsDialog } from './shortcuts-dialog'

const SHORTCUT_IDS = { composer: COMPOSER_ID, search: SEARCH_ID }

/** `conversationId` comes from the address (/chat/:conversationId). */
export function ChatPane({ conversationId = null }: { conversationId?: string | null }) {
  const t = useChatT()
  const ready = useChatReady()
  const { appStarted } = useChatActions()
  const [drawer, setDrawer] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [help, setHelp] = useState(false)
  const [headerError, setHeaderError] = useState<string | null>(null)

  useEffect(() => void appStarted(), [appStarted])
  useConversationAddress(conversationId)
  useEffect(loadMarkdown, [])
  const openHelp = useCallback(() => setHelp(true), [])
  const openSearch = useCallback(() => setDrawer(true), [])
  useChatShortcuts(SHORTCUT_IDS, openHelp, openSearch)

  return (
    <>
      <div className="relative flex h-full min-h-0">
        {drawer && (
          <div
            className="fixed inset-0 z-20 bg-black/40 md:hidden"
            onClick={() => setDrawer(false)}
            aria-hidden="true"
          />
        )}
        <aside
          className={`chat-sidebar z-30 w-72 shrink-0 border-e border-(--border) bg-(--surface) md:static md:block md:w-64 ${drawer ? 'fixed inset-y-0 start-0 block' : 'hidden'}`}
          onKeyDown={(e) => e.key === 'Escape' && setDrawer(false)}
        >
          {drawer && (
            <button
              type="button"
              className="btn-icon absolute end-2 top-2 md:hidden"
              aria-label={t('closeConversations')}
              onClick={() => setDrawer(false)}
            >
              <Icon name="close" />
            </button>
          )}
          <div className={drawer ? 'h-full pt-10 md:pt-0' : 'h-full'}>
            <ConversationSidebar onNavigate={() => setDrawer(false)} />
          </div>
        </aside>
        {/* While the drawer covers it (narrow screens), the chat behind is out of reach. */}
        <section
          aria-label={t('chat')}
          className="flex min-w-0 flex-1 flex-col"
          inert={drawer || undefined}
        >
          <ChatHeader
            settingsOpen={settingsOpen}
            onToggleSettings={() => setSettingsOpen((o) => !o)}
            onOpenDrawer={() => setDrawer(true)}
            onShortcuts={openHelp}
            onError={setHeaderError}
          />
          <ModelsNotice />
          <StorageBanner />
          {headerError && (
            <p role="alert" className="border-b border-(--danger) px-4 py-2 text-sm">
              {headerError}
            </p>
          )}
          {settingsOpen && (
            <div id="chat-settings">
              <ConversationSettings />
            </div>
          )}
          {ready ? <MessageList /> : <div className="flex-1" />}
          <Composer />
        </section>
        <UndoToast />
        <LiveRegion />
        <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
      </div>
    </>
  )
}
